import { formatBytes, formatDateTime, formatNumber, PageHeader } from '@arca/ui';
import { Card, Descriptions, Empty, Flex, Select, Skeleton, Typography, theme } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { usePackage, useVersion, useVersions } from '../api/package-queries.ts';
import { InstallPanel } from '../components/install-panel.tsx';
import { PackageNotAvailable } from '../components/package-not-available.tsx';
import { PackageTypeTag } from '../components/package-type-tag.tsx';
import { TransferQuotaNotice } from '../components/transfer-quota-notice.tsx';
import { versionLeadOf } from '../components/version-lead.ts';
import { VersionTabs } from '../components/version-tabs.tsx';

function VersionSwitcher({ packageId, current }: { packageId: string; current: string }) {
  const navigate = useNavigate();
  const versions = useVersions(packageId);
  const names = versions.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node.name)) ?? [];
  const options = (names.includes(current) ? names : [current, ...names]).map((name) => ({ value: name, label: name }));
  return (
    <Select
      aria-label="Version"
      showSearch
      value={current}
      loading={versions.isPending}
      options={options}
      style={{ minWidth: 200 }}
      onChange={(name: string) => void navigate(paths.packageVersion(packageId, name))}
    />
  );
}

/** /packages/{packageId}/{versionId}: one version, how to install it, and its details. */
export function PackageVersionPage() {
  const { token } = theme.useToken();
  const params = useParams();
  const packageId = params.packageId ?? '';
  const versionName = params.versionId ?? '';
  const pkg = usePackage(packageId);
  const version = useVersion(packageId, versionName);
  const titleName = pkg.data?.name || version.data?.package.name;
  usePageTitle(titleName && `${titleName} ${versionName}`, 'Packages');

  if (pkg.isPending || version.isPending) return <Skeleton active />;
  if (!pkg.data) return <PackageNotAvailable onRetry={() => void pkg.refetch()} retrying={pkg.isFetching} />;
  const packageType = pkg.data.packageType || version.data?.package.packageType || '';
  const packageName = pkg.data.name || version.data?.package.name || '';
  const header = (
    <PageHeader
      title={packageName ? `${packageName} ${versionName}` : versionName}
      description={pkg.data.description ?? undefined}
      extra={<VersionSwitcher packageId={packageId} current={versionName} />}
    />
  );
  if (!version.data) {
    return (
      <>
        {header}
        <Card>
          <Empty description="This version cannot be found" />
        </Card>
      </>
    );
  }
  const found = version.data;
  const { repoKey, leadFilePath } = versionLeadOf(found);

  return (
    <>
      {header}
      <Flex vertical gap={token.margin}>
        <TransferQuotaNotice />
        <Card size="small" aria-label="Version summary">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'type', label: 'Type', children: <PackageTypeTag type={packageType} /> },
              { key: 'size', label: 'Size', children: formatBytes(found.size) },
              { key: 'downloads', label: 'Downloads', children: formatNumber(found.stats.downloadCount) },
              { key: 'modified', label: 'Modified', children: formatDateTime(found.modified) },
              {
                key: 'digest',
                label: 'Digest',
                span: 'filled',
                children: found.digest ? (
                  <Typography.Text code copyable ellipsis style={{ maxWidth: 560 }}>
                    {found.digest}
                  </Typography.Text>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </Card>
        <InstallPanel
          packageType={packageType}
          packageName={packageName}
          version={found.name}
          repoKey={repoKey}
          leadFilePath={leadFilePath}
        />
        <Card size="small">
          <VersionTabs
            key={found.id}
            version={found}
            packageType={packageType}
            repoKey={repoKey}
            leadFilePath={leadFilePath}
          />
        </Card>
      </Flex>
    </>
  );
}
