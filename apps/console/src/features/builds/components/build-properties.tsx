import { DataTable, type DataTableColumn } from '@arca/ui';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';

interface BuildProperty {
  key: string;
  value: string;
}

const columns: readonly DataTableColumn<BuildProperty>[] = [
  { key: 'key', title: 'Key', dataIndex: 'key', width: 'x-large', compare: (a, b) => a.key.localeCompare(b.key) },
  { key: 'value', title: 'Value', dataIndex: 'value' },
];

/** A run's properties (its environment, mostly): long keys and values end in an ellipsis and show whole on hover. */
export function BuildProperties({ properties }: { properties: readonly BuildProperty[] }) {
  const table = useClientTable({ columnKey: 'key', order: 'asc' });
  return (
    <DataTable<BuildProperty>
      label="Build properties"
      rowKey={(property) => property.key}
      rows={properties}
      columns={columns}
      sorting={table.sorting}
      pagination={table.pagination}
    />
  );
}
