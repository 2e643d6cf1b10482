import { PageHeader } from '@arca/ui';
import { Flex, Skeleton, theme } from 'antd';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { TeaserSlot } from '../../../shared/teasers/index.ts';
import { usePackage } from '../api/package-queries.ts';
import { LatestVersionDetails } from '../components/latest-version-details.tsx';
import { PackageNotAvailable } from '../components/package-not-available.tsx';
import { PackageSummary } from '../components/package-summary.tsx';
import { useScannerStatus } from '../components/scanner-status.ts';
import { TransferQuotaNotice } from '../components/transfer-quota-notice.tsx';
import { VersionsTable } from '../components/versions-table.tsx';

/**
 * /packages/{packageId}: one package's facts, its latest version's details and its versions. Below them, where a scanner would
 * draw the package's dependency graph, its teaser while none is installed (R16.02).
 */
export function PackagePage() {
  const { token } = theme.useToken();
  const packageId = useParams().packageId ?? '';
  const pkg = usePackage(packageId);
  const scanner = useScannerStatus();
  usePageTitle(pkg.data?.name, 'Packages');

  if (pkg.isPending) return <Skeleton active />;
  if (!pkg.data) return <PackageNotAvailable onRetry={() => void pkg.refetch()} retrying={pkg.isFetching} />;
  return (
    <>
      <PageHeader title={pkg.data.name || 'Package'} description={pkg.data.description ?? undefined} />
      <Flex vertical gap={token.margin}>
        <TransferQuotaNotice />
        <PackageSummary pkg={pkg.data} showLicenses={scanner === 'available'} />
        <LatestVersionDetails
          packageId={packageId}
          packageType={pkg.data.packageType}
          latestVersion={pkg.data.latestVersion}
        />
        <VersionsTable packageId={packageId} />
        <TeaserSlot id="packagesXrayGraph" />
      </Flex>
    </>
  );
}
