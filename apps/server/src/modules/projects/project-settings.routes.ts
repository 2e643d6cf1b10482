import {
  type Environment,
  licenseGates,
  type ProjectRoleDefinition,
  projectRoleRequestSchema,
  projectRoleSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, nameParams, projectKeyParams } from '../../lib/route-schemas.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectSettingsService } from './project-settings.service.ts';

type RoleBody = Omit<ProjectRoleDefinition, 'type' | 'description'> & { description?: string };

const keyParams = projectKeyParams;

const keyAndNameParams = {
  type: 'object',
  required: ['key', 'name'],
  properties: { ...keyParams.properties, ...nameParams.properties },
} as const;

// The pattern is checked by the service, so a bad name gets the readable message.
const environmentBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const environmentList = {
  type: 'array',
  items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
} as const;

const environmentSchema = environmentList.items;

/**
 * Environments (`/access/api/v1/environments`, `/{key}/environments`) and project roles
 * (`/{key}/roles`), mounted at /access and through the console gateway. The global environments
 * belong to the platform, not to projects, so only a project's own calls sit behind the projects
 * licence gate.
 */
export function projectSettingsRoutes(settings: ProjectSettingsService, licenses: LicenseInForce) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v1/environments', { schema: { response: { 200: environmentList, ...errorResponses } } }, (request) =>
      settings.globalEnvironments(request.actor),
    );
    app.post<{ Body: Environment }>(
      '/api/v1/environments',
      { schema: { body: environmentBody, response: { 201: environmentSchema, ...errorResponses } } },
      async (request, reply) =>
        reply.code(201).send(await settings.createGlobalEnvironment(request.actor, request.body.name)),
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v1/environments/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await settings.deleteGlobalEnvironment(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
    await app.register(async (project) => {
      project.addHook('onRequest', licenseGateHook(licenses, licenseGates.projects));
      projectScopedRoutes(project, settings);
    });
  };
}

/** A project's own environments and roles, `/api/v1/projects/{key}/…`. */
function projectScopedRoutes(app: FastifyInstance, settings: ProjectSettingsService) {
  app.get<{ Params: { key: string } }>(
    '/api/v1/projects/:key/environments',
    { schema: { params: keyParams, response: { 200: environmentList, ...errorResponses } } },
    (request) => settings.environments(request.actor, request.params.key),
  );
  app.post<{ Params: { key: string }; Body: Environment }>(
    '/api/v1/projects/:key/environments',
    {
      schema: { params: keyParams, body: environmentBody, response: { 201: environmentSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await settings.createEnvironment(request.actor, request.params.key, request.body.name)),
  );
  app.delete<{ Params: { key: string; name: string } }>(
    '/api/v1/projects/:key/environments/:name',
    { schema: { params: keyAndNameParams, response: errorResponses } },
    async (request, reply) => {
      await settings.deleteEnvironment(request.actor, request.params.key, request.params.name);
      return reply.code(204).send();
    },
  );
  app.get<{ Params: { key: string } }>(
    '/api/v1/projects/:key/roles',
    {
      schema: {
        params: keyParams,
        response: { 200: { type: 'array', items: projectRoleSchema }, ...errorResponses },
      },
    },
    (request) => settings.roles(request.actor, request.params.key),
  );
  app.get<{ Params: { key: string; name: string } }>(
    '/api/v1/projects/:key/roles/:name',
    { schema: { params: keyAndNameParams, response: { 200: projectRoleSchema, ...errorResponses } } },
    (request) => settings.role(request.actor, request.params.key, request.params.name),
  );
  app.post<{ Params: { key: string }; Body: RoleBody }>(
    '/api/v1/projects/:key/roles',
    {
      schema: {
        params: keyParams,
        body: projectRoleRequestSchema,
        response: { 201: projectRoleSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await settings.createRole(request.actor, request.params.key, request.body)),
  );
  app.put<{ Params: { key: string; name: string }; Body: RoleBody }>(
    '/api/v1/projects/:key/roles/:name',
    {
      schema: {
        params: keyAndNameParams,
        body: projectRoleRequestSchema,
        response: { 200: projectRoleSchema, ...errorResponses },
      },
    },
    (request) => settings.updateRole(request.actor, request.params.key, request.params.name, request.body),
  );
  app.delete<{ Params: { key: string; name: string } }>(
    '/api/v1/projects/:key/roles/:name',
    { schema: { params: keyAndNameParams, response: errorResponses } },
    async (request, reply) => {
      await settings.deleteRole(request.actor, request.params.key, request.params.name);
      return reply.code(204).send();
    },
  );
}
