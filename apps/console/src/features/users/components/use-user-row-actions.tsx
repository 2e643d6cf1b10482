import { DeleteOutlined, EditOutlined, FieldTimeOutlined, HistoryOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AccessUserDetails } from '@arca/contract';
import { type RowAction, toast, useConfirm } from '@arca/ui';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
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
  const [confirm, holder] = useConfirm();
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

  const remove = async (user: AccessUserDetails) => {
    const confirmed = await confirm({
      title: `Delete user '${user.username}'?`,
      content: 'The user and their tokens are removed. This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    deleteUser.mutate(user.username, {
      onSuccess: () => toast(message, { type: 'success', content: `User '${user.username}' deleted` }),
      onError: fail,
    });
  };

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
