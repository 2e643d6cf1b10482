import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { WebhookSubscription } from '@arca/contract';
import type { RowAction } from '@arca/ui';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '../../../shared/management/use-confirmed-delete.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useDeleteWebhook } from '../api/webhook-mutations.ts';

/** Edit and delete of a row of the webhooks list; deleting asks first. */
export function useWebhookRowActions(): { actions: RowAction<WebhookSubscription>[]; holder: ReactElement } {
  const navigate = useNavigate();
  const { confirmDelete, holder } = useConfirmedDelete();
  const deleteWebhook = useDeleteWebhook();
  const actions: RowAction<WebhookSubscription>[] = [
    { label: 'Edit', icon: <EditOutlined />, callbackFn: (row) => void navigate(paths.adminWebhookEdit(row.key)) },
    {
      label: 'Delete',
      icon: <DeleteOutlined />,
      callbackFn: (row) =>
        void confirmDelete({
          title: `Delete webhook '${row.key}'?`,
          consequence: 'Its pending deliveries and its delivery history go with it. This cannot be undone.',
          run: () => deleteWebhook.mutateAsync(row.key),
          done: `Webhook '${row.key}' deleted`,
        }),
    },
  ];
  return { actions, holder };
}
