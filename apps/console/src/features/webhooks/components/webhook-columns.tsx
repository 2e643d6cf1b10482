import type { WebhookSubscription } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Badge, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { domainText, eventTypeText } from '../webhook-text.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const urlOf = (row: WebhookSubscription) => row.handlers[0]?.url ?? '';

export const webhookColumns: DataTableColumn<WebhookSubscription>[] = [
  {
    key: 'key',
    title: 'Key',
    width: 'medium',
    render: (row) => <Link to={paths.adminWebhookEdit(row.key)}>{row.key}</Link>,
    compare: (a, b) => byText(a.key, b.key),
  },
  {
    key: 'description',
    title: 'Description',
    width: 'medium',
    render: (row) => (
      <Typography.Text type={row.description ? undefined : 'secondary'} ellipsis={{ tooltip: row.description }}>
        {row.description || '—'}
      </Typography.Text>
    ),
    compare: (a, b) => byText(a.description ?? '', b.description ?? ''),
  },
  {
    key: 'domain',
    title: 'Event',
    width: 'small',
    render: (row) => domainText(row.event_filter.domain),
    compare: (a, b) => byText(domainText(a.event_filter.domain), domainText(b.event_filter.domain)),
  },
  {
    key: 'eventTypes',
    title: 'Event types',
    width: 'large',
    render: (row) => (
      <Flex wrap gap={4}>
        {row.event_filter.event_types.map((type) => (
          <Tag key={type} bordered={false} style={{ marginInlineEnd: 0 }}>
            {eventTypeText(type)}
          </Tag>
        ))}
      </Flex>
    ),
  },
  {
    key: 'enabled',
    title: 'Status',
    width: 'small',
    render: (row) =>
      row.enabled ? <Badge status="success" text="Enabled" /> : <Badge status="default" text="Disabled" />,
    compare: (a, b) => Number(b.enabled) - Number(a.enabled),
  },
  {
    key: 'url',
    title: 'URL',
    width: 'large',
    render: (row) => (
      <Typography.Text code ellipsis={{ tooltip: urlOf(row) }} style={{ maxWidth: '100%' }}>
        {urlOf(row)}
      </Typography.Text>
    ),
    compare: (a, b) => byText(urlOf(a), urlOf(b)),
  },
];

/** The list's search: key, description, event and URL. */
export function matchesWebhookSearch(row: WebhookSubscription, search: string): boolean {
  return [
    row.key,
    row.description ?? '',
    row.event_filter.domain,
    domainText(row.event_filter.domain),
    urlOf(row),
  ].some((text) => text.toLowerCase().includes(search));
}
