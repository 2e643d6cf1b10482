import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filterPanelDemo } from './filter-panel.demo.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterDefinition, FilterSelection } from './types.ts';

const repositories = [
  'npm-local',
  'npm-remote',
  'npm-virtual',
  'docker-local',
  'docker-remote',
  'libs-release',
  'pypi-remote',
];
const filters: FilterDefinition[] = [
  { key: 'repo', title: 'Repository', rows: repositories.map((title, index) => ({ title, count: index + 10 })) },
  {
    key: 'type',
    title: 'Package Type',
    rows: [
      { title: 'npm', count: 3 },
      { title: 'Docker', count: 2 },
    ],
  },
];

function Harness({ initial = {}, onClear }: { initial?: FilterSelection; onClear?: (key: string) => void }) {
  const [selection, setSelection] = useState<FilterSelection>(initial);
  return (
    <FilterPanel
      filters={filters}
      selection={selection}
      onSelectionChange={setSelection}
      {...(onClear ? { onClear } : {})}
    />
  );
}

const repoList = () => screen.getByRole('list', { name: 'Repository' });

describe('FilterPanel', () => {
  it('R25.031 titles the panel with the number of active selections', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ repo: ['npm-local'] }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Filters (1)' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'npm' }));
    await user.click(screen.getByRole('checkbox', { name: 'npm-remote' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Filters (3)' })).toBeTruthy();
  });

  it('R25.032 R25.036 clears every selection with Clear all and emits a clear event per filter', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Harness initial={{ repo: ['npm-local'], type: ['npm'] }} onClear={onClear} />);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(screen.getByRole('heading', { name: 'Filters (0)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'npm-local' }) as HTMLInputElement).checked).toBe(false);
    expect(onClear.mock.calls).toEqual([['repo'], ['type']]);
  });

  it('R25.033 shows the first 5 rows until Show More is pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(within(repoList()).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByRole('checkbox', { name: 'libs-release' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(within(repoList()).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'libs-release' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('R25.033 offers no Show More for a filter with 5 rows or fewer', () => {
    render(<Harness />);
    const typeSection = screen.getByRole('region', { name: 'Package Type' });
    expect(within(typeSection).queryByRole('button', { name: 'Show More' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Show More' })).toHaveLength(1);
  });

  it('R25.034 searches a filter through a box with placeholder Search for {title}', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByPlaceholderText('Search for Repository');
    expect(screen.getByPlaceholderText('Search for Package Type')).toBeTruthy();

    await user.type(search, 'DOCKER');

    expect(
      within(repoList())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['docker-local', 'docker-remote']);
  });

  it('R25.035 shows each row with its title and count', () => {
    render(<Harness />);
    const row = screen.getByRole('checkbox', { name: 'npm-remote' }).closest('li');
    expect(row?.textContent).toBe('npm-remote11');
  });

  it('R25.036 emits a clear event once the last selection of a filter is unchecked', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Harness initial={{ repo: ['npm-local', 'npm-remote'] }} onClear={onClear} />);

    await user.click(screen.getByRole('checkbox', { name: 'npm-local' }));
    expect(onClear).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'npm-remote' }));

    expect(onClear).toHaveBeenCalledExactlyOnceWith('repo');
  });

  it('R25.037 R27.38 sizes the panel 316 wide, rows 32 high and the list 178 then 455 high', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const panel = screen.getByRole('complementary', { name: 'Filters (0)' });
    expect(panel.style.width).toBe('316px');
    expect(within(repoList()).getAllByRole('listitem')[0]?.style.height).toBe('32px');
    expect(repoList().style.maxHeight).toBe('178px');

    await user.click(screen.getByRole('button', { name: 'Show More' }));

    expect(repoList().style.maxHeight).toBe('455px');
  });

  it('is operable by keyboard: Space toggles a focused row', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('checkbox', { name: 'npm-local' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('demo renders its panel with one active selection', () => {
    const Demo = filterPanelDemo.Component;
    render(<Demo />);
    expect(filterPanelDemo.id).toBe('filter-panel');
    expect(screen.getByRole('heading', { name: 'Filters (1)' })).toBeTruthy();
  });
});
