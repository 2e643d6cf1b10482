import { formatDateTime } from '@arca/ui';
import { Table, type TableColumnsType } from 'antd';
import { pipelinesMessages, type RunRecord } from '../api/pipelines-contract.ts';
import { formatDuration, runDuration } from '../run-status.ts';
import { RunStatusTag } from './run-status-tag.tsx';

export interface RunsTableProps {
  runs: readonly RunRecord[];
  /** Pipeline names by id, from the pipelines call; a run of an unknown pipeline shows its id. */
  pipelineNames: ReadonlyMap<number, string>;
  loading: boolean;
}

/** The viewRuns tab (R18.05): the latest runs across the pipelines, newest first. */
export function RunsTable({ runs, pipelineNames, loading }: RunsTableProps) {
  const columns: TableColumnsType<RunRecord> = [
    { key: 'run', title: 'Run', width: 90, render: (_: unknown, run) => `#${run.runNumber}` },
    {
      key: 'pipeline',
      title: 'Pipeline',
      render: (_: unknown, run) => pipelineNames.get(run.pipelineId) ?? `Pipeline ${run.pipelineId}`,
    },
    { key: 'branch', title: 'Branch', dataIndex: 'pipelineSourceBranch' },
    { key: 'status', title: 'Status', render: (_: unknown, run) => <RunStatusTag status={run.status} /> },
    { key: 'started', title: 'Started At', render: (_: unknown, run) => formatDateTime(run.startedAt) },
    { key: 'duration', title: 'Duration', render: (_: unknown, run) => formatDuration(runDuration(run)) },
    { key: 'trigger', title: 'Triggered By', render: (_: unknown, run) => run.triggeredBy ?? '—' },
  ];
  return (
    <section aria-label="Runs">
      <Table<RunRecord>
        size="middle"
        rowKey="id"
        loading={loading}
        dataSource={[...runs]}
        columns={columns}
        pagination={runs.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: pipelinesMessages.noRuns }}
      />
    </section>
  );
}
