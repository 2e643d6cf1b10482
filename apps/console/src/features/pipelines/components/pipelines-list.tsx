import { formatDateTime } from '@arca/ui';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import type { PipelineRecord } from '../api/pipelines-contract.ts';
import type { PipelineRow } from '../pipeline-rows.ts';
import { formatDuration, runDuration } from '../run-status.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { RunStatusTag } from './run-status-tag.tsx';

export interface PipelinesListProps {
  rows: readonly PipelineRow[];
  onToggleFavorite: (pipeline: PipelineRecord) => void;
  favoriteBusy: boolean;
}

/** R18.04, the List view: a row per pipeline with its latest run. */
export function PipelinesList({ rows, onToggleFavorite, favoriteBusy }: PipelinesListProps) {
  const columns: TableColumnsType<PipelineRow> = [
    {
      key: 'favorite',
      title: '',
      width: 44,
      render: (_: unknown, row) => <FavoriteButton pipeline={row} onToggle={onToggleFavorite} busy={favoriteBusy} />,
    },
    {
      key: 'name',
      title: 'Pipeline',
      render: (_: unknown, row) => <Link to={paths.pipelineDashboard(row.projectName, row.name)}>{row.name}</Link>,
    },
    { key: 'branch', title: 'Branch', dataIndex: 'pipelineSourceBranch' },
    { key: 'project', title: 'Project', dataIndex: 'projectName' },
    {
      key: 'run',
      title: 'Latest Run',
      render: (_: unknown, row) => (row.latestRun ? `#${row.latestRun.runNumber}` : '—'),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, row) => (row.latestRun ? <RunStatusTag status={row.latestRun.status} /> : '—'),
    },
    {
      key: 'started',
      title: 'Started At',
      render: (_: unknown, row) => formatDateTime(row.latestRun?.startedAt),
    },
    {
      key: 'duration',
      title: 'Duration',
      render: (_: unknown, row) => formatDuration(row.latestRun ? runDuration(row.latestRun) : undefined),
    },
  ];
  return (
    <section aria-label="Pipelines">
      <Table<PipelineRow> size="middle" rowKey="id" dataSource={[...rows]} columns={columns} pagination={false} />
    </section>
  );
}
