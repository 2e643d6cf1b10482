import { DataTable, type DataTableColumn, formatDateTime } from '@arca/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { componentSearchQueryOptions, type ScannerComponent } from './component-search.ts';

/** Said when the scanner does not answer the component search. */
export const COMPONENTS_UNREADABLE = "The scanner's components could not be read";

const columns: readonly DataTableColumn<ScannerComponent>[] = [
  { key: 'name', title: 'Component', dataIndex: 'name' },
  { key: 'version', title: 'Version', dataIndex: 'version', width: 'medium' },
  { key: 'packageType', title: 'Type', dataIndex: 'packageType', width: 'small' },
  {
    key: 'lastUpdated',
    title: 'Last updated',
    // Wide enough for a date with its time ('Nov 28, 2026, 10:00 AM') without cutting it.
    width: 'large',
    render: (row) => formatDateTime(row.lastUpdated),
  },
];

/**
 * The scanner's component search page (packages-and-search.md §7 Xray, R27.23): its 20 most
 * recently updated components, shown where the scanner is installed.
 */
export function ScannerComponents() {
  const components = useQuery(componentSearchQueryOptions());
  if (components.isError) return <Alert type="warning" showIcon title={COMPONENTS_UNREADABLE} />;
  return (
    <DataTable<ScannerComponent>
      label="Components"
      rows={components.data ?? []}
      rowKey={(row) => `${row.name}@${row.version}`}
      columns={columns}
      loading={components.isPending}
    />
  );
}
