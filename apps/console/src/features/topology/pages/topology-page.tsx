import { ApiOutlined, CloudServerOutlined } from '@ant-design/icons';
import { CORE_SERVICE, type InstalledService } from '@arca/contract';
import { DataTable, type DataTableColumn, PageHeader } from '@arca/ui';
import { Alert, Card, Flex, Tag, Typography, theme } from 'antd';
import { useFooter } from '../../../shared/platform/footer.ts';
import { useInstalledServices } from '../../../shared/platform/services.ts';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
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

const serviceTitle = (name: string) => serviceTitles[name] ?? name;
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const columns: readonly DataTableColumn<InstalledService>[] = [
  {
    key: 'service',
    title: 'Service',
    render: (service) => <ServiceName name={service.name} />,
    compare: (a, b) => byText(serviceTitle(a.name), serviceTitle(b.name)),
  },
  {
    key: 'version',
    title: 'Version',
    dataIndex: 'version',
    width: 'large',
    compare: (a, b) => a.version.localeCompare(b.version, undefined, { numeric: true }),
  },
  {
    key: 'role',
    title: 'Role',
    width: 'medium',
    render: (service) => (service.name === CORE_SERVICE ? <Tag color="processing">Core</Tag> : <Tag>Companion</Tag>),
  },
];

function ServiceName({ name }: { name: string }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXS}>
      <ApiOutlined aria-hidden />
      <span>{serviceTitle(name)}</span>
      <Typography.Text type="secondary" code>
        {name}
      </Typography.Text>
    </Flex>
  );
}

/**
 * /topology: this platform's node and the services installed on it, with their versions. It is
 * where administrators land when they ask for a screen that is closed to them (shell.md §4, guard 6).
 * Arca has no dashboard, so the dashboard trends teaser sits here, under the platform it would chart.
 */
export function TopologyPage() {
  const { token } = theme.useToken();
  const services = useInstalledServices();
  const footer = useFooter().data;
  // The core service first, as the server lists them, until a header asks for another order.
  const { sorting } = useClientTable();
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
        <DataTable<InstalledService>
          label="Installed services"
          rowKey={(service) => service.name}
          rows={services.data?.services ?? []}
          columns={columns}
          loading={services.isPending}
          sorting={sorting}
        />
      </Card>
      <div style={{ marginTop: token.marginLG }}>
        <TeaserSlot id="dashboardTrends" />
      </div>
    </>
  );
}
