import { FolderOpenOutlined } from '@ant-design/icons';
import { BackgroundPanels, EmptyState, notify, PageHeader } from '@arca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { artifactActionsQueryOptions } from '../api/artifact-actions-query.ts';
import { artifactKeys } from '../api/artifact-keys.ts';
import { useReadableRepositories } from '../api/tree-queries.ts';
import {
  type ArtifactLocation,
  type ArtifactTab,
  DEFAULT_ARTIFACT_TAB,
  displayPath,
  locationOfNodeId,
  nodeIdOf,
  parseArtifactLocation,
  parseArtifactTab,
  sameLocation,
} from '../artifact-location.ts';
import { ArtifactDetails } from '../components/artifact-details.tsx';
import { ArtifactTree } from '../components/artifact-tree.tsx';
import { useArtifactCommands } from '../components/use-artifact-commands.tsx';
import { useArtifactTree } from '../components/use-artifact-tree.ts';
import { useDeploy } from '../components/use-deploy.tsx';
import { useElementHeight } from '../components/use-element-height.ts';

/** The tree's height when the page has no layout to measure. */
const FALLBACK_TREE_HEIGHT = 560;
const TREE_PANE_WIDTH = 360;

/** /repos/tree/{Tab}/{repoKey}/{path…}: the artifact browser, with the selected node in the address. */
export function ArtifactsPage() {
  const params = useParams();
  const splat = params['*'];
  const selected = useMemo(() => parseArtifactLocation(splat), [splat]);
  const tab = parseArtifactTab(params.tab);
  if (tab === undefined) {
    return <Navigate to={paths.artifactTree(DEFAULT_ARTIFACT_TAB, selected?.repoKey, selected?.path)} replace />;
  }
  return <ArtifactBrowser tab={tab} selected={selected} />;
}

function ArtifactBrowser({ tab, selected }: { tab: ArtifactTab; selected: ArtifactLocation | undefined }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const repositories = useReadableRepositories();
  const treeBox = useRef<HTMLDivElement>(null);
  const treeHeight = useElementHeight(treeBox, FALLBACK_TREE_HEIGHT);

  // Selecting and the tabs keep each other: a new node keeps the tab, a new tab keeps the node.
  const place = useRef({ tab, selected });
  useLayoutEffect(() => {
    place.current = { tab, selected };
  });
  const open = useCallback(
    (location: ArtifactLocation) => {
      if (sameLocation(location, place.current.selected)) return;
      void navigate(paths.artifactTree(place.current.tab, location.repoKey, location.path));
    },
    [navigate],
  );
  const changeTab = useCallback(
    (next: ArtifactTab, options?: { replace: boolean }) => {
      const location = place.current.selected;
      void navigate(paths.artifactTree(next, location?.repoKey, location?.path), options);
    },
    [navigate],
  );
  const showError = useCallback(
    (message: string) => notify(notification, { type: 'error', title: message }),
    [notification],
  );

  const tree = useArtifactTree({ repositories: repositories.data, onSelect: open, onError: showError });
  const { ready, reveal, clearSelection, refresh } = tree;

  // The address leads: a link, a reload or Back opens the tree down to the node it names.
  const selectedId = selected === undefined ? null : nodeIdOf(selected);
  const shown = selectedId !== null && tree.data.activeId === selectedId && tree.data.nodes.has(selectedId);
  const anyActive = tree.data.activeId !== null;
  useEffect(() => {
    if (!ready) return;
    if (selectedId === null) {
      if (anyActive) clearSelection();
    } else if (!shown) {
      void reveal(locationOfNodeId(selectedId));
    }
  }, [ready, selectedId, shown, anyActive, reveal, clearSelection]);

  // New files change the target's children, its item count and what the open details show.
  const deploy = useDeploy(
    useCallback(
      (target: ArtifactLocation) => {
        void refresh(target);
        void queryClient.invalidateQueries({ queryKey: artifactKeys.all });
      },
      [refresh, queryClient],
    ),
  );
  const startDeploy = async (target: ArtifactLocation, files: File[]) => {
    const actions = await queryClient.fetchQuery(artifactActionsQueryOptions(target)).catch(() => undefined);
    if (actions?.deploy !== true) {
      showError(`You may not deploy to ${displayPath(target)}`);
      return;
    }
    void deploy.deploy(target, files);
  };

  const commands = useArtifactCommands(repositories.data ?? [], {
    removed: tree.remove,
    changed: refresh,
    open: (location) => void navigate(paths.artifactTree(place.current.tab, location.repoKey, location.path)),
  });

  const treePane = () => {
    const padded = (content: ReactNode) => <div style={{ padding: token.paddingSM }}>{content}</div>;
    if (repositories.error) {
      return padded(
        <Alert
          type="error"
          showIcon
          title="The repositories could not be loaded"
          description={repositories.error.message}
        />,
      );
    }
    if (!ready) return padded(<Skeleton active paragraph={{ rows: 8 }} />);
    if (tree.data.rootIds.length === 0) {
      return (
        <EmptyState
          header="No repositories"
          contentLines={['There is no repository you may read yet.']}
          canEdit={false}
          headingLevel={3}
        />
      );
    }
    // The tree draws its own frame; pulled out by a pixel, it lies on the card's instead of inside it.
    return (
      <div style={{ margin: -1 }}>
        <ArtifactTree
          tree={tree}
          height={treeHeight}
          onDropFiles={(target, files) => void startDeploy(target, files)}
        />
      </div>
    );
  };

  return (
    <>
      {commands.holder}
      <PageHeader
        title="Artifacts"
        description="Browse the repositories you may read. Drop files on a repository or folder to deploy them."
      />
      <Flex gap={token.margin} align="stretch" style={{ height: 'calc(100vh - 210px)', minHeight: 480 }}>
        <Card
          role="region"
          aria-label="Repository browser"
          size="small"
          title={
            <Flex align="center" gap={token.marginXS}>
              <Typography.Title level={2} style={{ fontSize: token.fontSize, margin: 0 }}>
                Repositories
              </Typography.Title>
              {repositories.data ? (
                <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
                  {repositories.data.length}
                </Tag>
              ) : null}
            </Flex>
          }
          style={{ width: TREE_PANE_WIDTH, flex: 'none', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
          styles={{ body: { flex: 1, minHeight: 0, padding: 0 } }}
        >
          <div ref={treeBox} style={{ height: '100%' }}>
            {treePane()}
          </div>
        </Card>
        {selected === undefined ? (
          <Card style={{ flex: 1, minWidth: 0 }}>
            <EmptyState
              header="Nothing selected"
              image={{
                kind: 'node',
                node: <FolderOpenOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />,
              }}
              contentLines={['Choose a repository, folder or file in the tree to see its details.']}
              canEdit={false}
              headingLevel={3}
            />
          </Card>
        ) : (
          <ArtifactDetails
            key={nodeIdOf(selected)}
            location={selected}
            tab={tab}
            repository={repositories.data?.find((repository) => repository.repoKey === selected.repoKey)}
            onTabChange={changeTab}
            commands={commands}
            onDeploy={(target, files) => void startDeploy(target, files)}
          />
        )}
      </Flex>
      <BackgroundPanels panels={deploy.panels} onToggle={deploy.togglePanel} onClose={deploy.closePanel} />
    </>
  );
}
