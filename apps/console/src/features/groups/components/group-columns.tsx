import type { AccessGroup } from '@arca/contract';
import type { DataTableColumn } from '@arca/ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const byFlag = (a: boolean, b: boolean) => Number(a) - Number(b);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

// The widths add up to what fits beside the sidebar at 1280 px, row actions included (see
// group-columns.test.tsx); the description takes what is left, and long texts end in an ellipsis.
export const groupColumns: readonly DataTableColumn<AccessGroup>[] = [
  {
    key: 'name',
    title: 'Name',
    width: 'medium',
    cellText: (group) => group.name,
    render: (group) => <Link to={paths.adminGroupEdit(group.name)}>{group.name}</Link>,
    compare: (a, b) => byText(a.name, b.name),
  },
  {
    key: 'description',
    title: 'Description',
    dataIndex: 'description',
    compare: (a, b) => byText(a.description, b.description),
  },
  {
    key: 'autoJoin',
    title: 'Auto join',
    width: 110,
    render: (group) => yesNo(group.auto_join),
    compare: (a, b) => byFlag(a.auto_join, b.auto_join),
  },
  {
    key: 'adminPrivileges',
    title: 'Admin privileges',
    width: 160,
    render: (group) => yesNo(group.admin_privileges),
    compare: (a, b) => byFlag(a.admin_privileges, b.admin_privileges),
  },
  {
    key: 'members',
    title: 'Members',
    width: 110,
    align: 'right',
    render: (group) => group.members.length,
    compare: (a, b) => a.members.length - b.members.length,
  },
  { key: 'realm', title: 'Realm', dataIndex: 'realm', width: 110, compare: (a, b) => byText(a.realm, b.realm) },
];
