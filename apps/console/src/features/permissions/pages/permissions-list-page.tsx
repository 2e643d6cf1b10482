import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { RowAction } from '@arca/ui';
import { PageHeader } from '@arca/ui';
import { Button, Flex, theme } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { usePermissions } from '../../../shared/management/queries.ts';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeletePermission } from '../api/permission-mutations.ts';
import { permissionColumns } from '../components/permission-columns.tsx';
import { matchesSearch, type PermissionSummary, summarisePermission } from '../permission-summary.ts';

/** /admin/management/permissions (R1.66): every permission, with who it grants what. */
export function PermissionsListPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const permissions = usePermissions();
  const remove = useDeletePermission();
  const summaries = useMemo(() => permissions.data?.map(summarisePermission), [permissions.data]);

  const actions: RowAction<PermissionSummary>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (row) => void navigate(paths.adminPermissionEdit(row.name)) },
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      callbackFn: (row) =>
        void confirmDelete({
          title: `Delete permission '${row.name}'?`,
          consequence: 'The users and groups it names lose what it grants them.',
          run: () => remove.mutateAsync(row.name),
          done: `Permission '${row.name}' deleted`,
        }),
    },
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
      <ManagementTable
        label="Permissions"
        rows={summaries}
        loading={permissions.isPending}
        error={permissions.error}
        loadErrorTitle="Could not load the permissions"
        columns={permissionColumns}
        rowKey={(row) => row.name}
        matches={matchesSearch}
        initialSort={{ columnKey: 'name', order: 'asc' }}
        actions={actions}
      />
      {holder}
    </>
  );
}
