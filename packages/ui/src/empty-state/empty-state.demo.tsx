import { Empty, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { DemoEntry } from '../demo/types.ts';
import { EmptyState } from './empty-state.tsx';
import { NoData } from './no-data.tsx';

function EmptyStateExample() {
  const [canEdit, setCanEdit] = useState(true);
  const [lastAction, setLastAction] = useState('none');
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Switch checked={canEdit} onChange={setCanEdit} aria-label="User can edit" />
        <Typography.Text>User can edit</Typography.Text>
      </Flex>
      <EmptyState
        canEdit={canEdit}
        image={{ kind: 'node', node: <Empty image={Empty.PRESENTED_IMAGE_DEFAULT} description={false} /> }}
        header="No webhooks yet"
        subheader="Webhooks notify other systems when artifacts change"
        contentLines={[
          'Send an event to your CI server whenever lodash 4.17.21 lands in npm-local.',
          'Each webhook can filter by repository, build or release bundle.',
        ]}
        actions={[
          { text: 'New Webhook', onClick: () => setLastAction('New Webhook') },
          { text: 'Import', onClick: () => setLastAction('Import') },
        ]}
        helpLink={{ text: 'Learn more about webhooks', href: 'https://example.com/docs/webhooks' }}
      />
      <Typography.Text type="secondary">Last action: {lastAction}</Typography.Text>
      <Typography.Text type="secondary">Generic empty text:</Typography.Text>
      <NoData compact />
    </Flex>
  );
}

export const emptyStateDemo: DemoEntry = {
  id: 'empty-state',
  title: 'Empty state',
  description:
    'An empty webhooks page whose action buttons appear only when the user can edit, and the generic No Data text.',
  Component: EmptyStateExample,
};
