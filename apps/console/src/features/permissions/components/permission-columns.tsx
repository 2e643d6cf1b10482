import type { PermissionResourceType } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Flex, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { NamesCell } from '../../../shared/management/names-cell.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { resourceLabels } from '../permission-form.ts';
import type { PermissionSummary } from '../permission-summary.ts';

function ResourceTags({ resources }: { resources: readonly PermissionResourceType[] }) {
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.marginXXS}>
      {resources.map((type) => (
        <Tag key={type}>{resourceLabels[type]}</Tag>
      ))}
    </Flex>
  );
}

// The widths add up to what fits beside the sidebar at 1280 px, row actions included.
export const permissionColumns: DataTableColumn<PermissionSummary>[] = [
  {
    key: 'name',
    title: 'Name',
    width: 190,
    cellText: (row) => row.name,
    compare: (a, b) => a.name.localeCompare(b.name),
    render: (row) => <Link to={paths.adminPermissionEdit(row.name)}>{row.name}</Link>,
  },
  {
    key: 'repositories',
    title: 'Repositories',
    width: 190,
    render: (row) => <NamesCell items={row.repositories} columnTitle="Repositories" />,
  },
  {
    key: 'resources',
    title: 'Resources',
    width: 190,
    render: (row) => <ResourceTags resources={row.resources} />,
  },
  {
    key: 'users',
    title: 'Users',
    width: 160,
    compare: (a, b) => a.users.length - b.users.length,
    render: (row) => <NamesCell items={row.users} columnTitle="Users" />,
  },
  {
    key: 'groups',
    title: 'Groups',
    width: 160,
    compare: (a, b) => a.groups.length - b.groups.length,
    render: (row) => <NamesCell items={row.groups} columnTitle="Groups" />,
  },
];
