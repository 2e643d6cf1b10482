import { PageHeader } from '@arca/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useUsers } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useUserRowActions } from '../components/use-user-row-actions.tsx';
import { userColumns } from '../components/user-columns.tsx';
import { matchesUserSearch } from '../user-display.ts';

/** /admin/management/users (R1.64): every user, searchable by name and email, with their actions. */
export function UsersListPage() {
  const navigate = useNavigate();
  const users = useUsers();
  const { actions, holder } = useUserRowActions();
  return (
    <>
      {holder}
      <PageHeader
        title="Users"
        description="People and service accounts that can log in, and the groups they belong to."
        extra={
          <Button type="primary" onClick={() => void navigate(paths.adminUserNew())}>
            New user
          </Button>
        }
      />
      <ManagementTable
        label="Users"
        rows={users.data}
        loading={users.isPending}
        error={users.error}
        loadErrorTitle="The users could not be loaded"
        columns={userColumns}
        rowKey={(user) => user.username}
        matches={matchesUserSearch}
        initialSort={{ columnKey: 'username', order: 'asc' }}
        actions={actions}
      />
    </>
  );
}
