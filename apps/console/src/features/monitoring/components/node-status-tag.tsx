import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { NODE_ONLINE, type NodeStatus, testIds } from '@arca/contract';
import { Tag } from 'antd';

/** Online in green; Offline in red, because a node that stopped heartbeating needs a look (R20.03). */
export function NodeStatusTag({ status }: { status: NodeStatus }) {
  const online = status === NODE_ONLINE;
  return (
    <Tag
      data-testid={testIds.serviceStatus.status}
      color={online ? 'success' : 'error'}
      icon={online ? <CheckCircleFilled /> : <CloseCircleFilled />}
      style={{ marginInlineEnd: 0 }}
    >
      {status}
    </Tag>
  );
}
