import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProjectRoleDefinition } from '@arca/contract';
import { DataTable, type DataTableColumn, type RowAction, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useDeleteProjectRole, useProjectRoles } from '../api/roles.ts';
import { RoleDialog } from './role-dialog.tsx';

const typeLabels: Record<ProjectRoleDefinition['type'], string> = {
  ADMIN: 'Administrator',
  PREDEFINED: 'Predefined',
  CUSTOM: 'Custom',
};

const columns: readonly DataTableColumn<ProjectRoleDefinition>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', width: 'medium', compare: (a, b) => a.name.localeCompare(b.name) },
  { key: 'type', title: 'Type', width: 'small', render: (role) => <Tag>{typeLabels[role.type]}</Tag> },
  { key: 'description', title: 'Description', dataIndex: 'description', width: 'large' },
  { key: 'environments', title: 'Environments', width: 'medium', render: (role) => role.environments.join(', ') },
  { key: 'actions', title: 'Actions', width: 'small', align: 'right', render: (role) => role.actions.length },
];

const isCustom = (role: ProjectRoleDefinition) => role.type === 'CUSTOM';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; role: ProjectRoleDefinition };

/** The project's roles: the platform's predefined ones, read-only, and the project's custom ones. */
export function RolesSection({ projectKey }: { projectKey: string }) {
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const roles = useProjectRoles(projectKey);
  const remove = useDeleteProjectRole(projectKey);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const onDelete = async (role: ProjectRoleDefinition) => {
    const sure = await confirm({
      title: `Delete the role '${role.name}'?`,
      content: 'Members lose what it allowed.',
      okText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(role.name, { onError: (error) => void message.error(error.message) });
  };

  // Predefined and administrator roles belong to the platform: no action is offered on them.
  const actions: RowAction<ProjectRoleDefinition>[] = [
    {
      label: 'Edit',
      icon: <EditOutlined />,
      isVisible: isCustom,
      callbackFn: (role) => setEditing({ mode: 'edit', role }),
    },
    { label: 'Delete', icon: <DeleteOutlined />, isVisible: isCustom, callbackFn: (role) => void onDelete(role) },
  ];

  return (
    <Card
      title="Roles"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
          New role
        </Button>
      }
    >
      {roles.isError ? <Alert type="error" showIcon title={roles.error.message} /> : null}
      <DataTable<ProjectRoleDefinition>
        label="Roles"
        rows={roles.data ?? []}
        rowKey={(role) => role.name}
        columns={columns}
        loading={roles.isPending}
        rowActions={{ actions }}
      />
      {editing.mode === 'closed' ? null : (
        <RoleDialog
          projectKey={projectKey}
          role={editing.mode === 'edit' ? editing.role : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      {confirmHolder}
    </Card>
  );
}
