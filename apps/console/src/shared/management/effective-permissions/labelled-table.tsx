import { Table, type TableProps } from 'antd';
import { type ComponentProps, useMemo } from 'react';

interface LabelledTableProps<Row> extends TableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** What the table says when it has no rows. */
  emptyText: string;
}

/**
 * An antd table named for assistive technology, with its own empty text: the shared DataTable's
 * empty overlay speaks of searches, which these tables do not have.
 */
export function LabelledTable<Row extends object>({ label, emptyText, ...props }: LabelledTableProps<Row>) {
  // One component per label: a new one on every render would remount the table's rows.
  const components = useMemo(
    () => ({ table: (tableProps: ComponentProps<'table'>) => <table {...tableProps} aria-label={label} /> }),
    [label],
  );
  return (
    <section aria-label={label}>
      <Table<Row> {...props} pagination={false} locale={{ emptyText }} components={components} />
    </section>
  );
}
