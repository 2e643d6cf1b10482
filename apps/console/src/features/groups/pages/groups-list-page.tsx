import type { AccessGroup } from '@arca/contract';
import { DataTable, type TableSortState } from '@arca/ui';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/layout/page-header.tsx';
import { useGroups } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { groupColumns } from '../components/group-columns.tsx';
import { useGroupRowActions } from '../components/use-group-row-actions.tsx';

const PAGE_SIZE = 25;

const rowKey = (group: AccessGroup) => group.name;

function matchesGroupSearch(group: AccessGroup, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || group.name.toLowerCase().includes(text) || group.description.toLowerCase().includes(text);
}

/** /admin/management/groups (R1.65): every group, searchable by name and description. */
export function GroupsListPage() {
  const navigate = useNavigate();
  const groups = useGroups();
  const { actions, holder } = useGroupRowActions();
  const [sort, setSort] = useState<TableSortState>({ columnKey: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');

  const rows = useMemo(
    () => (groups.data ?? []).filter((group) => matchesGroupSearch(group, search)),
    [groups.data, search],
  );

  return (
    <>
      {holder}
      <PageHeader
        title="Groups"
        description="Groups gather users, so permissions and administration can be given to many at once."
        extra={
          <Button type="primary" onClick={() => void navigate(paths.adminGroupNew())}>
            New group
          </Button>
        }
      />
      {groups.isError ? (
        <Alert type="error" showIcon title="The groups could not be loaded" description={groups.error.message} />
      ) : (
        <DataTable<AccessGroup>
          label="Groups"
          rows={rows}
          rowKey={rowKey}
          columns={groupColumns}
          loading={groups.isPending}
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
