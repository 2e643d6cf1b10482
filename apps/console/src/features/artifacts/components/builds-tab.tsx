import { BuildOutlined } from '@ant-design/icons';
import type { ArtifactBuild } from '@arca/contract';
import { EmptyState } from '@arca/ui';
import { Alert, Table, type TableColumnsType, theme } from 'antd';
import { useArtifactBuilds } from '../api/storage-queries.ts';
import { formatDateTime } from '../artifact-format.ts';
import type { ArtifactLocation } from '../artifact-location.ts';

export const NO_BUILDS_HEADER = 'Not part of any build';

const columns: TableColumnsType<ArtifactBuild> = [
  { key: 'name', title: 'Build', dataIndex: 'name' },
  { key: 'number', title: 'Number', dataIndex: 'number' },
  { key: 'started', title: 'Started', render: (_: unknown, build) => formatDateTime(build.started) },
  { key: 'projectKey', title: 'Project', render: (_: unknown, build) => build.projectKey || '—' },
];

/** The builds whose artifacts or dependencies include this file, found by its checksums. */
export function BuildsTab({ location }: { location: ArtifactLocation }) {
  const { token } = theme.useToken();
  const builds = useArtifactBuilds(location);
  if (builds.error) {
    return <Alert type="error" showIcon title="The builds could not be loaded" description={builds.error.message} />;
  }
  if (builds.data?.length === 0) {
    return (
      <EmptyState
        header={NO_BUILDS_HEADER}
        image={{ kind: 'node', node: <BuildOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} /> }}
        contentLines={['Builds that publish this file, or use it as a dependency, are listed here.']}
        canEdit={false}
        headingLevel={3}
      />
    );
  }
  return (
    <section aria-label="Builds">
      <Table<ArtifactBuild>
        size="small"
        rowKey={(build) => `${build.name}/${build.number}/${build.started}`}
        columns={columns}
        dataSource={builds.data ?? []}
        loading={builds.isPending}
        pagination={false}
      />
    </section>
  );
}
