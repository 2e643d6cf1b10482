import { Card, Skeleton } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useVersion } from '../api/package-queries.ts';
import { QuietEmpty } from './quiet-empty.tsx';
import { versionLeadOf } from './version-lead.ts';
import { VersionTabs } from './version-tabs.tsx';

export interface LatestVersionDetailsProps {
  packageId: string;
  packageType: string;
  /** The package's latest version, or null while it has none. */
  latestVersion: string | null;
}

/**
 * The package page's detail tabs (packages-and-search.md §2: readme, builds, location, security,
 * releases, docker layers), read from the latest version: the package's own readme is its latest
 * version's, as a registry shows it.
 */
export function LatestVersionDetails({ packageId, packageType, latestVersion }: LatestVersionDetailsProps) {
  const titleId = useId();
  const version = useVersion(packageId, latestVersion ?? '', latestVersion !== null);
  const title = latestVersion ? `Latest version ${latestVersion}` : 'Latest version';
  const body = () => {
    if (!latestVersion) return <QuietEmpty header="This package has no versions yet" />;
    if (version.isPending) return <Skeleton active />;
    if (!version.data) return <QuietEmpty header="The latest version cannot be read" />;
    const { repoKey, leadFilePath } = versionLeadOf(version.data);
    return (
      <VersionTabs
        key={version.data.id}
        version={version.data}
        packageType={packageType}
        repoKey={repoKey}
        leadFilePath={leadFilePath}
      />
    );
  };
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={titleId}
      title={<span id={titleId}>{title}</span>}
      extra={latestVersion ? <Link to={paths.packageVersion(packageId, latestVersion)}>Open version</Link> : null}
    >
      {body()}
    </Card>
  );
}
