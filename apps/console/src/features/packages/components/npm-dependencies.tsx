import type { DependencyScope, VersionDependency } from '@arca/contract';
import { Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { toSearchParams } from '../../../shared/search/search-model.ts';
import { useNpmDependencies } from '../api/package-queries.ts';

/** The manifest field a dependency came from, as a reader calls it; what an install brings in comes first. */
const kinds: Record<DependencyScope, { label: string; color?: string }> = {
  dependencies: { label: 'Runtime', color: 'blue' },
  peerDependencies: { label: 'Peer', color: 'purple' },
  optionalDependencies: { label: 'Optional', color: 'gold' },
  devDependencies: { label: 'Development' },
};

/** Opens the package search for a dependency: it may be stored here, under that name. */
function searchFor(name: string): string {
  return `${paths.packages()}?${toSearchParams({ name, packageType: 'npm' }, 'packages')}`;
}

/** An npm version's dependencies with the range each asks for (R10.63: a failed call shows none). */
export function NpmDependencies({ repoKey, path }: { repoKey: string; path: string }) {
  const dependencies = useNpmDependencies(repoKey, path, path !== '');
  const order = Object.keys(kinds) as DependencyScope[];
  // A stable sort: within a kind, the manifest's own order.
  const rows = [...(dependencies.data ?? [])].sort((a, b) => order.indexOf(a.scope) - order.indexOf(b.scope));
  const present = order.filter((scope) => rows.some((row) => row.scope === scope));
  return (
    <Table<VersionDependency>
      size="small"
      aria-label="Version dependencies"
      rowKey={(row) => `${row.scope}:${row.name}`}
      loading={dependencies.isPending && path !== ''}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false, hideOnSinglePage: true } : false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This version has no dependencies" />,
      }}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, row) => <Link to={searchFor(row.name)}>{row.name}</Link>,
        },
        {
          title: 'Version range',
          key: 'version',
          width: 220,
          render: (_, row) => <Typography.Text code>{row.version}</Typography.Text>,
        },
        {
          title: 'Kind',
          key: 'scope',
          width: 160,
          filters:
            present.length > 1 ? present.map((scope) => ({ text: kinds[scope].label, value: scope })) : undefined,
          onFilter: (value, row) => row.scope === value,
          render: (_, row) => (
            <Tag color={kinds[row.scope].color} style={{ marginInlineEnd: 0 }}>
              {kinds[row.scope].label}
            </Tag>
          ),
        },
      ]}
    />
  );
}
