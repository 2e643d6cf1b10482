import { Table } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import { ListableCell } from './listable-cell.tsx';

interface PermissionRow {
  key: string;
  name: string;
  repositories: string[];
  users: string[];
}

const permissions: PermissionRow[] = [
  {
    key: 'release-deployers',
    name: 'release-deployers',
    repositories: ['npm-local', 'npm-remote', 'npm-virtual'],
    users: ['admin', 'ci-bot', 'maria.k', 'dev.ops', 'jenkins'],
  },
  {
    key: 'docker-readers',
    name: 'docker-readers',
    repositories: ['docker-local', 'docker-remote', 'docker-virtual', 'docker-prod-local'],
    users: ['anonymous'],
  },
  { key: 'maven-admins', name: 'maven-admins', repositories: ['libs-release'], users: ['admin', 'build-agent'] },
];

function ListableCellExample() {
  return (
    <Table<PermissionRow>
      size="small"
      tableLayout="fixed"
      pagination={false}
      dataSource={permissions}
      style={{ maxWidth: 720 }}
      columns={[
        { key: 'name', dataIndex: 'name', title: 'Permission Target Name', width: 200 },
        {
          key: 'repositories',
          title: 'Repositories',
          width: 280,
          render: (_, row) => <ListableCell items={row.repositories} columnTitle="Repositories" />,
        },
        {
          key: 'users',
          title: 'Users',
          width: 240,
          render: (_, row) => <ListableCell items={row.users} columnTitle="Users" />,
        },
      ]}
    />
  );
}

export const listableCellDemo: DemoEntry = {
  id: 'listable-cell',
  title: 'Listable cell',
  description: 'Permission targets with repository and user lists; cells with several items open a searchable list.',
  Component: ListableCellExample,
};
