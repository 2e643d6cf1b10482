import type { AccessUserDetails } from '@arca/contract';
import { DataTable, type TableSortState } from '@arca/ui';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/layout/page-header.tsx';
import { useUsers } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useUserRowActions } from '../components/use-user-row-actions.tsx';
import { userColumns } from '../components/user-columns.tsx';
import { matchesUserSearch } from '../user-display.ts';

const PAGE_SIZE = 25;

const rowKey = (user: AccessUserDetails) => user.username;

/** /admin/management/users (R1.64): every user, searchable by name and email, with their actions. */
export function UsersListPage() {
  const navigate = useNavigate();
  const users = useUsers();
  const { actions, holder } = useUserRowActions();
  const [sort, setSort] = useState<TableSortState>({ columnKey: 'username', order: 'asc' });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');

  const rows = useMemo(
    () => (users.data ?? []).filter((user) => matchesUserSearch(user, search)),
    [users.data, search],
  );

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
      {users.isError ? (
        <Alert type="error" showIcon title="The users could not be loaded" description={users.error.message} />
      ) : (
        <DataTable<AccessUserDetails>
          label="Users"
          rows={rows}
          rowKey={rowKey}
          columns={userColumns}
          loading={users.isPending}
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
    </>
  );
}
