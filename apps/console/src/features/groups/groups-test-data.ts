import { type AccessGroup, type AccessUserDetails, apiPaths } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { gateway } from '../../shared/management/queries.ts';

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

export const groupUrl = (name: string) => gateway(`${apiPaths.accessGroups}/${encodeURIComponent(name)}`);

/** The reads of the groups screens, each answering from the given lists. */
export function groupReadHandlers(groups: AccessGroup[] = someGroups, users: AccessUserDetails[] = someUsers) {
  return [
    http.get(apiPaths.consoleGroups, () => HttpResponse.json({ groups })),
    http.get(apiPaths.consoleUsers, () => HttpResponse.json({ users })),
    ...groups.map((group) => http.get(groupUrl(group.name), () => HttpResponse.json(group))),
    ...groups.map((group) =>
      http.get(apiPaths.principalPermissions('group', group.name), () => HttpResponse.json({ grants: [] })),
    ),
  ];
}

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });
