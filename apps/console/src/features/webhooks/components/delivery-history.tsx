import type { WebhookDelivery } from '@arca/contract';
import { DataTable, type DataTableColumn, formatDateTime } from '@arca/ui';
import { Alert, Card, Tag, Typography } from 'antd';
import { useClientTable } from '../../../shared/tables/use-client-table.ts';
import { useWebhookDeliveries } from '../api/webhook-queries.ts';
import { domainText, eventTypeText } from '../webhook-text.ts';
import { deliveryErrorText, latestDeliveryFailed } from './delivery-error-text.ts';

const outcomeTags: Record<WebhookDelivery['outcome'], { color: string; text: string }> = {
  delivered: { color: 'success', text: 'Delivered' },
  retrying: { color: 'warning', text: 'Retrying' },
  failed: { color: 'error', text: 'Failed' },
};

const byTime = (a: WebhookDelivery, b: WebhookDelivery) => Date.parse(a.delivered_at) - Date.parse(b.delivered_at);

// The widths fit the webhook editor's card at 1280 px; the error takes what is left.
const columns: readonly DataTableColumn<WebhookDelivery>[] = [
  {
    key: 'time',
    title: 'Time',
    width: 185,
    render: (row) => formatDateTime(row.delivered_at),
    compare: byTime,
  },
  {
    key: 'event',
    title: 'Event',
    width: 170,
    cellText: (row) => `${domainText(row.domain)} · ${eventTypeText(row.event_type)}`,
  },
  { key: 'attempt', title: 'Attempt', width: 90, align: 'right', dataIndex: 'attempt' },
  {
    key: 'outcome',
    title: 'Outcome',
    width: 110,
    render: (row) => (
      <Tag color={outcomeTags[row.outcome].color} bordered={false}>
        {outcomeTags[row.outcome].text}
      </Tag>
    ),
  },
  { key: 'status', title: 'Status code', width: 110, align: 'right', render: (row) => row.status_code ?? '—' },
  { key: 'duration', title: 'Duration', width: 100, align: 'right', render: (row) => `${row.duration_ms} ms` },
  {
    key: 'error',
    title: 'Error',
    cellText: (row) => (row.error ? deliveryErrorText(row.error) : ''),
    render: (row) =>
      row.error ? <Typography.Text type="danger">{deliveryErrorText(row.error)}</Typography.Text> : '—',
  },
];

/** Deliveries per page: the history sits under the webhook's form, so it stays short. */
const DELIVERIES_PAGE_SIZE = 10;

/**
 * Says so when the newest delivery gave up, so a webhook that keeps failing stands out above its
 * history (the list flags it too, from the list answer's `latest_failure`).
 */
function FailingNotice({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  const latest = deliveries[0];
  if (!latest || !latestDeliveryFailed(deliveries)) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title="The latest delivery failed"
      description={latest.error ? deliveryErrorText(latest.error) : undefined}
    />
  );
}

/** Every attempt to deliver this webhook's events, newest first. */
export function DeliveryHistory({ webhookKey }: { webhookKey: string }) {
  const deliveries = useWebhookDeliveries(webhookKey);
  const table = useClientTable({ columnKey: 'time', order: 'desc' }, DELIVERIES_PAGE_SIZE);
  return (
    <Card title="Delivery history" style={{ marginTop: 24 }}>
      {deliveries.data ? <FailingNotice deliveries={deliveries.data} /> : null}
      {deliveries.isError ? (
        <Alert
          type="error"
          showIcon
          title="The delivery history could not be loaded"
          description={deliveries.error.message}
        />
      ) : (
        <DataTable<WebhookDelivery>
          label="Delivery history"
          rows={deliveries.data ?? []}
          rowKey={(row) => `${row.delivered_at}-${row.event_type}-${row.attempt}`}
          columns={columns}
          loading={deliveries.isPending}
          sorting={table.sorting}
          pagination={table.pagination}
        />
      )}
    </Card>
  );
}
