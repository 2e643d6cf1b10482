import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { DataTable, type RowAction, type TableSortState, useConfirm } from '@arca/ui';
import { Alert, App, Button, Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/layout/page-header.tsx';
import { usePermissions } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeletePermission } from '../api/permission-mutations.ts';
import { permissionColumns } from '../components/permission-columns.tsx';
import { matchesSearch, type PermissionSummary, summarisePermission } from '../permission-summary.ts';

const PAGE_SIZE = 25;

/** /admin/management/permissions (R1.66): every permission, with who it grants what. */
export function PermissionsListPage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [confirm, confirmHolder] = useConfirm();
  const permissions = usePermissions();
  const remove = useDeletePermission();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSortState>({ columnKey: 'name', order: 'asc' });
  const [page, setPage] = useState(1);

  const summaries = useMemo(() => (permissions.data ?? []).map(summarisePermission), [permissions.data]);
  const rows = useMemo(() => summaries.filter((row) => matchesSearch(row, search)), [summaries, search]);

  const deletePermission = async (row: PermissionSummary) => {
    const sure = await confirm({
      title: `Delete permission '${row.name}'?`,
      content: 'The users and groups it names lose what it grants them.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(row.name);
      void message.success(`Permission '${row.name}' deleted`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const actions: RowAction<PermissionSummary>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (row) => void navigate(paths.adminPermissionEdit(row.name)) },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (row) => void deletePermission(row) },
  ];

  return (
    <>
      <PageHeader
        title="Permissions"
        description="Who may read, deploy or manage which repositories, builds and release bundles."
        extra={
          <Flex gap={token.marginXS}>
            <Button onClick={() => void navigate(paths.adminEffectivePermissions())}>Effective permissions</Button>
            <Button type="primary" onClick={() => void navigate(paths.adminPermissionCreate())}>
              New permission
            </Button>
          </Flex>
        }
      />
      {permissions.error ? (
        <Alert type="error" showIcon title="Could not load the permissions" description={permissions.error.message} />
      ) : (
        <DataTable<PermissionSummary>
          label="Permissions"
          rows={rows}
          rowKey={(row) => row.name}
          columns={permissionColumns}
          loading={permissions.isPending}
          sorting={{ mode: 'client', sort, onSortChange: setSort }}
          pagination={{ mode: 'client', currentPage: page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          searchText={search}
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          rowActions={{ actions }}
        />
      )}
      {confirmHolder}
    </>
  );
}
