import { DeleteOutlined, DownloadOutlined, ExportOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { formatBytes } from '../format/index.ts';
import { HeaderActionButton } from '../row-actions/header-action-button.tsx';
import type { HeaderAction, RowAction } from '../row-actions/types.ts';
import { DataTable } from './data-table.tsx';
import { type DemoArtifact, generateArtifacts } from './demo-data.ts';
import type { DataTableColumn, TableSortState } from './types.ts';
import { NO_SORT } from './utils.ts';

const columns: DataTableColumn<DemoArtifact>[] = [
  {
    key: 'name',
    title: 'Name',
    dataIndex: 'name',
    width: 'x-large',
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  {
    key: 'repository',
    title: 'Repository',
    dataIndex: 'repository',
    width: 'medium',
    compare: (a, b) => a.repository.localeCompare(b.repository),
  },
  {
    key: 'size',
    title: 'Size',
    width: 'small',
    align: 'right',
    render: (row) => formatBytes(row.size),
    compare: (a, b) => a.size - b.size,
  },
  {
    key: 'lastModified',
    title: 'Last modified',
    dataIndex: 'lastModified',
    width: 'medium',
    compare: (a, b) => a.lastModified.localeCompare(b.lastModified),
  },
];

const HUGE_ROW_COUNT = 100_000;

function HugeTable() {
  const rows = useMemo(() => generateArtifacts(HUGE_ROW_COUNT), []);
  const [sort, setSort] = useState<TableSortState>(NO_SORT);
  return (
    <DataTable<DemoArtifact>
      label="All artifacts"
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      sorting={{ mode: 'client', sort, onSortChange: setSort }}
      virtual
      scrollHeight={420}
    />
  );
}

const smallRows: DemoArtifact[] = generateArtifacts(12).map((row, index) => ({
  ...row,
  isFavourite: index % 4 === 0,
}));

const rowActions: RowAction<DemoArtifact>[] = [
  { label: 'Download', icon: <DownloadOutlined />, eventName: 'download' },
  { label: 'Add to favourites', icon: <StarOutlined />, eventName: 'favourite', isVisible: (row) => !row.isFavourite },
  {
    label: 'Delete',
    icon: <DeleteOutlined />,
    eventName: 'delete',
    // Snapshots are cleaned up by retention, so the action is not offered there; the demo user
    // lacks the delete permission, so it is shown disabled elsewhere.
    isVisible: (row) => row.repository !== 'libs-snapshot',
    isDisabled: true,
  },
];

const headerActions: HeaderAction[] = [
  { label: 'Deploy', iconClass: 'arca-icon-deploy', eventName: 'deploy' },
  { label: 'Export list', icon: <ExportOutlined />, eventName: 'export' },
];

function FeatureTable() {
  const { token } = theme.useToken();
  const [rows, setRows] = useState(smallRows);
  const [sort, setSort] = useState<TableSortState>(NO_SORT);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [visibleColumns, setVisibleColumns] = useState(columns.map((column) => column.key));
  const [lastEvent, setLastEvent] = useState('');

  const shown = rows
    .filter((row) => row.name.toLowerCase().includes(search.toLowerCase()))
    .filter((row) => !favouritesOnly || row.isFavourite === true);

  const onAction = (eventName: string, row: DemoArtifact) => {
    setLastEvent(`${eventName}: ${row.name}`);
    if (eventName === 'favourite') {
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, isFavourite: true } : r)));
    }
  };

  return (
    <Flex vertical gap={token.marginXS}>
      <DataTable<DemoArtifact>
        label="Artifacts in npm-local"
        rows={shown}
        rowKey={(row) => row.id}
        columns={columns}
        sorting={{ mode: 'client', sort, onSortChange: setSort }}
        pagination={{ mode: 'client', currentPage: page, pageSize: 5, onPageChange: setPage }}
        visibleColumnKeys={visibleColumns}
        onVisibleColumnsChange={setVisibleColumns}
        rowActions={{ onAction, actions: rowActions }}
        selection={{
          selectedKeys: selected,
          onSelectionChange: setSelected,
          bulkActions: (
            <>
              <Button size="small" icon={<DownloadOutlined />}>
                Download
              </Button>
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => setSelected([])}>
                Delete
              </Button>
            </>
          ),
        }}
        expandable={{
          expandedKeys: expanded,
          onExpandedChange: setExpanded,
          additionalRowHeight: () => 96,
          render: (row) => (
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'path', label: 'Path', children: `${row.repository}/${row.name}` },
                { key: 'size', label: 'Size', children: formatBytes(row.size) },
                { key: 'by', label: 'Deployed by', children: 'ci-bot' },
              ]}
            />
          ),
        }}
        searchText={search}
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        filterCount={2}
        onFiltersClick={() => setLastEvent('filters opened')}
        favouritesCount={rows.filter((row) => row.isFavourite).length}
        favouritesActive={favouritesOnly}
        onFavouritesToggle={(active) => {
          setFavouritesOnly(active);
          setPage(1);
        }}
        toolbarExtra={
          <HeaderActionButton label="Actions" actions={headerActions} onAction={(name) => setLastEvent(name)} />
        }
      />
      <Typography.Text type="secondary">Last event: {lastEvent || '—'}</Typography.Text>
    </Flex>
  );
}

function DataTableDemo() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      <Flex vertical gap={token.marginXS}>
        <Typography.Text type="secondary">
          Row actions, selection, search, filters, favourites, expandable rows
        </Typography.Text>
        <FeatureTable />
      </Flex>
      <Flex vertical gap={token.marginXS}>
        <Typography.Text type="secondary">100 000 artifacts, virtual scrolling, client-side sorting</Typography.Text>
        <HugeTable />
      </Flex>
    </Flex>
  );
}

export const dataTableDemo: DemoEntry = {
  id: 'data-table',
  title: 'Data table',
  description:
    'A sortable, paged table of artifacts with row actions, selection, search, filters, favourites and expandable rows, and a virtual table of 100 000 rows.',
  Component: DataTableDemo,
};
