import { App, Button, Flex, Typography } from 'antd';
import type { DemoEntry } from '../demo/types.ts';
import type { NotificationType } from './types.ts';
import { NOTIFICATION_TYPES, notify, toast } from './utils.ts';

const samples: Record<NotificationType, { title: string; description: string }> = {
  info: { title: 'Indexing started', description: 'npm-local is being re-indexed; searches may be incomplete.' },
  success: { title: 'Package deployed', description: 'lodash 4.17.21 was deployed to npm-local.' },
  warning: { title: 'Quota almost reached', description: 'docker-remote uses 92% of its 500 GB quota.' },
  error: { title: 'Deploy failed', description: '@babel/core 7.24.0 already exists in libs-release.' },
};

function Buttons() {
  const { notification, message } = App.useApp();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Notifications (4.5 s)</Typography.Text>
      <Flex gap={8} wrap>
        {NOTIFICATION_TYPES.map((type) => (
          <Button key={type} onClick={() => notify(notification, { type, ...samples[type] })}>
            Notify {type}
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary">Toasts (3 s)</Typography.Text>
      <Flex gap={8} wrap>
        {NOTIFICATION_TYPES.map((type) => (
          <Button key={type} onClick={() => toast(message, { type, content: samples[type].title })}>
            Toast {type}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

/** App provides the notification and message instances that follow the theme. */
function NotificationsExample() {
  return (
    <App>
      <Buttons />
    </App>
  );
}

export const notificationsDemo: DemoEntry = {
  id: 'notifications',
  title: 'Notifications and toasts',
  description: 'One button per notification type, as a 4.5-second notification or a 3-second toast.',
  Component: NotificationsExample,
};
