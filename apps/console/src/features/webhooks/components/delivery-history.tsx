import type { WebhookDelivery } from '@arca/contract';
import { formatDateTime, NoData } from '@arca/ui';
import { Alert, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useWebhookDeliveries } from '../api/webhook-queries.ts';
import { domainText, eventTypeText } from '../webhook-text.ts';
import { deliveryErrorText, latestDeliveryFailed } from './delivery-error-text.ts';

const outcomeTags: Record<WebhookDelivery['outcome'], { color: string; text: string }> = {
  delivered: { color: 'success', text: 'Delivered' },
  retrying: { color: 'warning', text: 'Retrying' },
  failed: { color: 'error', text: 'Failed' },
};

const columns: TableColumnsType<WebhookDelivery> = [
  { key: 'time', title: 'Time', width: 190, render: (_, row) => formatDateTime(row.delivered_at) },
  {
    key: 'event',
    title: 'Event',
    render: (_, row) => `${domainText(row.domain)} · ${eventTypeText(row.event_type)}`,
  },
  { key: 'attempt', title: 'Attempt', width: 90, align: 'right', dataIndex: 'attempt' },
  {
    key: 'outcome',
    title: 'Outcome',
    width: 120,
    render: (_, row) => (
      <Tag color={outcomeTags[row.outcome].color} bordered={false}>
        {outcomeTags[row.outcome].text}
      </Tag>
    ),
  },
  { key: 'status', title: 'Status code', width: 110, align: 'right', render: (_, row) => row.status_code ?? '—' },
  { key: 'duration', title: 'Duration', width: 100, align: 'right', render: (_, row) => `${row.duration_ms} ms` },
  {
    key: 'error',
    title: 'Error',
    render: (_, row) =>
      row.error ? (
        <Typography.Text type="danger" ellipsis={{ tooltip: deliveryErrorText(row.error) }}>
          {deliveryErrorText(row.error)}
        </Typography.Text>
      ) : (
        '—'
      ),
  },
];

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
        <Table<WebhookDelivery>
          aria-label="Delivery history"
          size="small"
          columns={columns}
          dataSource={deliveries.data ?? []}
          loading={deliveries.isPending}
          rowKey={(row) => `${row.delivered_at}-${row.event_type}-${row.attempt}`}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <NoData compact /> }}
          scroll={{ x: 900 }}
        />
      )}
    </Card>
  );
}
