import { DataTable, PageHeader } from '@arca/ui';
import { Alert, Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
import { type BuildSummary, useBuilds } from '../api/build-queries.ts';
import { buildColumns } from '../components/build-columns.tsx';

/** /builds: the builds the caller may read, the most recently run first, filtered by name as one types. */
export function BuildsPage() {
  const builds = useBuilds();
  const [filter, setFilter] = useState('');
  const table = useClientTable({ columnKey: 'lastStarted', order: 'desc' });
  const shown = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return (builds.data ?? []).filter((build) => build.name.toLowerCase().includes(wanted));
  }, [builds.data, filter]);

  return (
    <>
      <PageHeader title="Builds" description="The builds your CI servers published, the most recently run first." />
      {builds.isError ? <Alert type="error" showIcon title={builds.error.message} /> : null}
      <DataTable<BuildSummary>
        label="Builds"
        rowKey={(build) => build.name}
        rows={shown}
        columns={buildColumns}
        loading={builds.isPending}
        sorting={table.sorting}
        pagination={table.pagination}
        toolbarExtra={
          <Input.Search
            allowClear
            placeholder="Filter by build name"
            aria-label="Filter by build name"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              table.toFirstPage();
            }}
            style={{ width: 360 }}
          />
        }
        emptyContent={
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
        }
      />
    </>
  );
}
