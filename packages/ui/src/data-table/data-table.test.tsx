import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn, DataTableProps, TableSortState } from './types.ts';
import { NO_SORT } from './utils.ts';

interface Artifact {
  id: string;
  name: string;
  repository: string;
  size: number;
  isFavourite?: boolean;
}

const artifacts: Artifact[] = [
  { id: 'a1', name: 'lodash-4.17.21.tgz', repository: 'npm-local', size: 540, isFavourite: true },
  { id: 'a2', name: 'core-7.24.0.tgz', repository: 'npm-remote', size: 1200 },
  { id: 'a3', name: 'spring-boot-starter-web-3.2.0.jar', repository: 'libs-release', size: 4800 },
];

const columns: DataTableColumn<Artifact>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', width: 'large', compare: (a, b) => a.name.localeCompare(b.name) },
  { key: 'repository', title: 'Repository', dataIndex: 'repository', width: 'medium' },
  { key: 'size', title: 'Size', dataIndex: 'size', width: 'small', compare: (a, b) => a.size - b.size },
];

const rowKey = (row: Artifact) => row.id;

function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => row.closest('tbody') !== null);
}

function firstCells(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function Harness(overrides: Partial<DataTableProps<Artifact>> & { initialPage?: number; pageSize?: number }) {
  const [sort, setSort] = useState<TableSortState>(NO_SORT);
  const [page, setPage] = useState(overrides.initialPage ?? 1);
  const [visible, setVisible] = useState<string[]>(columns.map((column) => column.key));
  return (
    <DataTable<Artifact>
      rows={artifacts}
      rowKey={rowKey}
      columns={columns}
      label="Artifacts"
      sorting={{ mode: 'client', sort, onSortChange: setSort }}
      pagination={{ mode: 'client', currentPage: page, pageSize: overrides.pageSize ?? 25, onPageChange: setPage }}
      visibleColumnKeys={visible}
      onVisibleColumnsChange={setVisible}
      {...overrides}
    />
  );
}

describe('DataTable sorting', () => {
  it('R25.001 R27.43 a header click cycles the client sort none, asc, desc, none', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const original = firstCells();

    const header = screen.getByRole('columnheader', { name: /Size/ });
    await user.click(header);
    expect(firstCells()).toEqual(['lodash-4.17.21.tgz', 'core-7.24.0.tgz', 'spring-boot-starter-web-3.2.0.jar']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    await user.click(header);
    expect(firstCells()).toEqual(['spring-boot-starter-web-3.2.0.jar', 'core-7.24.0.tgz', 'lodash-4.17.21.tgz']);
    expect(header.getAttribute('aria-sort')).toBe('descending');

    await user.click(header);
    expect(firstCells()).toEqual(original);
    expect(header.getAttribute('aria-sort')).toBeNull();
  });

  it('R25.001 in server mode reports the wanted sort and leaves the rows as given', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable<Artifact>
        rows={artifacts}
        rowKey={rowKey}
        columns={[{ key: 'repository', title: 'Repository', dataIndex: 'repository', sortable: true }]}
        sorting={{ mode: 'server', sort: { columnKey: 'repository', order: 'asc' }, onSortChange }}
      />,
    );

    await user.click(screen.getByRole('columnheader', { name: /Repository/ }));

    expect(onSortChange).toHaveBeenCalledWith({ columnKey: 'repository', order: 'desc' });
    expect(firstCells()).toEqual(['npm-local', 'npm-remote', 'libs-release']);
  });
});

describe('DataTable paging', () => {
  it('R25.002 R25.003 pages the rows and reads Showing a - b from n items', async () => {
    const user = userEvent.setup();
    render(<Harness pageSize={2} />);

    expect(screen.getByText('Showing 1 - 2 from 3 items')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(screen.getByText('Showing 3 - 3 from 3 items')).toBeTruthy();
    expect(firstCells()).toEqual(['spring-boot-starter-web-3.2.0.jar']);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('R25.003 R25.004 a server-paged 100000-row table shows its range and 7 page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable<Artifact>
        rows={artifacts}
        rowKey={rowKey}
        columns={columns}
        pagination={{ mode: 'server', currentPage: 1, pageSize: 25, rowCount: 100000, onPageChange }}
      />,
    );

    expect(screen.getByText('Showing 1 - 25 from 100000 items')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = within(pager)
      .getAllByRole('button')
      .filter((button) => /^\d+$/.test(button.textContent ?? ''));
    expect(pageButtons.map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    await user.click(within(pager).getByRole('button', { name: '4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('R25.004 a table of 5 pages or fewer shows at most 5 page buttons', () => {
    render(
      <DataTable<Artifact>
        rows={artifacts}
        rowKey={rowKey}
        columns={columns}
        pagination={{ mode: 'server', currentPage: 1, pageSize: 25, rowCount: 125, onPageChange: () => undefined }}
      />,
    );

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(pager)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('DataTable customise-columns popover', () => {
  it('R25.006 only Apply changes the visible columns; Select All checks every column', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Customize columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Repository' }));
    expect(screen.getByRole('columnheader', { name: 'Repository' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Repository' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Customize columns' }));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select All' });
    expect(screen.getByRole('checkbox', { name: 'Repository' })).toHaveProperty('checked', false);
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Repository' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('columnheader', { name: 'Repository' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('columnheader', { name: 'Repository' })).toBeTruthy();
  });
});

describe('DataTable selection', () => {
  function SelectionHarness() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <Harness
        selection={{
          selectedKeys: selected,
          onSelectionChange: setSelected,
          bulkActions: <Button>Delete selected</Button>,
        }}
      />
    );
  }

  it('R25.007 R25.008 the bar reads 1 Item Selected: then N Items Selected: with the bulk actions', async () => {
    const user = userEvent.setup();
    render(<SelectionHarness />);
    expect(screen.queryByText(/Selected:/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('1 Item Selected:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(screen.getByText('3 Items Selected:')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByText(/Selected:/)).toBeNull();
  });
});

describe('DataTable row actions', () => {
  it('R25.017 R25.018 R25.019 each row shows its own visible actions', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <Harness
        rowActions={{
          onAction,
          actions: [
            {
              label: 'Download',
              icon: <DownloadOutlined />,
              eventName: 'download',
              isVisible: (row) => row.id !== 'a3',
            },
            {
              label: 'Delete',
              icon: <DeleteOutlined />,
              eventName: 'delete',
              isVisible: (row) => row.repository === 'npm-local',
            },
          ],
        }}
      />,
    );

    const [first, second, third] = bodyRows();
    if (!first || !second || !third) throw new Error('three rows expected');
    expect(within(first).getByRole('button', { name: 'Row actions' })).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Download' }));
    expect(onAction).toHaveBeenCalledWith('download', artifacts[1]);
    expect(within(third).queryByRole('button', { name: /Download|Row actions/ })).toBeNull();
  });
});

describe('DataTable empty overlay', () => {
  it('R25.014 a table whose search leaves no row shows No results were found / Try to change your search', () => {
    render(<Harness rows={[]} searchText="maven" onSearchChange={() => undefined} />);

    expect(screen.getByText('No results were found')).toBeTruthy();
    expect(screen.getByText('Try to change your search')).toBeTruthy();
    expect(screen.getByText('Showing 0 - 0 from 0 items')).toBeTruthy();
  });

  it('R25.014 filters that leave no row show the same overlay', () => {
    render(<Harness rows={[]} filterCount={1} onFiltersClick={() => undefined} />);

    expect(screen.getByText('No results were found')).toBeTruthy();
  });

  it("R25.131 a table with no rows and nothing searched says exactly 'No Data'", () => {
    render(<Harness rows={[]} />);

    expect(screen.getByText('No Data')).toBeTruthy();
    expect(screen.queryByText('No results were found')).toBeNull();
  });

  it("shows a list's own empty message in place of the overlay", () => {
    render(<Harness rows={[]} searchText="maven" emptyContent={<p>No packages found</p>} />);

    expect(screen.getByText('No packages found')).toBeTruthy();
    expect(screen.queryByText('No results were found')).toBeNull();
  });
});

describe('DataTable layout', () => {
  const actions = { actions: [{ label: 'Delete', icon: <DeleteOutlined />, eventName: 'delete' }] };

  it('keeps the row actions column fixed at the right edge, header and cells', () => {
    render(<Harness rowActions={actions} />);

    const actionCells = bodyRows().map((row) => within(row).getAllByRole('cell').at(-1));
    expect(actionCells).toHaveLength(3);
    for (const cell of actionCells) {
      expect(cell?.className).toMatch(/ant-table-cell-fix-(right|end)/);
      expect(within(cell as HTMLElement).getByRole('button', { name: 'Delete' })).toBeTruthy();
    }
    const headers = screen.getAllByRole('columnheader');
    expect(headers.at(-1)?.className).toMatch(/ant-table-cell-fix-(right|end)/);
  });

  it('names the table itself by its label, so it is found as the table it is', () => {
    render(<Harness />);

    const table = screen.getByRole('table', { name: 'Artifacts' });
    expect(within(table).getByText('core-7.24.0.tgz')).toBeTruthy();
  });

  it('gives a column without a width room in the scroll width, so it never collapses', () => {
    const { container } = render(
      <Harness
        columns={[...columns, { key: 'note', title: 'Note', render: (row) => row.name }]}
        visibleColumnKeys={undefined}
      />,
    );

    const table = container.querySelector('table');
    // 240 + 180 + 120 for the sized columns, and the flexible column's minimum.
    expect(table?.style.width).toBe('700px');
  });

  it('cuts text cells with an ellipsis, including columns that render their own content from cellText', () => {
    const linked: DataTableColumn<Artifact> = {
      key: 'link',
      title: 'Link',
      width: 'small',
      cellText: (row) => row.repository,
      render: (row) => <a href={`#${row.id}`}>{row.repository}</a>,
    };
    render(<Harness columns={[...columns, linked]} visibleColumnKeys={undefined} />);

    expect(screen.getByText('spring-boot-starter-web-3.2.0.jar').closest('[data-cut-text]')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'libs-release' });
    expect(link.closest('[data-cut-text]')).not.toBeNull();
  });
});

describe('DataTable grid defaults', () => {
  it('R25.015 R27.29 column width presets size the columns', () => {
    const { container } = render(<Harness />);

    const widths = [...container.querySelectorAll('col')].map((col) => col.style.width).filter(Boolean);
    expect(widths).toEqual(['240px', '180px', '120px']);
  });

  it('R25.015 R27.28 without a page size, pages hold the infinite-scroll initial 50 rows', () => {
    render(
      <DataTable<Artifact>
        rows={artifacts}
        rowKey={rowKey}
        columns={columns}
        pagination={{ mode: 'server', currentPage: 2, rowCount: 120, onPageChange: () => undefined }}
      />,
    );

    expect(screen.getByText('Showing 51 - 100 from 120 items')).toBeTruthy();
  });
});
