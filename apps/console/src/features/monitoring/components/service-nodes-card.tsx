import { logServices, NODE_ONLINE, type ServiceStatusNode, testIds } from '@arca/contract';
import { visuallyHidden } from '@arca/ui';
import { Card, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography, theme } from 'antd';
import type { HTMLAttributes } from 'react';
import { humanizedUptime } from '../humanized-uptime.ts';
import { formatExactTime, formatTimeAgo } from '../time-format.ts';
import { DeleteNodeButton } from './delete-node-button.tsx';
import { NodeStatusTag } from './node-status-tag.tsx';

/** The service type as people name it: the log service's label where it is one, else the type itself. */
export function serviceTypeLabel(type: string): string {
  return logServices.find((service) => service.key === type)?.label ?? type;
}

function columns(now: number, onDelete: (node: ServiceStatusNode) => void): TableColumnsType<ServiceStatusNode> {
  return [
    {
      key: 'node',
      title: 'Node',
      width: 200,
      render: (_, node) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{node.node_id}</Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: node.service_id }}
            style={{ fontSize: 12, maxWidth: 180 }}
          >
            {node.service_id}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'status', title: 'Status', render: (_, node) => <NodeStatusTag status={node.status} /> },
    {
      key: 'heartbeat',
      title: 'Last heartbeat',
      render: (_, node) => (
        <Tooltip title={formatExactTime(node.last_heartbeat)}>
          <span>{formatTimeAgo(node.last_heartbeat, now)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'uptime',
      title: 'Uptime',
      render: (_, node) => (
        <Typography.Text
          data-testid={testIds.serviceStatus.uptime}
          type={node.uptime === null ? 'secondary' : undefined}
        >
          {humanizedUptime(node.uptime)}
        </Typography.Text>
      ),
    },
    {
      key: 'microServices',
      title: 'Micro-services',
      // Narrow enough that its tags wrap rather than push the address and the action off the card.
      width: 220,
      render: (_, node) =>
        node.micro_services.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {node.micro_services.map((service) => (
              <Tag key={service} style={{ marginInlineEnd: 0 }}>
                {service}
              </Tag>
            ))}
          </Flex>
        ),
    },
    { key: 'version', title: 'Version', render: (_, node) => node.version },
    {
      key: 'address',
      title: 'Address',
      render: (_, node) => (
        <Typography.Text
          code
          copyable={{ text: node.address, tooltips: ['Copy address', 'Copied'] }}
          style={{ whiteSpace: 'nowrap' }}
        >
          {node.address}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: <span style={visuallyHidden}>Actions</span>,
      width: 64,
      align: 'right',
      render: (_, node) => <DeleteNodeButton node={node} onDelete={onDelete} />,
    },
  ];
}

export interface ServiceNodesCardProps {
  type: string;
  nodes: readonly ServiceStatusNode[];
  /** When the list was read: heartbeats are told relative to it. */
  now: number;
  onDelete: (node: ServiceStatusNode) => void;
}

/** One service type and its nodes (R20.01, R20.02). */
export function ServiceNodesCard({ type, nodes, now, onDelete }: ServiceNodesCardProps) {
  const { token } = theme.useToken();
  const label = serviceTypeLabel(type);
  const online = nodes.filter((node) => node.status === NODE_ONLINE).length;
  const allUp = online === nodes.length;
  return (
    <Card
      role="region"
      aria-label={label}
      title={
        <Flex align="center" gap={token.marginSM}>
          <span>{label}</span>
          <Tag color={allUp ? 'success' : online === 0 ? 'error' : 'warning'} variant="filled">
            {online} of {nodes.length} {nodes.length === 1 ? 'node' : 'nodes'} online
          </Tag>
        </Flex>
      }
      styles={{ body: { padding: 0 } }}
    >
      <Table<ServiceStatusNode>
        rowKey={(node) => node.node_id}
        dataSource={[...nodes]}
        columns={columns(now, onDelete)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(node) =>
          ({ 'data-testid': `${testIds.serviceStatus.node}-${node.node_id}` }) as HTMLAttributes<HTMLElement>
        }
      />
    </Card>
  );
}
