import { DeleteOutlined } from '@ant-design/icons';
import { NODE_ONLINE, type ServiceStatusNode, testIds } from '@arca/contract';
import { Button, Tooltip } from 'antd';

/** Why an Online node cannot go: it would be back at its next heartbeat (docs/decisions.md, "Node deletion"). */
export const ONLINE_NODE_TOOLTIP =
  'Only an offline node can be removed: an online one registers again at its next heartbeat.';

export function DeleteNodeButton({
  node,
  onDelete,
}: {
  node: ServiceStatusNode;
  onDelete: (node: ServiceStatusNode) => void;
}) {
  const online = node.status === NODE_ONLINE;
  return (
    <Tooltip title={online ? ONLINE_NODE_TOOLTIP : 'Remove this node'}>
      {/* A disabled button swallows the hover its tooltip needs; the span takes it instead. */}
      <span style={{ display: 'inline-block' }}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove node ${node.node_id}`}
          data-testid={`${testIds.serviceStatus.deleteNode}-${node.node_id}`}
          disabled={online}
          onClick={() => onDelete(node)}
        />
      </span>
    </Tooltip>
  );
}
