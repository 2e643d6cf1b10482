import { type ArtifactTreeNode, isFolderInfo } from '@arca/contract';
import { Alert, Card, Tabs, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../../shared/http/index.ts';
import { EffectivePermissionsResult } from '../../../shared/management/effective-permissions/effective-permissions-result.tsx';
import { showsTeaser, TeaserSlot, teasers } from '../../../shared/teasers/index.ts';
import { useVisibilityContext } from '../../../shared/visibility/visibility-context.ts';
import { useArtifactActions } from '../api/artifact-actions-query.ts';
import { useStorageInfo } from '../api/storage-queries.ts';
import {
  type ArtifactKind,
  type ArtifactLocation,
  type ArtifactTab,
  artifactTabLabels,
  availableTabs,
  DEFAULT_ARTIFACT_TAB,
  deployTarget,
  displayPath,
  isTeaserTab,
  nameOf,
  parseArtifactTab,
  type TeaserTab,
  teaserTabs,
} from '../artifact-location.ts';
import { ArtifactHeader } from './artifact-header.tsx';
import { BuildsTab } from './builds-tab.tsx';
import { DeployDropZone } from './deploy-drop-zone.tsx';
import { GeneralTab, GeneralTabSkeleton } from './general-tab.tsx';
import { PipelinesTab } from './pipelines-tab.tsx';
import { PropertiesTab } from './properties-tab.tsx';
import type { ArtifactCommands } from './use-artifact-commands.tsx';

export interface ArtifactDetailsProps {
  location: ArtifactLocation;
  tab: ArtifactTab;
  /** The repository's entry of the tree, for its type. */
  repository: ArtifactTreeNode | undefined;
  onTabChange: (tab: ArtifactTab, options?: { replace: boolean }) => void;
  commands: ArtifactCommands;
  onDeploy: (target: ArtifactLocation, files: File[]) => void;
}

/** The selected node: what it is, what may be done with it, and its tabs. */
export function ArtifactDetails({ location, tab, repository, onTabChange, commands, onDeploy }: ArtifactDetailsProps) {
  const { token } = theme.useToken();
  const info = useStorageInfo(location);
  const actions = useArtifactActions(location);
  const kind: ArtifactKind | undefined =
    location.path === '' ? 'repository' : info.data ? (isFolderInfo(info.data) ? 'folder' : 'file') : undefined;
  const context = useVisibilityContext();
  const teased = new Set(
    (Object.keys(teaserTabs) as TeaserTab[]).filter((key) => showsTeaser(teasers[teaserTabs[key]], context)),
  );
  const tabs = kind === undefined ? [DEFAULT_ARTIFACT_TAB] : availableTabs(kind, actions.data, teased);
  // A tab the node does not offer (Builds of a folder, Effective Permissions to someone who may not
  // manage, a teaser tab once its service is installed) opens General, once it is known that the tab
  // is not there.
  const settled =
    kind !== undefined &&
    (tab !== 'EffectivePermission' || !actions.isPending) &&
    (!isTeaserTab(tab) || context !== undefined);
  const missingTab = settled && !tabs.includes(tab);
  const shownTab = tabs.includes(tab) ? tab : DEFAULT_ARTIFACT_TAB;
  useEffect(() => {
    if (missingTab) onTabChange(DEFAULT_ARTIFACT_TAB, { replace: true });
  }, [missingTab, onTabChange]);

  const body = () => {
    if (info.error) {
      const missing = info.error instanceof ApiError && info.error.status === 404;
      return (
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          title={missing ? `${displayPath(location)} was not found` : 'The details could not be loaded'}
          description={missing ? 'It may have been moved or deleted.' : info.error.message}
        />
      );
    }
    if (kind === undefined || info.data === undefined) return <GeneralTabSkeleton />;
    const content: Record<ArtifactTab, () => ReactNode> = {
      General: () => <GeneralTab location={location} kind={kind} info={info.data} repository={repository} />,
      Properties: () => <PropertiesTab location={location} canAnnotate={actions.data?.annotate === true} />,
      Builds: () => <BuildsTab location={location} />,
      Pipelines: () => <PipelinesTab />,
      Xray: () => <TeaserSlot id={teaserTabs.Xray} />,
      Distribution: () => <TeaserSlot id={teaserTabs.Distribution} />,
      EffectivePermission: () => <EffectivePermissionsResult type="artifact" repoKey={location.repoKey} />,
    };
    return (
      <Tabs
        activeKey={shownTab}
        onChange={(next) => onTabChange(parseArtifactTab(next) ?? DEFAULT_ARTIFACT_TAB)}
        items={tabs.map((key) => ({
          key,
          label: artifactTabLabels[key],
          children: key === shownTab ? content[key]() : null,
        }))}
      />
    );
  };

  const target = kind === undefined ? undefined : deployTarget(location, kind);
  const deployFiles = (files: File[]) => {
    if (target !== undefined) onDeploy(target, files);
  };
  return (
    <DeployDropZone
      enabled={actions.data?.deploy === true && target !== undefined}
      targetLabel={target === undefined ? '' : displayPath(target)}
      onFiles={deployFiles}
    >
      <Card
        role="region"
        aria-label={`Details of ${nameOf(location)}`}
        style={{ flex: 1, minWidth: 0, overflow: 'auto' }}
        styles={{ body: { paddingTop: token.paddingSM } }}
      >
        <ArtifactHeader
          location={location}
          kind={kind}
          actions={actions.data}
          repository={repository}
          commands={commands}
          onDeploy={deployFiles}
        />
        {body()}
      </Card>
    </DeployDropZone>
  );
}
