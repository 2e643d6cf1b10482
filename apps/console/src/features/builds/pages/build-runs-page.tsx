import { DataTable, PageHeader } from '@arca/ui';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
import { type BuildRun, useBuildRuns } from '../api/build-queries.ts';
import { buildRunColumns } from '../components/build-columns.tsx';

/** /builds/{name}: the runs of one build, newest first. */
export function BuildRunsPage() {
  const name = useParams().name ?? '';
  const runs = useBuildRuns(name);
  usePageTitle(name, 'Builds');
  const columns = useMemo(() => buildRunColumns(name), [name]);
  const table = useClientTable({ columnKey: 'started', order: 'desc' });
  return (
    <>
      <PageHeader title={name} description="The runs of this build, the newest first." />
      {runs.isError ? <Alert type="error" showIcon title={runs.error.message} /> : null}
      <DataTable<BuildRun>
        label="Build runs"
        rowKey={(run) => run.number}
        rows={runs.data ?? []}
        columns={columns}
        loading={runs.isPending}
        sorting={table.sorting}
        pagination={table.pagination}
      />
    </>
  );
}
