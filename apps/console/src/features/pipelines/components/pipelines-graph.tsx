import { BranchesOutlined, FolderOutlined } from '@ant-design/icons';
import { formatDateTime } from '@arca/ui';
import { Card, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import type { PipelineRecord } from '../api/pipelines-contract.ts';
import type { PipelineRow } from '../pipeline-rows.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { RunHistory } from './run-history.tsx';
import { RunStatusTag } from './run-status-tag.tsx';

export interface PipelinesGraphProps {
  rows: readonly PipelineRow[];
  /** The runs call failed: the cards say so instead of claiming the pipelines never ran. */
  runsFailed: boolean;
  onToggleFavorite: (pipeline: PipelineRecord) => void;
  favoriteBusy: boolean;
}

/** R18.04, the Graph view: a card per pipeline with its recent runs drawn. */
export function PipelinesGraph({ rows, runsFailed, onToggleFavorite, favoriteBusy }: PipelinesGraphProps) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label="Pipelines"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: token.margin,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {rows.map((row) => (
        <li key={row.id} aria-label={row.name}>
          <Card
            size="small"
            style={{ height: '100%' }}
            styles={{ body: { display: 'flex', flexDirection: 'column', gap: token.marginSM } }}
          >
            <Flex justify="space-between" align="center" gap={token.marginXS}>
              <Typography.Text strong ellipsis style={{ fontSize: token.fontSizeLG }}>
                <Link to={paths.pipelineDashboard(row.projectName, row.name)}>{row.name}</Link>
              </Typography.Text>
              <FavoriteButton pipeline={row} onToggle={onToggleFavorite} busy={favoriteBusy} />
            </Flex>
            <Flex gap={token.margin} style={{ color: token.colorTextSecondary }}>
              <span>
                <BranchesOutlined /> {row.pipelineSourceBranch}
              </span>
              <span>
                <FolderOutlined /> {row.projectName}
              </span>
            </Flex>
            {row.runs.length > 0 ? (
              <RunHistory pipelineName={row.name} runs={row.runs} />
            ) : (
              <Typography.Text type="secondary" style={{ lineHeight: '40px' }}>
                {runsFailed ? 'Run history unavailable' : 'Not run yet'}
              </Typography.Text>
            )}
            <Flex justify="space-between" align="center" style={{ minHeight: 22 }}>
              {row.latestRun ? (
                <>
                  <span>
                    <Typography.Text type="secondary">Run #{row.latestRun.runNumber}</Typography.Text>{' '}
                    <RunStatusTag status={row.latestRun.status} />
                  </span>
                  <Typography.Text type="secondary">
                    {formatDateTime(row.latestRun.startedAt ?? row.latestRun.createdAt)}
                  </Typography.Text>
                </>
              ) : null}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
