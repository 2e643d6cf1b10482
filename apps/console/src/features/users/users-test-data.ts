import { type AccessGroup, type AccessUserDetails, groupRoutes, permissionRoutes, userRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

export const adminDetails: AccessUserDetails = {
  username: 'admin',
  email: 'admin@example.com',
  admin: true,
  disable_ui_access: false,
  realm: 'internal',
  status: 'enabled',
  groups: ['readers'],
  last_logged_in: '2025-03-14T09:26:53Z',
  locked: false,
  password_expired: false,
};

export const devDetails: AccessUserDetails = {
  username: 'dev',
  email: 'dev@corp.example',
  admin: false,
  disable_ui_access: false,
  realm: 'internal',
  status: 'enabled',
  groups: ['readers'],
  last_logged_in: '2025-04-01T12:00:00Z',
  locked: true,
  password_expired: false,
};

export const ciDetails: AccessUserDetails = {
  username: 'ci-bot',
  email: 'ci@builds.example',
  admin: false,
  disable_ui_access: true,
  realm: 'internal',
  status: 'enabled',
  groups: [],
  last_logged_in: null,
  locked: false,
  password_expired: true,
};

export const someUsers = [adminDetails, devDetails, ciDetails];

const group = (name: string): AccessGroup => ({
  name,
  description: '',
  auto_join: false,
  admin_privileges: false,
  realm: 'internal',
  members: [],
});

export const someGroups = [group('readers'), group('developers'), group('release-managers')];

/** The reads of the users screens, each answering from the given lists; no principal holds grants. */
export function userReadHandlers(users: AccessUserDetails[] = someUsers, groups: AccessGroup[] = someGroups) {
  return [
    mockCall(userRoutes.table, () => ({ users })),
    mockCall(groupRoutes.table, () => ({ groups })),
    mockCall(
      userRoutes.get,
      ({ params }) => users.find((user) => user.username === params.name) ?? refusal(404, 'not found'),
    ),
    mockCall(permissionRoutes.principal, () => ({ grants: [] })),
  ];
}

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });
