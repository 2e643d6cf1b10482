import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AccessGroup } from '@arca/contract';
import type { RowAction } from '@arca/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

/** The actions of a row of the groups table: edit, and delete after confirming. */
export function useGroupRowActions(): { actions: RowAction<AccessGroup>[]; holder: ReactElement } {
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const deleteGroup = useDeleteGroup();

  const actions: RowAction<AccessGroup>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (group) => void navigate(paths.adminGroupEdit(group.name)) },
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      callbackFn: (group) =>
        void confirmDelete({
          title: `Delete group '${group.name}'?`,
          consequence: 'Its members stay, but lose what the group gave them. This cannot be undone.',
          run: () => deleteGroup.mutateAsync(group.name),
          done: `Group '${group.name}' deleted`,
        }),
    },
  ];

  return { actions, holder };
}
