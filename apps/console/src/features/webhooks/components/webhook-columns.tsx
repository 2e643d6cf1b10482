import type { WebhookListEntry, WebhookSubscription } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { domainText, eventTypeText } from '../webhook-text.ts';
import { WebhookStatus } from './webhook-status.tsx';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

const urlOf = (row: WebhookSubscription) => row.handlers[0]?.url ?? '';

/** Enabled before disabled; among them, failing ones first. */
const byStatus = (a: WebhookListEntry, b: WebhookListEntry) =>
  Number(b.enabled) - Number(a.enabled) || Number(Boolean(b.latest_failure)) - Number(Boolean(a.latest_failure));

// The widths add up to what fits beside the sidebar at 1280 px, row actions included.
export const webhookColumns: DataTableColumn<WebhookListEntry>[] = [
  {
    key: 'key',
    title: 'Key',
    width: 140,
    cellText: (row) => row.key,
    render: (row) => <Link to={paths.adminWebhookEdit(row.key)}>{row.key}</Link>,
    compare: (a, b) => byText(a.key, b.key),
  },
  {
    key: 'description',
    title: 'Description',
    width: 160,
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
    width: 100,
    cellText: (row) => domainText(row.event_filter.domain),
    compare: (a, b) => byText(domainText(a.event_filter.domain), domainText(b.event_filter.domain)),
  },
  {
    key: 'eventTypes',
    title: 'Event types',
    width: 190,
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
    width: 110,
    render: (row) => <WebhookStatus webhook={row} />,
    compare: byStatus,
  },
  {
    key: 'url',
    title: 'URL',
    width: 170,
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
