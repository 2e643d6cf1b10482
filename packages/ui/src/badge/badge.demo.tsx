import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import { Badge } from './badge.tsx';

function BadgeExample() {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Status of lodash 4.17.21 in npm-remote:</Typography.Text>
      <Flex gap={8} wrap align="center">
        <Badge variant="success" text="Scanned" icon={<CheckCircleOutlined />} />
        <Badge variant="info" text="Cached" />
        <Badge variant="warning" text="Deprecated" icon={<WarningOutlined />} />
        <Badge variant="error" text="Blocked" />
        <Badge text="Unscanned" />
      </Flex>
      <Typography.Text type="secondary">Counts (over 99 shows 99+):</Typography.Text>
      <Flex gap={8} wrap align="center">
        <Badge variant="error" count={3} label="3 critical violations" />
        <Badge variant="warning" count={12} label="12 medium violations" />
        <Badge variant="info" count={1284} label="1,284 downloads this week" />
        <Badge variant="info" count={1284} max={9999} label="1,284 downloads this week" />
        <Badge count={0} label="No open issues" />
      </Flex>
    </Flex>
  );
}

export const badgeDemo: DemoEntry = {
  id: 'badge',
  title: 'Badges',
  description: 'Status words and counts in five tones (info, success, warning, error, neutral).',
  Component: BadgeExample,
};
