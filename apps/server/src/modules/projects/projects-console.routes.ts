import { licenseGates } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, projectKeyParams } from '../../lib/route-schemas.ts';
import { requireUser } from '../auth/actor.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectResourcesService } from './project-resources.service.ts';
import { PREDEFINED_ROLES } from './project-roles.ts';
import type { ProjectSettingsService } from './project-settings.service.ts';
import type { ProjectsService } from './projects.service.ts';

interface Services {
  projects: ProjectsService;
  settings: ProjectSettingsService;
  resources: ProjectResourcesService;
  licenses: LicenseInForce;
}

const assignBody = {
  type: 'object',
  required: ['projectKey', 'repositories'],
  properties: {
    projectKey: { type: 'string', minLength: 1, maxLength: 64 },
    repositories: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

/**
 * The console's project calls (shell.md §7, "Projects and scanner"), under /ui/api/v1: the
 * projects, roles, environments and users and groups the project screens list, the resources no
 * project holds, moving repositories into a project, and the project limit (R28.058, R28.059,
 * R28.064–R28.068, R28.070, R28.137; their shapes are decided in docs/decisions.md). The
 * environment lists name platform environments, so they stay open; the rest belongs to projects
 * and sits behind the projects licence gate.
 */
export function projectsConsoleRoutes({ projects, settings, resources, licenses }: Services) {
  return async function register(app: FastifyInstance) {
    app.get('/access/environments', { schema: { response: errorResponses } }, (request) =>
      settings.globalEnvironments(request.actor),
    );
    app.get('/ui/v2/release_bundle/environments/all', { schema: { response: errorResponses } }, (request) =>
      settings.allEnvironments(request.actor),
    );
    await app.register(async (project) => {
      project.addHook('onRequest', licenseGateHook(licenses, licenseGates.projects));
      projectCalls(project, { projects, settings, resources });
    });
  };
}

/** The console's calls of the project screens. */
function projectCalls(app: FastifyInstance, { projects, settings, resources }: Omit<Services, 'licenses'>) {
  for (const path of ['/projects', '/access/projects']) {
    app.get(path, { schema: { response: errorResponses } }, (request) => projects.list(request.actor));
  }
  app.get<{ Querystring: { projectKey?: string } }>(
    '/roles',
    {
      schema: {
        querystring: { type: 'object', properties: { projectKey: { type: 'string', maxLength: 64 } } },
        response: errorResponses,
      },
    },
    async (request) => {
      const { projectKey } = request.query;
      if (projectKey) return settings.roles(request.actor, projectKey);
      requireUser(request.actor);
      return PREDEFINED_ROLES;
    },
  );
  app.get<{ Querystring: { type?: 'users' | 'groups' } }>(
    '/access/entities',
    {
      schema: {
        querystring: { type: 'object', properties: { type: { type: 'string', enum: ['users', 'groups'] } } },
        response: errorResponses,
      },
    },
    (request) => resources.entities(request.actor, request.query.type),
  );
  app.get('/ui/projects/unassigned/statistics', { schema: { response: errorResponses } }, (request) =>
    resources.unassignedStatistics(request.actor),
  );
  app.post<{ Body: { projectKey: string; repositories: string[] } }>(
    '/projects/resources/assign',
    { schema: { body: assignBody, response: errorResponses } },
    async (request, reply) => {
      await resources.assign(request.actor, request.body.projectKey, request.body.repositories);
      return reply.code(204).send();
    },
  );
  app.get('/projects/limit', { schema: { response: errorResponses } }, (request) => resources.limit(request.actor));
}

const attachParams = {
  type: 'object',
  required: ['repo', 'key'],
  properties: { repo: { type: 'string', minLength: 1, maxLength: 64 }, ...projectKeyParams.properties },
} as const;

/**
 * The access service's attach calls (jfrog-wire-compat §7): a repository joins a project, or
 * leaves it, behind the projects licence gate. Mounted at /access and through the console gateway.
 */
export function projectAttachRoutes(resources: ProjectResourcesService, licenses: LicenseInForce) {
  return async function register(app: FastifyInstance) {
    app.addHook('onRequest', licenseGateHook(licenses, licenseGates.projects));
    app.put<{ Params: { repo: string; key: string } }>(
      '/api/v1/projects/_/attach/repositories/:repo/:key',
      { schema: { params: attachParams, response: errorResponses } },
      async (request, reply) => {
        await resources.assign(request.actor, request.params.key, [request.params.repo]);
        return reply.code(204).send();
      },
    );
    app.delete<{ Params: { repo: string } }>(
      '/api/v1/projects/_/attach/repositories/:repo',
      {
        schema: {
          params: { type: 'object', required: ['repo'], properties: { repo: attachParams.properties.repo } },
          response: errorResponses,
        },
      },
      async (request, reply) => {
        await resources.unassign(request.actor, request.params.repo);
        return reply.code(204).send();
      },
    );
  };
}
