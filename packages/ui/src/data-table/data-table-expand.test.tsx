import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn, DataTableExpandable } from './types.ts';
import { DEFAULT_ROW_HEIGHT, MISSING_ROW_HEIGHT_MESSAGE } from './utils.ts';

interface Build {
  id: string;
  name: string;
  number: number;
}

const builds: Build[] = [
  { id: 'b1', name: 'arca-backend', number: 412 },
  { id: 'b2', name: 'arca-console', number: 97 },
  { id: 'b3', name: 'arca-agent', number: 15 },
];
const columns: DataTableColumn<Build>[] = [
  { key: 'name', title: 'Build', dataIndex: 'name', width: 'large' },
  { key: 'number', title: 'Number', dataIndex: 'number', width: 'small' },
];
const rowKey = (row: Build) => row.id;

function Harness({
  pageSize = 25,
  additionalRowHeight,
}: {
  pageSize?: number;
  additionalRowHeight?: (row: Build) => number;
}) {
  const [expanded, setExpanded] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const expandable: DataTableExpandable<Build> = {
    expandedKeys: expanded,
    onExpandedChange: setExpanded,
    render: (row) => <p>Modules of {row.name}</p>,
    ...(additionalRowHeight ? { additionalRowHeight } : {}),
  };
  return (
    <DataTable<Build>
      rows={builds}
      rowKey={rowKey}
      columns={columns}
      expandable={expandable}
      pagination={{ mode: 'client', currentPage: page, pageSize, onPageChange: setPage }}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable expandable rows', () => {
  it('R25.011 an expanded row gains its additional height and collapsing restores it', async () => {
    const user = userEvent.setup();
    render(<Harness additionalRowHeight={(row) => (row.number > 100 ? 160 : 96)} />);

    await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0] as HTMLElement);
    const content = await screen.findByText('Modules of arca-backend');
    const box = content.parentElement;
    expect(box?.style.height).toBe('160px');
    expect(content.closest('tr')?.style.display).not.toBe('none');

    await user.click(screen.getByRole('button', { name: 'Collapse row' }));
    await waitFor(() => {
      const row = screen.queryByText('Modules of arca-backend')?.closest('tr');
      expect(row === undefined || row === null || row.style.display === 'none').toBe(true);
    });
  });

  it('R25.015 R27.28 rows are 64 high by default', () => {
    render(<Harness additionalRowHeight={() => 96} />);

    const row = screen.getByText('arca-console').closest('tr');
    expect(row?.style.height).toBe(`${DEFAULT_ROW_HEIGHT}px`);
    expect(DEFAULT_ROW_HEIGHT).toBe(64);
  });

  it('R25.012 an expandable table without additionalRowHeight throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => render(<Harness />)).toThrow(MISSING_ROW_HEIGHT_MESSAGE);
  });

  it('R25.013 asking to expand a row that is not rendered in the page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() =>
      render(
        <DataTable<Build>
          rows={builds}
          rowKey={rowKey}
          columns={columns}
          pagination={{ mode: 'client', currentPage: 1, pageSize: 2, onPageChange: () => undefined }}
          expandable={{
            expandedKeys: ['b3'],
            onExpandedChange: () => undefined,
            render: (row) => row.name,
            additionalRowHeight: () => 96,
          }}
        />,
      ),
    ).toThrow("cannot expand row 'b3': it is not rendered in the current page");
  });

  it('R25.013 a row expanded before its page changes is dropped quietly, not treated as a new request', async () => {
    const user = userEvent.setup();
    render(<Harness pageSize={2} additionalRowHeight={() => 96} />);

    await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0] as HTMLElement);
    expect(await screen.findByText('Modules of arca-backend')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(screen.getByText('arca-agent')).toBeTruthy();
    expect(screen.queryByText('Modules of arca-backend')).toBeNull();
  });
});
