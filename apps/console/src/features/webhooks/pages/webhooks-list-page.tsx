import { ApiOutlined } from '@ant-design/icons';
import { EmptyState, PageHeader } from '@arca/ui';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { ManagementTable } from '../../../shared/management/management-table.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useWebhooks } from '../api/webhook-queries.ts';
import { useWebhookRowActions } from '../components/use-webhook-row-actions.tsx';
import { matchesWebhookSearch, webhookColumns } from '../components/webhook-columns.tsx';

/** /admin/configuration/webhooks (R1.51, R21.01). */
export function WebhooksListPage() {
  const navigate = useNavigate();
  const webhooks = useWebhooks();
  const { actions, holder } = useWebhookRowActions();
  const create = () => void navigate(paths.adminWebhookNew());
  const empty = webhooks.data !== undefined && webhooks.data.length === 0;
  return (
    <>
      {holder}
      <PageHeader
        title="Webhooks"
        description="Tell CI, chat and other systems about what happens in the registry, as it happens."
        extra={
          empty ? null : (
            <Button type="primary" onClick={create}>
              New webhook
            </Button>
          )
        }
      />
      {empty ? (
        <Card>
          <EmptyState
            header="No webhooks yet"
            image={{ kind: 'node', node: <ApiOutlined style={{ fontSize: 48, opacity: 0.45 }} /> }}
            contentLines={[
              'A webhook sends a signed HTTP request to your URL when artifacts are deployed, builds are uploaded or users are locked.',
            ]}
            actions={[{ text: 'New webhook', onClick: create }]}
            canEdit
          />
        </Card>
      ) : (
        <ManagementTable
          label="Webhooks"
          rows={webhooks.data}
          loading={webhooks.isPending}
          error={webhooks.error}
          loadErrorTitle="The webhooks could not be loaded"
          columns={webhookColumns}
          rowKey={(row) => row.key}
          matches={matchesWebhookSearch}
          initialSort={{ columnKey: 'key', order: 'asc' }}
          actions={actions}
        />
      )}
    </>
  );
}
