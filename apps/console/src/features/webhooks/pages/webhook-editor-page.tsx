import { PageHeader } from '@arca/ui';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { useWebhook, useWebhookDomains, useWebhooks } from '../api/webhook-queries.ts';
import { DeliveryHistory } from '../components/delivery-history.tsx';
import { WebhookEditor } from '../components/webhook-editor.tsx';
import { webhookFormValues } from '../webhook-form-values.ts';

const FORM_WIDTH = 1200;

/** /admin/configuration/webhooks/new and …/edit/:webhookName (R1.52, R1.53). */
export function WebhookEditorPage() {
  const { webhookName } = useParams();
  usePageTitle(webhookName, 'Webhooks');
  return (
    <div style={{ maxWidth: FORM_WIDTH }}>
      {webhookName === undefined ? (
        <>
          <PageHeader
            title="New webhook"
            description="Send an HTTP request to a URL whenever the chosen events happen."
          />
          <NewWebhook />
        </>
      ) : (
        <>
          <PageHeader title={`Edit webhook '${webhookName}'`} />
          <EditWebhook key={webhookName} webhookName={webhookName} />
        </>
      )}
    </div>
  );
}

function useDomainList() {
  const domains = useWebhookDomains();
  return { domains: domains.data, error: domains.error, pending: domains.isPending };
}

function NewWebhook() {
  const { domains, error, pending } = useDomainList();
  const webhooks = useWebhooks();
  const takenKeys = useMemo(() => (webhooks.data ?? []).map((webhook) => webhook.key), [webhooks.data]);
  if (error)
    return <Alert type="error" showIcon title="The event domains could not be loaded" description={error.message} />;
  if (pending || domains === undefined) return <Skeleton active />;
  return <WebhookEditor domains={domains} takenKeys={takenKeys} />;
}

function EditWebhook({ webhookName }: { webhookName: string }) {
  const { domains, error, pending } = useDomainList();
  const webhook = useWebhook(webhookName);
  const loaded = useMemo(() => (webhook.data ? webhookFormValues(webhook.data) : undefined), [webhook.data]);
  if (webhook.isError) {
    return <Alert type="error" showIcon title="The webhook could not be loaded" description={webhook.error.message} />;
  }
  if (error)
    return <Alert type="error" showIcon title="The event domains could not be loaded" description={error.message} />;
  if (pending || domains === undefined || loaded === undefined) return <Skeleton active />;
  return (
    <>
      <WebhookEditor domains={domains} takenKeys={[]} loaded={loaded} />
      <DeliveryHistory webhookKey={webhookName} />
    </>
  );
}
