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

export const userColumns: readonly DataTableColumn<AccessUserDetails>[] = [
  {
    key: 'username',
    title: 'Name',
    width: 'medium',
    render: (user) => <Link to={paths.adminUserEdit(user.username)}>{user.username}</Link>,
    compare: (a, b) => byText(a.username, b.username),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', width: 'large', compare: (a, b) => byText(a.email, b.email) },
  { key: 'realm', title: 'Realm', dataIndex: 'realm', width: 'small', compare: (a, b) => byText(a.realm, b.realm) },
  {
    key: 'admin',
    title: 'Admin',
    width: 'small',
    render: (user) => (user.admin ? 'Yes' : 'No'),
    compare: (a, b) => Number(a.admin) - Number(b.admin),
  },
  {
    key: 'groups',
    title: 'Groups',
    width: 'large',
    render: (user) => <ValuesCell values={user.groups} valueTitle="Group" />,
  },
  {
    key: 'status',
    title: 'Status',
    width: 'medium',
    render: (user) => <UserStatus user={user} />,
    compare: (a, b) => byText(userStatusLabels(a).join(), userStatusLabels(b).join()),
  },
  {
    key: 'lastLogin',
    title: 'Last login',
    width: 'medium',
    render: (user) => formatLastLogin(user.last_logged_in),
    compare: byLastLogin,
  },
];
