import { scopedGroups, type TokenInfo } from '@arca/contract';
import { type DataTableColumn, formatDateTime } from '@arca/ui';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const epoch = (seconds: number) => formatDateTime(seconds * 1000);
/** Room for a whole 'Nov 29, 2026, 12:54 PM' and the cell's padding. */
const DATE_TIME_WIDTH = 185;

/** A token's scope in words: what it acts as, rather than the scope string. */
export function scopeLabel(scope: string): string {
  if (scope === 'applied-permissions/admin') return 'Admin';
  if (scope === 'applied-permissions/user') return 'User';
  const groups = scopedGroups(scope);
  return groups ? `Groups: ${groups.join(', ')}` : scope;
}

// The widths add up to what fits beside the sidebar at 1280 px, revoke action included (see
// token-columns.test.tsx): the dates keep their room, the description takes what is left, and the
// rest end in an ellipsis with the whole text on hover.
export const tokenColumns: readonly DataTableColumn<TokenInfo>[] = [
  {
    key: 'subject',
    title: 'Subject',
    width: 130,
    cellText: (row) => row.subject,
    render: (row) => <Link to={paths.adminUserEdit(row.subject)}>{row.subject}</Link>,
    compare: (a, b) => byText(a.subject, b.subject),
  },
  {
    key: 'description',
    title: 'Description',
    cellText: (row) => row.description,
    render: (row) => row.description || <Typography.Text type="secondary">No description</Typography.Text>,
    compare: (a, b) => byText(a.description, b.description),
  },
  {
    key: 'scope',
    title: 'Scope',
    width: 120,
    cellText: (row) => scopeLabel(row.scope),
    render: (row) => (
      <Tag color={row.scope === 'applied-permissions/admin' ? 'red' : undefined}>{scopeLabel(row.scope)}</Tag>
    ),
    compare: (a, b) => byText(a.scope, b.scope),
  },
  {
    key: 'id',
    title: 'Token ID',
    width: 130,
    cellText: (row) => row.token_id,
    render: (row) => <Typography.Text code>{row.token_id}</Typography.Text>,
  },
  {
    key: 'issued',
    title: 'Issued',
    width: DATE_TIME_WIDTH,
    render: (row) => epoch(row.issued_at),
    compare: (a, b) => a.issued_at - b.issued_at,
  },
  {
    key: 'expiry',
    title: 'Expires',
    width: DATE_TIME_WIDTH,
    render: (row) => (row.expiry === undefined ? 'Never' : epoch(row.expiry)),
    compare: (a, b) => (a.expiry ?? Number.POSITIVE_INFINITY) - (b.expiry ?? Number.POSITIVE_INFINITY),
  },
];

/** The list's search: subject, description, scope and id. */
export function matchesTokenSearch(row: TokenInfo, search: string): boolean {
  return [row.subject, row.description, scopeLabel(row.scope), row.token_id].some((text) =>
    text.toLowerCase().includes(search),
  );
}
