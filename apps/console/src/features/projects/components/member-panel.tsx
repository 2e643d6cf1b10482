import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProjectMember } from '@arca/contract';
import { DataTable, type DataTableColumn, type RowAction, useConfirm } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { type MemberKind, useProjectMembers, useRemoveProjectMember } from '../api/members.ts';
import { MemberDialog } from './member-dialog.tsx';

const titles: Record<MemberKind, { title: string; add: string; noun: string }> = {
  users: { title: 'Users', add: 'Add user', noun: 'user' },
  groups: { title: 'Groups', add: 'Add group', noun: 'group' },
};

const columns: readonly DataTableColumn<ProjectMember>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', width: 'medium', compare: (a, b) => a.name.localeCompare(b.name) },
  {
    key: 'roles',
    title: 'Roles',
    width: 'x-large',
    render: (member) => (
      <Flex wrap gap={4}>
        {member.roles.map((role) => (
          <Tag key={role}>{role}</Tag>
        ))}
      </Flex>
    ),
  },
];

/** Dialog state: closed, adding a member, or changing one member's roles. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; member: ProjectMember };

/** One kind of member (users or groups) with their roles in the project. */
export function MemberPanel({ projectKey, kind }: { projectKey: string; kind: MemberKind }) {
  const { message } = App.useApp();
  const [confirm, confirmHolder] = useConfirm();
  const members = useProjectMembers(projectKey, kind);
  const remove = useRemoveProjectMember(projectKey, kind);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const text = titles[kind];

  const onRemove = async (member: ProjectMember) => {
    const sure = await confirm({
      title: `Remove the ${text.noun} '${member.name}' from the project?`,
      okText: 'Remove',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(member.name, { onError: (error) => void message.error(error.message) });
  };

  const actions: RowAction<ProjectMember>[] = [
    { label: 'Edit roles', icon: <EditOutlined />, callbackFn: (member) => setEditing({ mode: 'edit', member }) },
    { label: 'Remove', icon: <DeleteOutlined />, callbackFn: (member) => void onRemove(member) },
  ];

  return (
    <Card
      title={text.title}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
          {text.add}
        </Button>
      }
    >
      {members.isError ? <Alert type="error" showIcon title={members.error.message} /> : null}
      <DataTable<ProjectMember>
        label={text.title}
        rows={members.data ?? []}
        rowKey={(member) => member.name}
        columns={columns}
        loading={members.isPending}
        rowActions={{ actions }}
      />
      {editing.mode === 'closed' ? null : (
        <MemberDialog
          projectKey={projectKey}
          kind={kind}
          member={editing.mode === 'edit' ? editing.member : undefined}
          existing={(members.data ?? []).map((member) => member.name)}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      {confirmHolder}
    </Card>
  );
}
