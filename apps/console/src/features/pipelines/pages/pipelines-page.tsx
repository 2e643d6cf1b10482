import { AppstoreOutlined, DeploymentUnitOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EmptyState, PageHeader, toast } from '@arca/ui';
import { Alert, App, Button, Card, Flex, Segmented, Skeleton, Tabs, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CompanionArea } from '../../../shared/teasers/index.ts';
import {
  type PipelineRecord,
  type PipelinesMainTab,
  type PipelinesView,
  pipelinesMainTabs,
  pipelinesMessages,
  pipelinesViews,
} from '../api/pipelines-contract.ts';
import { useFavoriteToggle, usePipelines, useRuns } from '../api/pipelines-queries.ts';
import { PipelinesGraph } from '../components/pipelines-graph.tsx';
import { PipelinesList } from '../components/pipelines-list.tsx';
import { RunsTable } from '../components/runs-table.tsx';
import { pipelineRows } from '../pipeline-rows.ts';
import { usePipelinesRefresh } from '../use-pipelines-refresh.ts';

const updatedAt = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

const tabLabels: Record<PipelinesMainTab, string> = { viewPipelines: 'Pipelines', viewRuns: 'Runs' };

function pick<T extends string>(value: string | null, allowed: readonly T[]): T {
  return allowed.find((each) => each === value) ?? (allowed[0] as T);
}

/** 'Getting pipelines failed with error: 503 Service Unavailable' (R18.08, R18.09). */
function failure(prefix: string, error: Error) {
  return <Alert type="error" showIcon title={`${prefix} ${error.message}`} />;
}

/**
 * My pipelines (paths.pipelinesMain()): the caller's pipelines as a graph of their recent runs or
 * a list, and the latest runs, from the pipelines service; kept fresh on a throttled timer.
 * The tab and the view live in the address, so a reload or a shared link keeps them.
 */
export function PipelinesScreen() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const tab = pick(search.get('tab'), pipelinesMainTabs);
  const view = pick(search.get('view'), pipelinesViews);
  const pipelines = usePipelines();
  const runs = useRuns();
  const favorite = useFavoriteToggle();
  const refresh = usePipelinesRefresh(() => {
    void pipelines.refetch();
    void runs.refetch();
  });

  const rows = useMemo(() => pipelineRows(pipelines.data ?? [], runs.data), [pipelines.data, runs.data]);
  const names = useMemo(
    () => new Map((pipelines.data ?? []).map((pipeline) => [pipeline.id, pipeline.name])),
    [pipelines.data],
  );

  const setParam = (key: 'tab' | 'view', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const toggleFavorite = (pipeline: PipelineRecord) => {
    const adding = !pipeline.isFavorite;
    favorite.mutate(
      { pipeline, favorite: adding },
      {
        onSuccess: () =>
          toast(message, {
            type: 'success',
            content: adding ? pipelinesMessages.favoriteAdded : pipelinesMessages.favoriteRemoved,
          }),
        onError: (error) => toast(message, { type: 'error', content: error.message }),
      },
    );
  };

  const pipelinesBody = () => {
    if (pipelines.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (rows.length === 0) {
      return pipelines.error ? null : (
        <Card>
          <EmptyState
            header={pipelinesMessages.noPipelines}
            image={{
              kind: 'node',
              node: <DeploymentUnitOutlined style={{ fontSize: 44, color: token.colorTextQuaternary }} />,
            }}
            contentLines={['Pipelines appear here once a pipeline source is added and synced.']}
            canEdit={false}
          />
        </Card>
      );
    }
    return view === 'Graph' ? (
      <PipelinesGraph
        rows={rows}
        runsFailed={runs.error !== null}
        onToggleFavorite={toggleFavorite}
        favoriteBusy={favorite.isPending}
      />
    ) : (
      <PipelinesList rows={rows} onToggleFavorite={toggleFavorite} favoriteBusy={favorite.isPending} />
    );
  };

  const items = [
    {
      key: 'viewPipelines' satisfies PipelinesMainTab,
      label: tabLabels.viewPipelines,
      children: (
        <Flex vertical gap={token.margin}>
          {pipelines.error ? failure(pipelinesMessages.pipelinesFailed, pipelines.error) : null}
          {pipelinesBody()}
        </Flex>
      ),
    },
    {
      key: 'viewRuns' satisfies PipelinesMainTab,
      label: tabLabels.viewRuns,
      children: (
        <Flex vertical gap={token.margin}>
          {runs.error ? failure(pipelinesMessages.runsFailed, runs.error) : null}
          <RunsTable runs={runs.data ?? []} pipelineNames={names} loading={runs.isPending} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="My Pipelines"
        description="Pipelines from your pipeline sources and their latest runs, refreshed every 10 seconds."
        extra={
          <Flex align="center" gap={token.marginSM}>
            {pipelines.dataUpdatedAt > 0 ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                Updated {updatedAt.format(pipelines.dataUpdatedAt)}
              </Typography.Text>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              Refresh
            </Button>
          </Flex>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(next) => setParam('tab', next)}
        items={items}
        tabBarExtraContent={
          tab === 'viewPipelines' ? (
            <Segmented<PipelinesView>
              aria-label="View"
              value={view}
              onChange={(next) => setParam('view', next)}
              options={[
                { value: 'Graph', label: 'Graph', icon: <AppstoreOutlined /> },
                { value: 'List', label: 'List', icon: <UnorderedListOutlined /> },
              ]}
            />
          ) : null
        }
      />
    </>
  );
}

/** The index of my pipelines: the screen with the service installed, its teaser without (R18.01). */
export function MyPipelinesPage() {
  return <CompanionArea teaser="pipelines" installed={<PipelinesScreen />} />;
}
