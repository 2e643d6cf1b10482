import { ApiOutlined, CloudServerOutlined } from '@ant-design/icons';
import { CORE_SERVICE, type InstalledService } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Alert, Card, Flex, Table, Tag, Typography, theme } from 'antd';
import { useFooter } from '../../../shared/platform/footer.ts';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { TeaserSlot } from '../../../shared/teasers/index.ts';

/** How the platform names its services in screens. */
const serviceTitles: Record<string, string> = {
  artifactory: 'Artifact service',
  xray: 'Security scanning',
  distribution: 'Distribution',
  pipelines: 'Pipelines',
  missionControl: 'Mission control',
  mc: 'Mission control',
  runtime: 'Runtime',
  insight: 'Insight',
};

/**
 * /topology: this platform's node and the services installed on it, with their versions. It is
 * where administrators land when they ask for a screen that is closed to them (shell.md §4, guard 6).
 * Arca has no dashboard, so the dashboard trends teaser sits here, under the platform it would chart.
 */
export function TopologyPage() {
  const { token } = theme.useToken();
  const services = useInstalledServices();
  const footer = useFooter().data;
  return (
    <>
      <PageHeader title="Topology" description="The services of this platform and their versions." />
      {services.isError ? <Alert type="error" showIcon title={services.error.message} /> : null}
      <Card
        size="small"
        title={
          <Flex align="center" gap={token.marginXS}>
            <CloudServerOutlined style={{ color: token.colorPrimary }} />
            {footer?.serverName ?? 'Arca'}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {footer ? `build ${footer.buildNumber} · license ${footer.license}` : null}
            </Typography.Text>
          </Flex>
        }
      >
        <Table<InstalledService>
          size="small"
          rowKey="name"
          pagination={false}
          loading={services.isPending}
          dataSource={services.data?.services ?? []}
          aria-label="Installed services"
          columns={[
            {
              title: 'Service',
              dataIndex: 'name',
              render: (name: string) => (
                <Flex align="center" gap={token.marginXS}>
                  <ApiOutlined aria-hidden />
                  <span>{serviceTitles[name] ?? name}</span>
                  <Typography.Text type="secondary" code>
                    {name}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: 'Version', dataIndex: 'version' },
            {
              title: 'Role',
              key: 'role',
              render: (_: unknown, service) =>
                service.name === CORE_SERVICE ? <Tag color="processing">Core</Tag> : <Tag>Companion</Tag>,
            },
          ]}
        />
      </Card>
      <div style={{ marginTop: token.marginLG }}>
        <TeaserSlot id="dashboardTrends" />
      </div>
    </>
  );
}
