import { BuildOutlined } from '@ant-design/icons';
import { formatDateTime, PageHeader } from '@arca/ui';
import { Alert, Card, Empty, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { type BuildSummary, useBuilds } from '../api/build-queries.ts';

const byLatestFirst = (a: BuildSummary, b: BuildSummary) => Date.parse(b.lastStarted) - Date.parse(a.lastStarted);

/** /builds: the builds the caller may read, the most recently run first, filtered by name as one types. */
export function BuildsPage() {
  const builds = useBuilds();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return (builds.data ?? []).filter((build) => build.name.toLowerCase().includes(wanted)).sort(byLatestFirst);
  }, [builds.data, filter]);

  return (
    <>
      <PageHeader title="Builds" description="The builds your CI servers published, the most recently run first." />
      {builds.isError ? <Alert type="error" showIcon title={builds.error.message} /> : null}
      <Card size="small">
        <Input.Search
          allowClear
          placeholder="Filter by build name"
          aria-label="Filter by build name"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        <Table<BuildSummary>
          size="small"
          rowKey="name"
          aria-label="Builds"
          loading={builds.isPending}
          dataSource={shown}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filter ? (
                    'No build matches this filter'
                  ) : (
                    <>
                      No builds yet. Publish one with <Typography.Text code>jf rt build-publish</Typography.Text>.
                    </>
                  )
                }
              />
            ),
          }}
          columns={[
            {
              title: 'Build name',
              dataIndex: 'name',
              sorter: (a, b) => a.name.localeCompare(b.name),
              render: (name: string) => (
                <Link to={paths.build(name)}>
                  <BuildOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
                  {name}
                </Link>
              ),
            },
            {
              title: 'Last build',
              dataIndex: 'lastStarted',
              width: 240,
              sorter: byLatestFirst,
              render: (started: string) => formatDateTime(started),
            },
          ]}
        />
      </Card>
    </>
  );
}
