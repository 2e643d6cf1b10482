import { formatDateTime, PageHeader } from '@arca/ui';
import { Alert, Card, Table } from 'antd';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { type BuildRun, useBuildRuns } from '../api/build-queries.ts';

/** /builds/{name}: the runs of one build, newest first. */
export function BuildRunsPage() {
  const name = useParams().name ?? '';
  const runs = useBuildRuns(name);
  usePageTitle(name, 'Builds');
  return (
    <>
      <PageHeader title={name} description="The runs of this build, the newest first." />
      {runs.isError ? <Alert type="error" showIcon title={runs.error.message} /> : null}
      <Card size="small">
        <Table<BuildRun>
          size="small"
          rowKey="number"
          aria-label="Build runs"
          loading={runs.isPending}
          dataSource={runs.data ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            {
              title: 'Build number',
              dataIndex: 'number',
              render: (number: string) => <Link to={paths.buildRun(name, number)}>{number}</Link>,
            },
            {
              title: 'Started',
              dataIndex: 'started',
              width: 240,
              render: (started: string) => formatDateTime(started),
            },
          ]}
        />
      </Card>
    </>
  );
}
