import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AccessGroup } from '@arca/contract';
import { type RowAction, toast, useConfirm } from '@arca/ui';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

/** The actions of a row of the groups table: edit, and delete after confirming. */
export function useGroupRowActions(): { actions: RowAction<AccessGroup>[]; holder: ReactElement } {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const deleteGroup = useDeleteGroup();

  const remove = async (group: AccessGroup) => {
    const confirmed = await confirm({
      title: `Delete group '${group.name}'?`,
      content: 'Its members stay, but lose what the group gave them. This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    deleteGroup.mutate(group.name, {
      onSuccess: () => toast(message, { type: 'success', content: `Group '${group.name}' deleted` }),
      onError: (error) => toast(message, { type: 'error', content: error.message }),
    });
  };

  const actions: RowAction<AccessGroup>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (group) => void navigate(paths.adminGroupEdit(group.name)) },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (group) => void remove(group) },
  ];

  return { actions, holder };
}
