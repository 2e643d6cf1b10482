import type { MetadataVersion } from '@arca/contract';
import { DataTable, type DataTableColumn, formatBytes, formatDateTime, formatNumber } from '@arca/ui';
import { Alert, Card, Flex, Switch, Typography, theme } from 'antd';
import { useState } from 'react';
import { paths } from '../../../shared/routing/paths.ts';
import { useVersions } from '../api/package-queries.ts';
import { packageMessages } from '../package-messages.ts';
import { CellLink } from './cell-link.tsx';
import { LoadMore } from './load-more.tsx';

function columnsOf(packageId: string): DataTableColumn<MetadataVersion>[] {
  return [
    {
      key: 'name',
      title: 'Version',
      width: 'large',
      render: (row) => <CellLink to={paths.packageVersion(packageId, row.name)} text={row.name} />,
    },
    {
      key: 'repos',
      title: 'Repositories',
      render: (row) => row.repos.map((repo) => repo.name).join(', '),
    },
    { key: 'size', title: 'Size', width: 'small', align: 'right', render: (row) => formatBytes(row.size) },
    {
      key: 'downloads',
      title: 'Downloads',
      width: 'small',
      align: 'right',
      render: (row) => formatNumber(row.stats.downloadCount),
    },
    { key: 'modified', title: 'Modified', width: 'medium', render: (row) => formatDateTime(row.modified) },
  ];
}

/** A package's versions, newest name first (R10.28), a page at a time; pre-releases can be left out. */
export function VersionsTable({ packageId }: { packageId: string }) {
  const { token } = theme.useToken();
  const [releasesOnly, setReleasesOnly] = useState(false);
  const versions = useVersions(packageId, releasesOnly);
  const rows = versions.isError ? [] : (versions.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? []);
  const total = versions.data?.pages[0]?.totalCount ?? 0;

  return (
    <Card
      size="small"
      title={`Versions${versions.isSuccess ? ` (${formatNumber(total)})` : ''}`}
      extra={
        <Flex align="center" gap={token.marginXS}>
          <Switch size="small" checked={releasesOnly} onChange={setReleasesOnly} aria-label="Release versions only" />
          <Typography.Text>Release versions only</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={token.margin}>
        {/* O41: the note shows while the list leaves pre-releases out, the one time it is true. */}
        {releasesOnly ? <Alert type="info" showIcon title={packageMessages.semverOnly} /> : null}
        <DataTable<MetadataVersion>
          label="Versions"
          rows={rows}
          rowKey={(row) => row.id}
          columns={columnsOf(packageId)}
          loading={versions.isPending}
        />
        {versions.isError ? null : <LoadMore pages={versions} />}
      </Flex>
    </Card>
  );
}
