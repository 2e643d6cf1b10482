import type { OutboundProxy } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Badge, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

export const proxyColumns: DataTableColumn<OutboundProxy>[] = [
  {
    key: 'key',
    title: 'Key',
    width: 'medium',
    cellText: (row) => row.key,
    render: (row) => <Link to={paths.adminProxyEdit(row.key)}>{row.key}</Link>,
    compare: (a, b) => byText(a.key, b.key),
  },
  {
    key: 'host',
    title: 'Host',
    width: 'large',
    render: (row) => (
      <Typography.Text code ellipsis={{ tooltip: row.host }} style={{ maxWidth: '100%' }}>
        {row.host}
      </Typography.Text>
    ),
    compare: (a, b) => byText(a.host, b.host),
  },
  {
    key: 'port',
    title: 'Port',
    width: 'small',
    render: (row) => String(row.port),
    compare: (a, b) => a.port - b.port,
  },
  {
    key: 'platformDefault',
    title: 'Platform default',
    width: 'small',
    render: (row) =>
      row.platformDefault ? (
        <Badge status="processing" text="Default" />
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
    compare: (a, b) => Number(b.platformDefault) - Number(a.platformDefault),
  },
];

/** The list's search: key and host. */
export function matchesProxySearch(row: OutboundProxy, search: string): boolean {
  return [row.key, row.host, String(row.port)].some((text) => text.toLowerCase().includes(search));
}
