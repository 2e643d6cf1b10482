import { DeleteOutlined, EditOutlined, FieldTimeOutlined, HistoryOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AccessUserDetails } from '@arca/contract';
import { type RowAction, toast } from '@arca/ui';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { type AccountAction, accountActionDone, useAccountAction } from '../api/account-actions.ts';
import { useDeleteUser } from '../api/delete-user.ts';

/**
 * The actions of a row of the users table. Each write refreshes the management data and ends with
 * a toast; a refusal shows the server's message (the last administrator cannot be deleted).
 */
export function useUserRowActions(): { actions: RowAction<AccessUserDetails>[]; holder: ReactElement } {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { confirmDelete, holder } = useConfirmedDelete();
  const accountAction = useAccountAction();
  const deleteUser = useDeleteUser();

  const fail = (error: Error) => toast(message, { type: 'error', content: error.message });

  const run = (action: AccountAction) => (user: AccessUserDetails) =>
    accountAction.mutate(
      { action, name: user.username },
      {
        onSuccess: () => toast(message, { type: 'success', content: accountActionDone[action](user.username) }),
        onError: fail,
      },
    );

  const remove = (user: AccessUserDetails) =>
    confirmDelete({
      title: `Delete user '${user.username}'?`,
      consequence: 'The user and their tokens are removed. This cannot be undone.',
      run: () => deleteUser.mutateAsync(user.username),
      done: `User '${user.username}' deleted`,
    });

  const actions: RowAction<AccessUserDetails>[] = [
    {
      label: 'Edit',
      icon: <EditOutlined />,
      callbackFn: (user) => void navigate(paths.adminUserEdit(user.username)),
    },
    { label: 'Unlock', icon: <UnlockOutlined />, isVisible: (user) => user.locked, callbackFn: run('unlock') },
    {
      label: 'Expire password',
      icon: <FieldTimeOutlined />,
      isVisible: (user) => !user.password_expired,
      callbackFn: run('expirePassword'),
    },
    {
      label: 'Unexpire password',
      icon: <HistoryOutlined />,
      isVisible: (user) => user.password_expired,
      callbackFn: run('unexpirePassword'),
    },
    { label: 'Delete', icon: <DeleteOutlined />, callbackFn: (user) => void remove(user) },
  ];

  return { actions, holder };
}
