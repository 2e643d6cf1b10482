import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import { groupsRoutes } from '../groups/groups.routes.ts';
import { GroupsService } from '../groups/groups.service.ts';
import { legacyGroupsRoutes } from '../groups/legacy-groups.routes.ts';
import { AuthorizationService } from './authorization.service.ts';
import { effectivePermissionsRoutes, permissionsRoutes } from './permissions.routes.ts';
import { PermissionsService } from './permissions.service.ts';

/**
 * Who may do what: groups, permissions in their Access and legacy shapes, and the authorization
 * every other module asks "may this actor do this there?".
 */
export function createAccess(platform: Platform) {
  const { directory, publicUrl } = platform;
  const repositories = {
    kindOf: async (key: string) => (await directory.repositories.identity(key))?.rclass,
    storedKey: async (key: string) => (await directory.repositories.identity(key))?.key,
  };
  const groups = new GroupsService({
    groups: directory.groups,
    users: directory.users,
    permissions: directory.permissions,
    uri: (name) => `${publicUrl}/access/api/v2/groups/${encodeURIComponent(name)}`,
  });
  const permissions = new PermissionsService({
    permissions: directory.permissions,
    users: directory.users,
    groups: directory.groups,
    repositories,
    uri: (name) => `${publicUrl}/access/api/v2/permissions/${encodeURIComponent(name)}`,
  });
  const authorization = new AuthorizationService({
    permissions: directory.permissions,
    groups: directory.groups,
    users: directory.users,
    security: platform.security,
    repositories,
  });
  const module: ServerModule = {
    name: 'access',
    routes: [
      ...groupsRoutes(groups),
      ...legacyGroupsRoutes(
        groups,
        (name) => `${publicUrl}/artifactory/api/security/groups/${encodeURIComponent(name)}`,
      ),
      ...permissionsRoutes(permissions),
      ...effectivePermissionsRoutes(authorization),
    ],
  };
  return { module, authorization };
}
