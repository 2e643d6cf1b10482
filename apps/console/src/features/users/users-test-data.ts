import { type AccessGroup, type AccessUserDetails, apiPaths } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { gateway } from '../../shared/management/queries.ts';

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

export const userUrl = (name: string) => gateway(`${apiPaths.accessUsers}/${encodeURIComponent(name)}`);

/** The reads of the users screens, each answering from the given lists. */
export function userReadHandlers(users: AccessUserDetails[] = someUsers, groups: AccessGroup[] = someGroups) {
  return [
    http.get(apiPaths.consoleUsers, () => HttpResponse.json({ users })),
    http.get(apiPaths.consoleGroups, () => HttpResponse.json({ groups })),
    ...users.map((user) => http.get(userUrl(user.username), () => HttpResponse.json(user))),
    ...users.map((user) =>
      http.get(apiPaths.principalPermissions('user', user.username), () => HttpResponse.json({ grants: [] })),
    ),
  ];
}

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });
