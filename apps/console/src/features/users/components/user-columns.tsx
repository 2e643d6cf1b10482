import type { AccessUserDetails } from '@arca/contract';
import { type DataTableColumn, ValuesCell } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { formatLastLogin, userStatusLabels } from '../user-display.ts';
import { UserStatus } from './user-status.tsx';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Never-logged-in users sort before everyone else. */
const byLastLogin = (a: AccessUserDetails, b: AccessUserDetails) =>
  (a.last_logged_in ?? '').localeCompare(b.last_logged_in ?? '');

// The widths add up to what fits beside the sidebar at 1280 px, row actions included;
// longer names and emails end in an ellipsis and show whole on hover.
export const userColumns: readonly DataTableColumn<AccessUserDetails>[] = [
  {
    key: 'username',
    title: 'Name',
    width: 150,
    cellText: (user) => user.username,
    render: (user) => <Link to={paths.adminUserEdit(user.username)}>{user.username}</Link>,
    compare: (a, b) => byText(a.username, b.username),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', width: 185, compare: (a, b) => byText(a.email, b.email) },
  { key: 'realm', title: 'Realm', dataIndex: 'realm', width: 90, compare: (a, b) => byText(a.realm, b.realm) },
  {
    key: 'admin',
    title: 'Admin',
    width: 90,
    render: (user) => (user.admin ? 'Yes' : 'No'),
    compare: (a, b) => Number(a.admin) - Number(b.admin),
  },
  {
    key: 'groups',
    title: 'Groups',
    width: 130,
    render: (user) => <ValuesCell values={user.groups} valueTitle="Group" />,
  },
  {
    key: 'status',
    title: 'Status',
    width: 110,
    render: (user) => <UserStatus user={user} />,
    compare: (a, b) => byText(userStatusLabels(a).join(), userStatusLabels(b).join()),
  },
  {
    key: 'lastLogin',
    title: 'Last login',
    width: 145,
    render: (user) => formatLastLogin(user.last_logged_in),
    compare: byLastLogin,
  },
];
