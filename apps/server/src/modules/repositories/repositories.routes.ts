import {
  findPackageType,
  type RepositoryClass,
  type RepositoryConfig,
  repositoryClasses,
  repositoryConfigSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { RepositoriesService } from './repositories.service.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: repositoryClasses },
    packageType: { type: 'string', maxLength: 64 },
    project: { type: 'string', maxLength: 64 },
  },
} as const;

const summaries = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'type', 'description', 'packageType'],
    properties: {
      key: { type: 'string' },
      type: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
      packageType: { type: 'string' },
    },
  },
} as const;

// An update may leave out anything, the kind included.
const updateSchema = { ...repositoryConfigSchema, required: [] } as const;

/**
 * Artifactory's repository calls (jfrog-wire-compat §1.8), mounted at /artifactory and through the
 * console gateway. Create is `PUT`, update `POST`; both answer 200 with a line of text, as the
 * JFrog CLI and the Terraform provider expect.
 */
export function repositoriesRoutes(repositories: RepositoriesService) {
  return async function register(app: FastifyInstance) {
    app.get<{ Querystring: { type?: RepositoryClass; packageType?: string; project?: string } }>(
      '/api/repositories',
      { schema: { querystring: listQuery, response: { 200: summaries, ...errorResponses } } },
      (request) => {
        const { type, packageType, project } = request.query;
        return repositories.list(request.actor, {
          ...(type ? { rclass: type } : {}),
          ...(packageType ? { packageType: findPackageType(packageType)?.value ?? packageType } : {}),
          ...(project !== undefined ? { projectKey: project } : {}),
        });
      },
    );
    app.get<{ Params: { key: string } }>(
      '/api/repositories/:key',
      { schema: { params: keyParams, response: errorResponses } },
      (request) => repositories.get(request.actor, request.params.key),
    );
    app.put<{ Params: { key: string }; Body: RepositoryConfig }>(
      '/api/repositories/:key',
      { schema: { params: keyParams, body: repositoryConfigSchema, response: errorResponses } },
      async (request, reply) => {
        await repositories.create(request.actor, request.params.key, request.body);
        return reply.type('text/plain').send(`Successfully created repository '${request.params.key}'`);
      },
    );
    app.post<{ Params: { key: string }; Body: Partial<RepositoryConfig> }>(
      '/api/repositories/:key',
      { schema: { params: keyParams, body: updateSchema, response: errorResponses } },
      async (request, reply) => {
        await repositories.update(request.actor, request.params.key, request.body);
        return reply.type('text/plain').send(`Repository '${request.params.key}' update successful.`);
      },
    );
    app.delete<{ Params: { key: string } }>(
      '/api/repositories/:key',
      { schema: { params: keyParams, response: errorResponses } },
      async (request, reply) =>
        reply.type('text/plain').send(await repositories.delete(request.actor, request.params.key)),
    );
  };
}

/**
 * R28.138: `GET ui/admin/repositories/{local|remote|federated}/info`, the console's rows of one
 * kind for administrators (O11: the shape is not shown; this one carries what a table needs).
 */
export function repositoriesInfoRoute(repositories: RepositoriesService) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { kind: 'local' | 'remote' | 'federated' } }>(
      '/admin/repositories/:kind/info',
      {
        schema: {
          params: {
            type: 'object',
            required: ['kind'],
            properties: { kind: { type: 'string', enum: ['local', 'remote', 'federated'] } },
          },
          response: errorResponses,
        },
      },
      (request) => repositories.info(request.actor, request.params.kind),
    );
  };
}
