import {
  effectivePermissionsSchema,
  errorEnvelopeSchema,
  type Permission,
  type PermissionResource,
  type PermissionResourceType,
  permissionListSchema,
  permissionResourceSchema,
  permissionResourceTypes,
  permissionSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthorizationService } from './authorization.service.ts';
import type { PermissionsService } from './permissions.service.ts';

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const resourceParams = {
  type: 'object',
  required: ['name', 'type'],
  properties: { ...nameParams.properties, type: { type: 'string', enum: permissionResourceTypes } },
} as const;

const errors = { '4xx': errorEnvelopeSchema };

/** Access v2 permission calls (mounted at /access and through the console gateway). */
export function permissionsRoutes(permissions: PermissionsService) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v2/permissions', { schema: { response: { 200: permissionListSchema, ...errors } } }, (request) =>
      permissions.list(request.actor),
    );
    app.post<{ Body: Permission }>(
      '/api/v2/permissions',
      { schema: { body: permissionSchema, response: { 201: permissionSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await permissions.create(request.actor, request.body)),
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/permissions/:name',
      { schema: { params: nameParams, response: { 200: permissionSchema, ...errors } } },
      (request) => permissions.get(request.actor, request.params.name),
    );
    app.put<{ Params: { name: string; type: PermissionResourceType }; Body: PermissionResource }>(
      '/api/v2/permissions/:name/:type',
      {
        schema: {
          params: resourceParams,
          body: permissionResourceSchema,
          response: { 200: permissionSchema, ...errors },
        },
      },
      (request) => permissions.replaceResource(request.actor, request.params.name, request.params.type, request.body),
    );
    app.delete<{ Params: { name: string; type: PermissionResourceType } }>(
      '/api/v2/permissions/:name/:type',
      { schema: { params: resourceParams, response: errors } },
      async (request, reply) => {
        await permissions.removeResource(request.actor, request.params.name, request.params.type);
        return reply.code(204).send();
      },
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/permissions/:name',
      { schema: { params: nameParams, response: errors } },
      async (request, reply) => {
        await permissions.delete(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
  };
}

/** `GET ui/effectivePermissions/{type}/{repoKey}`: the effective-permissions view of one repository. */
export function effectivePermissionsRoutes(authorization: AuthorizationService) {
  return async function register(app: FastifyInstance) {
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
          response: { 200: effectivePermissionsSchema, ...errors },
        },
      },
      (request) => authorization.effective(request.actor, request.params.type, request.params.repoKey),
    );
  };
}
