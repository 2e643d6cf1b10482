import { type PermissionResourceType, permissionRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { AuthorizationService } from './authorization.service.ts';
import { fromLegacy, toLegacy } from './legacy-shape.ts';
import type { PermissionsService } from './permissions.service.ts';

// Path parameters arrive typed as text; the descriptors' parameter schemas admit only these values.
const resourceType = (type: string) => type as PermissionResourceType;
const principalKind = (kind: string) => kind as 'user' | 'group';

/**
 * The access service's permission calls, the console's permissions table, and the legacy
 * permission-target calls older tools and Terraform providers still send: the same permissions,
 * in the other shape.
 */
export function permissionsRoutes(permissions: PermissionsService) {
  return [
    handle(permissionRoutes.list, (request) => permissions.list(request.actor)),
    handle(permissionRoutes.create, async (request, reply) =>
      reply.code(201).send(await permissions.create(request.actor, request.body)),
    ),
    handle(permissionRoutes.get, (request) => permissions.get(request.actor, request.params.name)),
    handle(permissionRoutes.replace, (request) =>
      permissions.replace(request.actor, request.params.name, request.body),
    ),
    handle(permissionRoutes.replaceResource, (request) =>
      permissions.replaceResource(request.actor, request.params.name, resourceType(request.params.type), request.body),
    ),
    handle(permissionRoutes.removeResource, async (request, reply) => {
      await permissions.removeResource(request.actor, request.params.name, resourceType(request.params.type));
      return reply.code(204).send();
    }),
    handle(permissionRoutes.delete, async (request, reply) => {
      await permissions.delete(request.actor, request.params.name);
      return reply.code(204).send();
    }),
    handle(permissionRoutes.table, (request) => permissions.listDetails(request.actor)),
    handle(permissionRoutes.legacyList, async (request) => (await permissions.list(request.actor)).permissions),
    handle(permissionRoutes.legacyGet, async (request) =>
      toLegacy(await permissions.get(request.actor, request.params.name)),
    ),
    handle(permissionRoutes.legacyCreate, async (request, reply) => {
      await permissions.create(request.actor, fromLegacy({ ...request.body, name: request.params.name }));
      return reply.code(201).send();
    }),
    handle(permissionRoutes.legacyReplace, async (request, reply) => {
      await permissions.replace(request.actor, request.params.name, fromLegacy(request.body));
      return reply.code(200).send();
    }),
    handle(permissionRoutes.legacyDelete, async (request, reply) => {
      await permissions.delete(request.actor, request.params.name);
      return reply.code(204).send();
    }),
  ];
}

/** The console's views of who may do what: per principal, and per repository (R23.16). */
export function effectivePermissionsRoutes(authorization: AuthorizationService) {
  return [
    handle(permissionRoutes.principal, (request) =>
      authorization.grantsOf(request.actor, principalKind(request.params.kind), request.params.name),
    ),
    handle(permissionRoutes.effective, (request) =>
      authorization.effective(request.actor, resourceType(request.params.type), request.params.repoKey),
    ),
  ];
}
