import {
  licenseGates,
  type ProjectMember,
  type ProjectRequest,
  projectMemberSchema,
  projectMembersSchema,
  projectRequestSchema,
  projectSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, projectKeyParams } from '../../lib/route-schemas.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectsService } from './projects.service.ts';

const keyParams = projectKeyParams;

const memberParams = {
  type: 'object',
  required: ['key', 'name'],
  properties: { ...keyParams.properties, name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** Users and groups are members the same way, under `/{key}/users` and `/{key}/groups`. */
const MEMBER_KINDS = [
  ['users', 'user'],
  ['groups', 'group'],
] as const;

/**
 * The access service's project calls (mounted at /access and through the console gateway); a
 * licence below the projects gate refuses them all.
 */
export function projectsRoutes(projects: ProjectsService, licenses: LicenseInForce) {
  return async function register(app: FastifyInstance) {
    app.addHook('onRequest', licenseGateHook(licenses, licenseGates.projects));
    app.get(
      '/api/v1/projects',
      { schema: { response: { 200: { type: 'array', items: projectSchema }, ...errorResponses } } },
      (request) => projects.list(request.actor),
    );
    app.post<{ Body: ProjectRequest }>(
      '/api/v1/projects',
      { schema: { body: projectRequestSchema, response: { 201: projectSchema, ...errorResponses } } },
      async (request, reply) => reply.code(201).send(await projects.create(request.actor, request.body)),
    );
    app.get<{ Params: { key: string } }>(
      '/api/v1/projects/:key',
      { schema: { params: keyParams, response: { 200: projectSchema, ...errorResponses } } },
      (request) => projects.get(request.actor, request.params.key),
    );
    app.put<{ Params: { key: string }; Body: ProjectRequest }>(
      '/api/v1/projects/:key',
      {
        schema: { params: keyParams, body: projectRequestSchema, response: { 200: projectSchema, ...errorResponses } },
      },
      (request) => projects.update(request.actor, request.params.key, request.body),
    );
    for (const [segment, kind] of MEMBER_KINDS) {
      app.get<{ Params: { key: string } }>(
        `/api/v1/projects/:key/${segment}`,
        { schema: { params: keyParams, response: { 200: projectMembersSchema, ...errorResponses } } },
        (request) => projects.members(request.actor, request.params.key, kind),
      );
      app.get<{ Params: { key: string; name: string } }>(
        `/api/v1/projects/:key/${segment}/:name`,
        { schema: { params: memberParams, response: { 200: projectMemberSchema, ...errorResponses } } },
        (request) => projects.member(request.actor, request.params.key, kind, request.params.name),
      );
      app.put<{ Params: { key: string; name: string }; Body: ProjectMember }>(
        `/api/v1/projects/:key/${segment}/:name`,
        {
          schema: {
            params: memberParams,
            body: projectMemberSchema,
            response: { 200: projectMemberSchema, ...errorResponses },
          },
        },
        (request) =>
          projects.setMember(request.actor, request.params.key, kind, { ...request.body, name: request.params.name }),
      );
      app.delete<{ Params: { key: string; name: string } }>(
        `/api/v1/projects/:key/${segment}/:name`,
        { schema: { params: memberParams, response: errorResponses } },
        async (request, reply) => {
          await projects.removeMember(request.actor, request.params.key, kind, request.params.name);
          return reply.code(204).send();
        },
      );
    }
    app.delete<{ Params: { key: string } }>(
      '/api/v1/projects/:key',
      { schema: { params: keyParams, response: errorResponses } },
      async (request, reply) => {
        await projects.delete(request.actor, request.params.key);
        return reply.code(204).send();
      },
    );
  };
}
