import {
  effectivePermissionsSchema,
  type LegacyPermission,
  legacyPermissionSchema,
  type Permission,
  type PermissionResource,
  type PermissionResourceType,
  permissionDetailsListSchema,
  permissionListSchema,
  permissionResourceSchema,
  permissionResourceTypes,
  permissionSchema,
  principalPermissionsSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, nameParams } from '../../lib/route-schemas.ts';
import type { AuthorizationService } from './authorization.service.ts';
import { fromLegacy, toLegacy } from './legacy-shape.ts';
import type { PermissionsService } from './permissions.service.ts';

const resourceParams = {
  type: 'object',
  required: ['name', 'type'],
  properties: { ...nameParams.properties, type: { type: 'string', enum: permissionResourceTypes } },
} as const;

/** Access v2 permission calls (mounted at /access and through the console gateway). */
export function permissionsRoutes(permissions: PermissionsService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/v2/permissions',
      { schema: { response: { 200: permissionListSchema, ...errorResponses } } },
      (request) => permissions.list(request.actor),
    );
    app.post<{ Body: Permission }>(
      '/api/v2/permissions',
      { schema: { body: permissionSchema, response: { 201: permissionSchema, ...errorResponses } } },
      async (request, reply) => reply.code(201).send(await permissions.create(request.actor, request.body)),
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/permissions/:name',
      { schema: { params: nameParams, response: { 200: permissionSchema, ...errorResponses } } },
      (request) => permissions.get(request.actor, request.params.name),
    );
    app.put<{ Params: { name: string }; Body: Permission }>(
      '/api/v2/permissions/:name',
      {
        schema: { params: nameParams, body: permissionSchema, response: { 200: permissionSchema, ...errorResponses } },
      },
      (request) => permissions.replace(request.actor, request.params.name, request.body),
    );
    app.put<{ Params: { name: string; type: PermissionResourceType }; Body: PermissionResource }>(
      '/api/v2/permissions/:name/:type',
      {
        schema: {
          params: resourceParams,
          body: permissionResourceSchema,
          response: { 200: permissionSchema, ...errorResponses },
        },
      },
      (request) => permissions.replaceResource(request.actor, request.params.name, request.params.type, request.body),
    );
    app.delete<{ Params: { name: string; type: PermissionResourceType } }>(
      '/api/v2/permissions/:name/:type',
      { schema: { params: resourceParams, response: errorResponses } },
      async (request, reply) => {
        await permissions.removeResource(request.actor, request.params.name, request.params.type);
        return reply.code(204).send();
      },
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/permissions/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await permissions.delete(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
  };
}

/** `GET ui/permissions`: the console's permissions table, every permission in full. */
export function permissionsTableRoute(permissions: PermissionsService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/permissions',
      { schema: { response: { 200: permissionDetailsListSchema, ...errorResponses } } },
      (request) => permissions.listDetails(request.actor),
    );
  };
}

/**
 * `GET ui/effectivePermissions/{type}/{repoKey}`: the effective-permissions view of one repository;
 * `GET ui/principalPermissions/{user|group}/{name}`: the same per principal.
 */
export function effectivePermissionsRoutes(authorization: AuthorizationService) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { kind: 'user' | 'group'; name: string } }>(
      '/principalPermissions/:kind/:name',
      {
        schema: {
          params: {
            type: 'object',
            required: ['kind', 'name'],
            properties: { kind: { type: 'string', enum: ['user', 'group'] }, ...nameParams.properties },
          },
          response: { 200: principalPermissionsSchema, ...errorResponses },
        },
      },
      (request) => authorization.grantsOf(request.actor, request.params.kind, request.params.name),
    );
    app.get<{ Params: { type: PermissionResourceType; repoKey: string } }>(
      '/effectivePermissions/:type/:repoKey',
      {
        schema: {
          params: {
            type: 'object',
            required: ['type', 'repoKey'],
            properties: {
              type: { type: 'string', enum: permissionResourceTypes },
              repoKey: { type: 'string', minLength: 1, maxLength: 256 },
            },
          },
          response: { 200: effectivePermissionsSchema, ...errorResponses },
        },
      },
      (request) => authorization.effective(request.actor, request.params.type, request.params.repoKey),
    );
  };
}

const legacyList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'uri'],
    properties: { name: { type: 'string' }, uri: { type: 'string' } },
  },
} as const;

/**
 * The legacy permission-target calls (`/artifactory/api/v2/security/permissions`), which older
 * tools and Terraform providers still send: the same permissions, in the other shape.
 */
export function legacyPermissionsRoutes(permissions: PermissionsService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/v2/security/permissions',
      { schema: { response: { 200: legacyList, ...errorResponses } } },
      async (request) => (await permissions.list(request.actor)).permissions,
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/security/permissions/:name',
      { schema: { params: nameParams, response: { 200: legacyPermissionSchema, ...errorResponses } } },
      async (request) => toLegacy(await permissions.get(request.actor, request.params.name)),
    );
    app.post<{ Params: { name: string }; Body: LegacyPermission }>(
      '/api/v2/security/permissions/:name',
      { schema: { params: nameParams, body: legacyPermissionSchema, response: errorResponses } },
      async (request, reply) => {
        await permissions.create(request.actor, fromLegacy({ ...request.body, name: request.params.name }));
        return reply.code(201).send();
      },
    );
    app.put<{ Params: { name: string }; Body: LegacyPermission }>(
      '/api/v2/security/permissions/:name',
      { schema: { params: nameParams, body: legacyPermissionSchema, response: errorResponses } },
      async (request, reply) => {
        await permissions.replace(request.actor, request.params.name, fromLegacy(request.body));
        return reply.code(200).send();
      },
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/security/permissions/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await permissions.delete(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
  };
}
