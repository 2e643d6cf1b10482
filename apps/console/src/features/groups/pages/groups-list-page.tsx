import type { AccessGroup } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useGroups } from '../../../shared/management/queries.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { groupColumns } from '../components/group-columns.tsx';
import { useGroupRowActions } from '../components/use-group-row-actions.tsx';

const matchesGroup = (group: AccessGroup, text: string) =>
  group.name.toLowerCase().includes(text) || group.description.toLowerCase().includes(text);

/** /admin/management/groups (R1.65): every group, searchable by name and description. */
export function GroupsListPage() {
  const navigate = useNavigate();
  const groups = useGroups();
  const { actions, holder } = useGroupRowActions();
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
      <ManagementTable
        label="Groups"
        rows={groups.data}
        loading={groups.isPending}
        error={groups.error}
        loadErrorTitle="The groups could not be loaded"
        columns={groupColumns}
        rowKey={(group) => group.name}
        matches={matchesGroup}
        initialSort={{ columnKey: 'name', order: 'asc' }}
        actions={actions}
      />
    </>
  );
}
