import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TransferList } from './transfer-list.tsx';
import type { TransferItem, TransferListProps } from './types.ts';

const REPOS: TransferItem[] = [
  { name: 'npm-local' },
  { name: 'npm-remote' },
  { name: 'NPM-virtual' },
  { name: 'docker-remote' },
  { name: 'libs-release' },
  { name: 'npm-legacy', disabled: true },
];

type HarnessProps = Partial<TransferListProps> & { initial?: string[]; spy?: (keys: string[]) => void };

/** Owns the selection like a real caller, so moves show up in the lists. */
function Harness({ initial = [], spy, items = REPOS, ...rest }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <TransferList
      items={items}
      value={value}
      onChange={(keys) => {
        spy?.(keys);
        setValue(keys);
      }}
      {...rest}
    />
  );
}

const list = (name: 'Available' | 'Selected') => screen.getByRole('region', { name });
const keysIn = (name: 'Available' | 'Selected') =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (name: string) => button(name).hasAttribute('disabled');
const row = (key: string) => {
  const item = screen.getByRole('checkbox', { name: key }).closest('li');
  if (!(item instanceof HTMLElement)) throw new Error(`no row for ${key}`);
  return item;
};

/** jsdom has no DataTransfer; this keeps what dragstart writes so drop can read it back. */
function dataTransferStub() {
  const store = new Map<string, string>();
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    get types() {
      return [...store.keys()];
    },
    setData: (type: string, data: string) => store.set(type, data),
    getData: (type: string) => store.get(type) ?? '',
  };
}

function drag(from: HTMLElement, to: HTMLElement) {
  const dataTransfer = dataTransferStub();
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragOver(to, { dataTransfer });
  fireEvent.drop(to, { dataTransfer });
}

describe('TransferList', () => {
  it('R25.073 shows an available and a selected list, each holding its items', () => {
    render(<Harness initial={['libs-release']} />);
    expect(keysIn('Available')).toEqual(['npm-local', 'npm-remote', 'NPM-virtual', 'docker-remote', 'npm-legacy']);
    expect(keysIn('Selected')).toEqual(['libs-release']);
    expect(within(list('Selected')).queryByText('No Items Selected')).toBeNull();
  });

  it('R25.074 an empty selected list shows No Items Selected', () => {
    render(<Harness />);
    expect(within(list('Selected')).getByText('No Items Selected')).toBeTruthy();
    expect(within(list('Available')).queryByText('No Items Selected')).toBeNull();
  });

  it('R25.075 moves checked items one way and back', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: 'docker-remote' }));
    await user.click(screen.getByRole('checkbox', { name: 'npm-local' }));
    await user.click(button('Move selected to Selected'));
    expect(spy).toHaveBeenLastCalledWith(['npm-local', 'docker-remote']);
    expect(keysIn('Selected')).toEqual(['npm-local', 'docker-remote']);
    // Moved items arrive unchecked.
    expect(isDisabled('Move selected to Available')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'npm-local' }));
    await user.click(button('Move selected to Available'));
    expect(spy).toHaveBeenLastCalledWith(['docker-remote']);
    expect(keysIn('Available')).toContain('npm-local');
  });

  it('R25.076 R25.079 moves all items at once, leaving disabled ones where they are', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(
      <Harness
        spy={spy}
        initial={['libs-release', 'plugins-release']}
        items={[...REPOS, { name: 'plugins-release', disabled: true }]}
      />,
    );
    await user.click(button('Move all to Selected'));
    expect(spy).toHaveBeenLastCalledWith([
      'libs-release',
      'plugins-release',
      'npm-local',
      'npm-remote',
      'NPM-virtual',
      'docker-remote',
    ]);
    expect(keysIn('Available')).toEqual(['npm-legacy']);

    // plugins-release is disabled and selected: it stays selected.
    await user.click(button('Move all to Available'));
    expect(spy).toHaveBeenLastCalledWith(['plugins-release']);
    expect(keysIn('Selected')).toEqual(['plugins-release']);
    expect(keysIn('Available')).toContain('npm-local');
  });

  it('R25.079 a disabled selected item stays when moving all back', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['npm-legacy', 'npm-local']} />);
    await user.click(button('Move all to Available'));
    expect(spy).toHaveBeenLastCalledWith(['npm-legacy']);
    expect(keysIn('Selected')).toEqual(['npm-legacy']);
  });

  it('R25.078 moving all under a filter moves only the filtered enabled items, then clears the filter', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const filter = screen.getByRole('textbox', { name: 'Filter Available' });
    await user.type(filter, 'npm');
    await user.click(button('Move all to Selected'));
    expect(spy).toHaveBeenLastCalledWith(['npm-local', 'npm-remote', 'NPM-virtual']);
    expect(filter).toHaveProperty('value', '');
    expect(keysIn('Available')).toEqual(['docker-remote', 'libs-release', 'npm-legacy']);
  });

  it('R25.083 the filter is a case-insensitive text match on the key', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Filter Available' }), 'NpM-');
    expect(keysIn('Available')).toEqual(['npm-local', 'npm-remote', 'NPM-virtual', 'npm-legacy']);
  });

  it('R25.083 spaces around the filter are ignored, so a trailing space does not hide every item', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Filter Available' }), ' local ');
    expect(keysIn('Available')).toEqual(['npm-local']);
  });

  it('R25.075 the header box checks every enabled item the filter shows, and those move', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter Available' }), 'npm');
    await user.click(screen.getByRole('checkbox', { name: 'Check all Available' }));
    expect(screen.getByRole('checkbox', { name: 'npm-legacy' })).toHaveProperty('checked', false);
    await user.click(button('Move selected to Selected'));
    expect(spy).toHaveBeenLastCalledWith(['npm-local', 'npm-remote', 'NPM-virtual']);
  });

  it('R25.084 move buttons are disabled until something is checked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['libs-release']} />);
    expect(isDisabled('Move selected to Selected')).toBe(true);
    expect(isDisabled('Move selected to Available')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'npm-remote' }));
    expect(isDisabled('Move selected to Selected')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'libs-release' }));
    expect(isDisabled('Move selected to Available')).toBe(false);
  });

  it('R25.085 move buttons are disabled when their source list is empty', () => {
    render(<Harness items={REPOS.slice(0, 2)} initial={['npm-local', 'npm-remote']} />);
    expect(isDisabled('Move all to Selected')).toBe(true);
    expect(isDisabled('Move selected to Selected')).toBe(true);
    expect(isDisabled('Move all to Available')).toBe(false);
  });

  it('R25.086 every move button is disabled when the component is disabled', () => {
    render(<Harness disabled initial={['libs-release']} />);
    for (const name of [
      'Move selected to Selected',
      'Move all to Selected',
      'Move selected to Available',
      'Move all to Available',
    ]) {
      expect(isDisabled(name)).toBe(true);
    }
    expect(screen.getByRole('checkbox', { name: 'npm-local' }).hasAttribute('disabled')).toBe(true);
    expect(row('npm-local').getAttribute('draggable')).toBe('false');
  });

  it('R25.087 move-all buttons are disabled by moveAllDisabled; moving checked items still works', async () => {
    const user = userEvent.setup();
    render(<Harness moveAllDisabled initial={['libs-release']} />);
    expect(isDisabled('Move all to Selected')).toBe(true);
    expect(isDisabled('Move all to Available')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'npm-local' }));
    expect(isDisabled('Move selected to Selected')).toBe(false);
  });

  it('R25.088 a filter with no hit says so and offers Clear filter, which clears it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['libs-release']} />);
    const filter = screen.getByRole('textbox', { name: 'Filter Selected' });
    await user.type(filter, 'kafka');
    const selected = within(list('Selected'));
    expect(selected.getByText('Current filter has no results')).toBeTruthy();
    expect(selected.queryByText('No Items Selected')).toBeNull();
    await user.click(selected.getByRole('button', { name: 'Clear filter' }));
    expect(filter).toHaveProperty('value', '');
    expect(keysIn('Selected')).toEqual(['libs-release']);
  });

  it('R25.089 reads keys from the given key field and honours disabled and className', () => {
    render(
      <TransferList
        items={[{ repoKey: 'go-remote' }, { repoKey: 'helm-local', disabled: true, className: 'locked-repo' }]}
        keyField="repoKey"
        value={[]}
        onChange={() => {}}
      />,
    );
    expect(keysIn('Available')).toEqual(['go-remote', 'helm-local']);
    expect(screen.getByRole('checkbox', { name: 'helm-local' }).hasAttribute('disabled')).toBe(true);
    expect(row('helm-local').classList.contains('locked-repo')).toBe(true);
    expect(row('helm-local').getAttribute('draggable')).toBe('false');
    expect(row('go-remote').getAttribute('draggable')).toBe('true');
  });

  it('R25.077 R25.081 dragging an item between the lists moves it', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} initial={[]} />);
    drag(row('docker-remote'), screen.getByText('No Items Selected'));
    expect(spy).toHaveBeenLastCalledWith(['docker-remote']);
    expect(keysIn('Selected')).toEqual(['docker-remote']);

    drag(row('docker-remote'), within(list('Available')).getAllByRole('listitem')[0] ?? document.body);
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(keysIn('Available')).toContain('docker-remote');
  });

  it('R25.077 R25.080 dropping onto a row of the selected list puts the item at that position', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['npm-local', 'npm-remote', 'libs-release']} />);
    drag(row('libs-release'), row('npm-local'));
    expect(spy).toHaveBeenLastCalledWith(['libs-release', 'npm-local', 'npm-remote']);
    expect(keysIn('Selected')).toEqual(['libs-release', 'npm-local', 'npm-remote']);

    drag(row('docker-remote'), row('npm-remote'));
    expect(spy).toHaveBeenLastCalledWith(['libs-release', 'npm-local', 'docker-remote', 'npm-remote']);
  });

  it('R25.082 a drop without data transfer logs Data transfer is null and changes nothing', () => {
    const spy = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness spy={spy} initial={['npm-local', 'npm-remote']} />);
    fireEvent.drop(row('npm-remote'));
    expect(error).toHaveBeenCalledWith('Data transfer is null');
    expect(spy).not.toHaveBeenCalled();
    expect(keysIn('Selected')).toEqual(['npm-local', 'npm-remote']);
    error.mockRestore();
  });

  it('does not move on drops of foreign data or while disabled', () => {
    const spy = vi.fn();
    const { rerender } = render(<TransferList items={REPOS} value={['npm-local']} onChange={spy} />);
    const foreign = dataTransferStub();
    foreign.setData('text/plain', 'lodash');
    fireEvent.drop(row('npm-local'), { dataTransfer: foreign });
    rerender(<TransferList items={REPOS} value={['npm-local']} onChange={spy} disabled />);
    drag(row('npm-remote'), row('npm-local'));
    expect(spy).not.toHaveBeenCalled();
  });

  it('ignores a drag started in another transfer list on the page', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <TransferList
          items={REPOS}
          value={[]}
          onChange={first}
          titles={{ available: 'Available', selected: 'Selected' }}
        />
        <TransferList
          items={[{ name: 'go-remote' }]}
          value={[]}
          onChange={second}
          titles={{ available: 'Pool', selected: 'Chosen' }}
        />
      </>,
    );
    drag(screen.getByRole('checkbox', { name: 'go-remote' }), within(list('Selected')).getByText('No Items Selected'));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('rows are reachable by Tab and checked with Space', async () => {
    const user = userEvent.setup();
    render(<Harness items={REPOS.slice(0, 2)} />);
    await user.click(screen.getByRole('textbox', { name: 'Filter Available' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'npm-local' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'npm-remote' }));
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'npm-local' })).toHaveProperty('checked', true);
    expect(isDisabled('Move selected to Selected')).toBe(false);
  });

  it('arrow keys move focus between rows; Alt+Arrow keys reorder the selected list and keep focus', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['npm-local', 'npm-remote', 'libs-release']} />);
    screen.getByRole('checkbox', { name: 'npm-local' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'npm-remote' }));

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(spy).toHaveBeenLastCalledWith(['npm-local', 'libs-release', 'npm-remote']);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'npm-remote' }));

    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(spy).toHaveBeenLastCalledWith(['npm-remote', 'npm-local', 'libs-release']);
    expect(keysIn('Selected')).toEqual(['npm-remote', 'npm-local', 'libs-release']);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'npm-remote' }));
  });

  it('Alt+Arrow keys do not reorder the available list', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    screen.getByRole('checkbox', { name: 'npm-local' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(spy).not.toHaveBeenCalled();
  });

  it('R25.090 R27.40 renders a window of 56 px rows with 100 and 200 px buffers over long lists', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `npm-team-${i}` }));
    const chosen = many.slice(2500).map((item) => item.name);
    render(<TransferList items={many} value={chosen} onChange={() => {}} listHeight={336} />);
    const available = within(list('Available')).getAllByRole('listitem');
    const selected = within(list('Selected')).getAllByRole('listitem');
    // (336 + 100) / 56 → 8 rows; (336 + 200) / 56 → 10 rows.
    expect(available).toHaveLength(8);
    expect(selected).toHaveLength(10);
    expect(available[0]?.getAttribute('aria-setsize')).toBe('2500');
    expect(available[0]?.style.height).toBe('56px');

    const body = within(list('Available')).getByRole('list').parentElement;
    if (!body) throw new Error('no scroll body');
    fireEvent.scroll(body, { target: { scrollTop: 5600 } });
    const scrolled = within(list('Available')).getAllByRole('listitem');
    expect(scrolled[0]?.textContent).toBe('npm-team-98');
    expect(scrolled[0]?.getAttribute('aria-posinset')).toBe('99');
    expect(scrolled).toHaveLength(10);
  });
});
