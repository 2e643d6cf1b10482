import { Card, Empty, Typography, theme } from 'antd';
import { PageHeader } from '../../../shared/layout/page-header.tsx';

/**
 * The packages list. Until the package index exists there is nothing to list, and the page says so
 * and what brings packages here, rather than showing an empty table.
 */
export function PackagesPage() {
  const { token } = theme.useToken();
  return (
    <>
      <PageHeader title="Packages" description="Every package stored in this server's repositories." />
      <Card>
        <Empty
          style={{ paddingBlock: token.paddingXL }}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: `0 0 ${token.marginXXS}px` }}>
                No packages yet
              </Typography.Title>
              <Typography.Text type="secondary">
                Packages appear here once they are deployed to a repository.
              </Typography.Text>
            </>
          }
        />
      </Card>
    </>
  );
}
