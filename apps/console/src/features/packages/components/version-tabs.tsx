import { type MetadataVersion, versionLocationOf } from '@arca/contract';
import { Badge, formatDateTime, LayerViewer } from '@arca/ui';
import { Empty, Spin, Table, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { TeaserSlot } from '../../../shared/teasers/index.ts';
import { useDockerLayers, useVersionBuilds } from '../api/package-queries.ts';
import { useVersionViolations, type VersionViolations } from '../api/violations.ts';
import {
  packageMessages,
  type VersionTab,
  versionTabLabels,
  violationsFound,
  XRAY_DATA_LABEL,
} from '../package-messages.ts';
import { CellLink } from './cell-link.tsx';
import { defaultVersionTab, versionTabsOf } from './default-tab.ts';
import { toImageData } from './docker-layers.ts';
import { NpmDependencies } from './npm-dependencies.tsx';
import { NpmProperties } from './npm-properties.tsx';
import { QuietEmpty } from './quiet-empty.tsx';
import { ReadmeView } from './readme-view.tsx';
import { type ScannerStatus, useScannerStatus } from './scanner-status.ts';

export interface VersionTabsProps {
  version: MetadataVersion;
  packageType: string;
  /** The repository the version is read from and its lead file there. */
  repoKey: string;
  leadFilePath: string;
}

function BuildsTab({ repoKey, path }: { repoKey: string; path: string }) {
  const builds = useVersionBuilds(repoKey, path, path !== '');
  return (
    <Table
      size="small"
      aria-label="Version builds"
      rowKey={(build) => `${build.name}#${build.number}`}
      loading={builds.isPending && path !== ''}
      dataSource={builds.data ?? []}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No build produced this version" />,
      }}
      columns={[
        {
          title: 'Build',
          key: 'name',
          render: (_, build) => <Link to={paths.build(build.name)}>{build.name}</Link>,
        },
        {
          title: 'Number',
          key: 'number',
          render: (_, build) => <Link to={paths.buildRun(build.name, build.number)}>{build.number}</Link>,
        },
        { title: 'Started', key: 'started', render: (_, build) => formatDateTime(build.started) },
      ]}
    />
  );
}

function LocationTab({ version, packageType }: { version: MetadataVersion; packageType: string }) {
  return (
    <Table
      size="small"
      aria-label="Version location"
      rowKey="name"
      dataSource={version.repos}
      pagination={false}
      columns={[
        { title: 'Repository', dataIndex: 'name' },
        { title: 'Type', dataIndex: 'type', width: 120 },
        {
          title: 'Path',
          key: 'path',
          ellipsis: true,
          render: (_, repo) => {
            if (!repo.leadFilePath) return '—';
            const location = versionLocationOf(packageType, repo.leadFilePath);
            return (
              <CellLink to={paths.artifactTree('General', repo.name, location)} text={`${repo.name}/${location}`} />
            );
          },
        },
      ]}
    />
  );
}

function DockerLayersTab({ repoKey, path }: { repoKey: string; path: string }) {
  const layers = useDockerLayers(repoKey, path, path !== '');
  if (layers.isPending && path !== '') return <Spin />;
  if (!layers.data) return <QuietEmpty header="The layers cannot be shown" />;
  return <LayerViewer image={toImageData(layers.data)} label="Docker layers" />;
}

/** What the scanner found: how many violations, or when its answer failed (R10.64), or that it has not scanned. */
function ScannerFindings({ violations }: { violations: VersionViolations | undefined }) {
  if (!violations) return <Spin />;
  if (violations.failedAt) {
    const answered = new Date(violations.failedAt);
    return (
      <QuietEmpty
        header={packageMessages.violationsUnreadable}
        detail={
          Number.isNaN(answered.getTime())
            ? undefined
            : `The scanner answered at ${formatDateTime(answered.toISOString())}`
        }
      />
    );
  }
  if (violations.count) return <QuietEmpty header={violationsFound(violations.count)} />;
  return <QuietEmpty header={packageMessages.notScanned} detail="No scan results are recorded for this version." />;
}

/**
 * R10.21–R10.23: what the security tab can say, by where the scanner stands. Without a scanner,
 * those the packages xray data teaser is meant for see it, still headed by the status (R16.02).
 */
function ScannerTab({
  status,
  violations,
}: {
  status: ScannerStatus | undefined;
  violations: VersionViolations | undefined;
}) {
  if (status === undefined) return <Spin />;
  if (status === 'unavailable')
    return (
      <TeaserSlot id="packagesXrayData" status={packageMessages.xrayUnavailable}>
        <QuietEmpty header={packageMessages.xrayUnavailable} detail="No scanner is connected to this server." />
      </TeaserSlot>
    );
  if (status === 'unlicensed')
    return (
      <QuietEmpty
        header={packageMessages.xrayUnlicensed}
        detail="The installed licence does not cover security scanning."
      />
    );
  return <ScannerFindings violations={violations} />;
}

/** The security tab's label: the scanner's name where one is installed, with the violations it found. */
function scannerLabel(status: ScannerStatus | undefined, violations: VersionViolations | undefined): ReactNode {
  if (!status || status === 'unavailable') return versionTabLabels.xrayData;
  const count = violations?.count ?? 0;
  return count > 0 ? (
    <>
      {XRAY_DATA_LABEL} <Badge variant="error" count={count} label={violationsFound(count)} />
    </>
  ) : (
    XRAY_DATA_LABEL
  );
}

/** The version's details, opened on the tab its kind calls for (R10.12–R10.14). */
export function VersionTabs({ version, packageType, repoKey, leadFilePath }: VersionTabsProps) {
  const [active, setActive] = useState<VersionTab>(() => defaultVersionTab(packageType, leadFilePath));
  const location = versionLocationOf(packageType, leadFilePath);
  const scanner = useScannerStatus();
  const violations = useVersionViolations(repoKey, leadFilePath, scanner === 'available');
  const content: Record<VersionTab, ReactNode> = {
    readme: <ReadmeView versionId={version.id} path={leadFilePath ? `${repoKey}/${leadFilePath}` : ''} />,
    dependencies: <NpmDependencies repoKey={repoKey} path={leadFilePath} />,
    properties: <NpmProperties repoKey={repoKey} path={leadFilePath} />,
    builds: <BuildsTab repoKey={repoKey} path={leadFilePath} />,
    location: <LocationTab version={version} packageType={packageType} />,
    xrayData: <ScannerTab status={scanner} violations={violations} />,
    releases: <QuietEmpty header="This version is not part of a release" />,
    dockerLayers: <DockerLayersTab repoKey={repoKey} path={location} />,
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as VersionTab)}
      destroyOnHidden
      items={versionTabsOf(packageType).map((tab) => ({
        key: tab,
        label: tab === 'xrayData' ? scannerLabel(scanner, violations) : versionTabLabels[tab],
        children: content[tab],
      }))}
    />
  );
}
