import { type AccessGroup, type AccessUserDetails, groupRoutes, permissionRoutes, userRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

export const readers: AccessGroup = {
  name: 'readers',
  description: 'Everyone who reads packages',
  auto_join: true,
  admin_privileges: false,
  realm: 'internal',
  members: ['admin', 'dev'],
};

export const operators: AccessGroup = {
  name: 'operators',
  description: 'Run the platform',
  auto_join: false,
  admin_privileges: true,
  realm: 'internal',
  members: ['ops'],
};

export const someGroups = [readers, operators];

const user = (username: string): AccessUserDetails => ({
  username,
  email: `${username}@example.com`,
  admin: false,
  disable_ui_access: false,
  realm: 'internal',
  status: 'enabled',
  groups: [],
  last_logged_in: null,
  locked: false,
  password_expired: false,
});

export const someUsers = ['admin', 'dev', 'ops', 'qa'].map(user);

/** The reads of the groups screens, each answering from the given lists; no principal holds grants. */
export function groupReadHandlers(groups: AccessGroup[] = someGroups, users: AccessUserDetails[] = someUsers) {
  return [
    mockCall(groupRoutes.table, () => ({ groups })),
    mockCall(userRoutes.table, () => ({ users })),
    mockCall(
      groupRoutes.get,
      ({ params }) => groups.find((group) => group.name === params.name) ?? refusal(404, 'not found'),
    ),
    mockCall(permissionRoutes.principal, () => ({ grants: [] })),
  ];
}

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });
