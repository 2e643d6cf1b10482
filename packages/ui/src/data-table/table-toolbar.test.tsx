import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './types.ts';

interface Repo {
  key: string;
  type: string;
  isFavourite?: boolean;
}

const repos: Repo[] = [
  { key: 'npm-local', type: 'local', isFavourite: true },
  { key: 'docker-remote', type: 'remote', isFavourite: true },
  { key: 'libs-release', type: 'local' },
];
const columns: DataTableColumn<Repo>[] = [
  { key: 'key', title: 'Repository', dataIndex: 'key', width: 'large' },
  { key: 'type', title: 'Type', dataIndex: 'type', width: 'small' },
];

function Harness({ rows = repos, onSearch }: { rows?: Repo[]; onSearch?: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const shown = rows
    .filter((row) => row.key.includes(search))
    .filter((row) => !favouritesOnly || row.isFavourite === true);
  return (
    <DataTable<Repo>
      rows={shown}
      rowKey={(row) => row.key}
      columns={columns}
      searchText={search}
      onSearchChange={(text) => {
        setSearch(text);
        onSearch?.(text);
      }}
      favouritesCount={rows.filter((row) => row.isFavourite).length}
      favouritesActive={favouritesOnly}
      onFavouritesToggle={setFavouritesOnly}
    />
  );
}

describe('table search box', () => {
  it('R25.025 opens on click and reports what is typed', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);

    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    await user.type(input, 'docker');

    expect(onSearch).toHaveBeenLastCalledWith('docker');
    expect(screen.queryByText('npm-local')).toBeNull();
    expect(screen.getByText('docker-remote')).toBeTruthy();
  });

  it('shows a search the caller set, so no filter is ever in force unseen', () => {
    const view = render(
      <DataTable<Repo>
        rows={repos}
        rowKey={(row) => row.key}
        columns={columns}
        searchText=""
        onSearchChange={() => {}}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();

    view.rerender(
      <DataTable<Repo>
        rows={repos}
        rowKey={(row) => row.key}
        columns={columns}
        searchText="npm"
        onSearchChange={() => {}}
      />,
    );

    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'npm');
  });

  it('R25.026 closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'npm');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('R25.027 closes on blur when empty, stays open on blur with text', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'lib');
    await user.click(document.body);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(document.body);
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('R25.028 the clear control resets the text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'npm');
    expect(screen.queryByText('libs-release')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(screen.getByText('libs-release')).toBeTruthy();
  });

  it('R25.014 a search with no hit shows the empty overlay', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'maven');

    expect(screen.getByText('No results were found')).toBeTruthy();
    expect(screen.getByText('Try to change your search')).toBeTruthy();
  });
});

describe('favourites badge', () => {
  it('R25.010 R25.030 shows the favourites count and toggles its active state on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    // The badge drawing loads with the first table that shows one, and wraps the button then.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourites' }).parentElement?.textContent).toContain('2'),
    );
    const toggle = screen.getByRole('button', { name: 'Favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('libs-release')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('libs-release')).toBeTruthy();
  });

  it('R25.029 R25.010 is disabled when the count is under 1, counting rows flagged isFavourite', async () => {
    const user = userEvent.setup();
    const onFavouritesToggle = vi.fn();
    render(
      <DataTable<Repo>
        rows={repos.map((row) => ({ ...row, isFavourite: false }))}
        rowKey={(row) => row.key}
        columns={columns}
        onFavouritesToggle={onFavouritesToggle}
      />,
    );

    const toggle = screen.getByRole('button', { name: 'Favourites' });
    expect(toggle).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(onFavouritesToggle).not.toHaveBeenCalled();
  });
});

describe('filters button', () => {
  it('R25.009 shows the filter count in its badge and reports clicks', async () => {
    const user = userEvent.setup();
    const onFiltersClick = vi.fn();
    render(
      <DataTable<Repo>
        rows={repos}
        rowKey={(row) => row.key}
        columns={columns}
        filterCount={3}
        onFiltersClick={onFiltersClick}
      />,
    );

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Filters (3)' }).parentElement?.querySelector('.ant-badge-count')
          ?.textContent,
      ).toBe('3'),
    );
    const button = screen.getByRole('button', { name: 'Filters (3)' });
    await user.click(button);

    expect(onFiltersClick).toHaveBeenCalledOnce();
  });
});
