import { ClusterOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ServiceStatusNode } from '@arca/contract';
import { EmptyState, PageHeader } from '@arca/ui';
import { Alert, Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { SERVICE_STATUS_REFRESH_MILLIS, useServiceStatus } from '../api/status-queries.ts';
import { useDeleteNode } from '../api/use-delete-node.ts';
import { ServiceNodesCard, serviceTypeLabel } from '../components/service-nodes-card.tsx';
import { formatExactTime } from '../time-format.ts';

/** /admin/monitoring/service-status (R1.58): every service type and its nodes (R20.01–R20.06). */
export function ServiceStatusPage() {
  const { token } = theme.useToken();
  const status = useServiceStatus({ refetchInterval: SERVICE_STATUS_REFRESH_MILLIS });
  const deleteNode = useDeleteNode();
  const { confirmDelete, holder } = useConfirmedDelete();

  const remove = (type: string) => (node: ServiceStatusNode) =>
    void confirmDelete({
      title: `Remove node '${node.node_id}'?`,
      consequence: `It leaves the ${serviceTypeLabel(type)} service's list of nodes. Should it start again, it registers again.`,
      run: () => deleteNode.mutateAsync({ serviceId: node.service_id, nodeId: node.node_id }),
      done: `Node '${node.node_id}' removed`,
    });

  const services = status.data?.services ?? [];
  return (
    <>
      {holder}
      <PageHeader
        title="Service Status"
        description="Every node of the platform: whether it is heartbeating, for how long, and what it runs."
        extra={
          <Flex align="center" gap={token.marginSM}>
            {status.dataUpdatedAt > 0 ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                Updated {formatExactTime(status.dataUpdatedAt)}
              </Typography.Text>
            ) : null}
            <Button icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>
              Refresh
            </Button>
          </Flex>
        }
      />
      {status.isError ? (
        <Alert
          type="error"
          showIcon
          title="The service status could not be read"
          description={status.error.message}
          style={{ marginBottom: token.margin }}
        />
      ) : null}
      {status.isPending ? (
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : services.length === 0 && status.data ? (
        <Card>
          <EmptyState
            header="No node has registered"
            image={{ kind: 'node', node: <ClusterOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
            contentLines={['Each server process registers itself when it starts and shows here while it heartbeats.']}
            canEdit={false}
          />
        </Card>
      ) : (
        <Flex vertical gap={token.marginLG}>
          {services.map((service) => (
            <ServiceNodesCard
              key={service.type}
              type={service.type}
              nodes={service.nodes}
              now={status.dataUpdatedAt}
              onDelete={remove(service.type)}
            />
          ))}
        </Flex>
      )}
    </>
  );
}
