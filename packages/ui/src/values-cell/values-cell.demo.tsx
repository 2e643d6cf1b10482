import { Table, Typography } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import type { ValuesCellRow } from './types.ts';
import { ValuesCell } from './values-cell.tsx';

interface PackageRow {
  key: string;
  name: string;
  tags: string[];
  repositories: ValuesCellRow[];
}

const repositoryColumns = [
  { key: 'value', title: 'Repository' },
  { key: 'type', title: 'Type' },
];

const packages: PackageRow[] = [
  {
    key: 'lodash',
    name: 'lodash',
    tags: ['utility', 'functional', 'javascript', 'modules', 'stdlib', 'util', 'lodash-modules', 'fp', 'es6'],
    repositories: [
      { value: 'npm-local', type: 'Local' },
      { value: 'npm-remote', type: 'Remote' },
      { value: 'npm-virtual', type: 'Virtual' },
    ],
  },
  {
    key: 'babel-core',
    name: '@babel/core',
    tags: ['6to5', 'babel', 'classes', 'const', 'es6', 'harmony', 'let', 'modules', 'transpile', 'transpiler', 'var'],
    repositories: [
      { value: 'npm-remote', type: 'Remote' },
      { value: 'npm-virtual', type: 'Virtual' },
    ],
  },
  {
    key: 'spring',
    name: 'spring-boot-starter-web',
    tags: ['spring-boot-starter-web-3.2.1-with-a-rather-long-classifier', 'web', 'mvc', 'tomcat', 'rest'],
    repositories: [
      { value: 'libs-release', type: 'Local' },
      { value: 'libs-snapshot', type: 'Local' },
      { value: 'maven-central-remote', type: 'Remote' },
      { value: 'maven-virtual', type: 'Virtual' },
      { value: 'libs-release-staging', type: 'Local' },
      { value: 'jcenter-remote', type: 'Remote' },
    ],
  },
  {
    key: 'versions',
    name: 'nginx (docker)',
    tags: Array.from({ length: 42 }, (_, index) => `1.${25 - Math.floor(index / 6)}.${index % 6}-alpine`),
    repositories: [
      { value: 'docker-local', type: 'Local' },
      { value: 'docker-remote', type: 'Remote' },
    ],
  },
];

function ValuesCellExample() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Text type="secondary">Tooltip mode (default): hover or focus '+N more'.</Typography.Text>
      <Table<PackageRow>
        size="small"
        tableLayout="fixed"
        pagination={false}
        dataSource={packages}
        style={{ maxWidth: 620 }}
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Package', width: 200 },
          {
            key: 'tags',
            title: 'Tags',
            width: 420,
            render: (_, row) => <ValuesCell values={row.tags} valueTitle="Tag" />,
          },
        ]}
      />
      <Typography.Text type="secondary">Table mode: 'Show All' opens a modal table.</Typography.Text>
      <Table<PackageRow>
        size="small"
        tableLayout="fixed"
        pagination={false}
        dataSource={packages}
        style={{ maxWidth: 520 }}
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Package', width: 220 },
          {
            key: 'repositories',
            title: 'Repositories',
            width: 300,
            render: (_, row) => <ValuesCell values={row.repositories} columns={repositoryColumns} mode="table" />,
          },
        ]}
      />
    </div>
  );
}

export const valuesCellDemo: DemoEntry = {
  id: 'values-cell',
  title: 'Values cell',
  description: 'Package tags and repository lists as tags in fixed-width cells, in Tooltip and Table modes.',
  Component: ValuesCellExample,
};
