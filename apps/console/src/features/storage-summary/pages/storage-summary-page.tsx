import type { StorageSummary } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Card, Col, Flex, Row, Skeleton, Statistic, theme } from 'antd';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { useStorageSummary } from '../api/storage-summary.ts';
import {
  matchesRepositoryStorage,
  repositoryStorageColumns,
  TOTAL_LINE,
} from '../components/repository-storage-columns.tsx';

function Figures({ summary }: { summary: StorageSummary }) {
  const { token } = theme.useToken();
  const { binariesSummary: binaries, fileStoreSummary: store } = summary;
  const figures: [string, string][] = [
    ['Artifacts', binaries.artifactsCount],
    ['Artifacts size', binaries.artifactsSize],
    ['Binaries', binaries.binariesCount],
    ['Binaries size', binaries.binariesSize],
    ['Optimization', binaries.optimization],
    ['Items', binaries.itemsCount],
  ];
  return (
    <Row gutter={[token.marginMD, token.marginMD]}>
      <Col xs={24} xl={14}>
        <Card title="Binaries" style={{ height: '100%' }}>
          <Row gutter={[token.marginMD, token.marginMD]}>
            {figures.map(([title, value]) => (
              <Col key={title} xs={12} md={8}>
                <Statistic title={title} value={value} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title="File store" style={{ height: '100%' }}>
          <Row gutter={[token.marginMD, token.marginMD]}>
            <Col span={12}>
              <Statistic title="Used" value={store.usedSpace} />
            </Col>
            <Col span={12}>
              <Statistic title="Free" value={store.freeSpace} />
            </Col>
            <Col span={24}>
              <Statistic title={`${store.storageType} store at ${store.storageDirectory}`} value={store.totalSpace} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

/**
 * /admin/monitoring/storage-summary (R8.28): how much the artifacts take, how much deduplication
 * saves, the file store's space, and each repository's share.
 */
export function StorageSummaryPage() {
  const { token } = theme.useToken();
  const summary = useStorageSummary();
  const repositories = summary.data?.repositoriesSummaryList.filter((line) => line.repoKey !== TOTAL_LINE);
  return (
    <>
      <PageHeader
        title="Storage Summary"
        description="The space artifacts take, what deduplication saves, and each repository's share."
      />
      <Flex vertical gap={token.marginLG}>
        {summary.data ? <Figures summary={summary.data} /> : summary.isPending ? <Skeleton active /> : null}
        <ManagementTable
          label="Repositories"
          rows={repositories}
          loading={summary.isPending}
          error={summary.error}
          loadErrorTitle="The storage summary could not be loaded"
          columns={repositoryStorageColumns}
          rowKey={(row) => row.repoKey}
          matches={matchesRepositoryStorage}
          initialSort={{ columnKey: 'usedSpace', order: 'desc' }}
          actions={[]}
        />
      </Flex>
    </>
  );
}
