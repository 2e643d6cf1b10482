import {
  BUILD_INFO_MEDIA_TYPE,
  type BuildInfo,
  type BuildPatternsRequest,
  buildInfoSchema,
  buildPatternsRequestSchema,
  type DeleteBuildsRequest,
  deleteBuildsRequestSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { BuildsService } from './builds.service.ts';

/** Build info documents of large builds run to megabytes. */
const BUILD_INFO_BODY_LIMIT = 32 * 1024 * 1024;

const projectQuery = { type: 'object', properties: { project: { type: 'string', maxLength: 64 } } } as const;
const segment = { type: 'string', minLength: 1, maxLength: 256 } as const;

type ProjectQuery = { Querystring: { project?: string } };

/** Artifactory's build calls (jfrog-wire-compat §1.9), mounted at /artifactory and through the gateway. */
export function buildsRoutes(builds: BuildsService) {
  return async function register(app: FastifyInstance) {
    // The CLI publishes with the platform's own JSON media type.
    app.addContentTypeParser(
      BUILD_INFO_MEDIA_TYPE,
      { parseAs: 'string', bodyLimit: BUILD_INFO_BODY_LIMIT },
      app.getDefaultJsonParser('error', 'error'),
    );
    app.put<ProjectQuery & { Body: BuildInfo }>(
      '/api/build',
      {
        bodyLimit: BUILD_INFO_BODY_LIMIT,
        schema: { querystring: projectQuery, body: buildInfoSchema, response: errorResponses },
      },
      async (request, reply) => {
        await builds.publish(request.actor, request.body, request.query.project);
        return reply.code(204).send();
      },
    );
    app.get<ProjectQuery>(
      '/api/build',
      { schema: { querystring: projectQuery, response: errorResponses } },
      (request) => builds.list(request.actor, request.query.project),
    );
    app.get<ProjectQuery & { Params: { name: string } }>(
      '/api/build/:name',
      {
        schema: {
          querystring: projectQuery,
          params: { type: 'object', required: ['name'], properties: { name: segment } },
          response: errorResponses,
        },
      },
      (request) => builds.runs(request.actor, request.params.name, request.query.project),
    );
    app.get<ProjectQuery & { Params: { name: string; number: string } }>(
      '/api/build/:name/:number',
      {
        schema: {
          querystring: projectQuery,
          params: { type: 'object', required: ['name', 'number'], properties: { name: segment, number: segment } },
          response: errorResponses,
        },
      },
      (request) => builds.get(request.actor, request.params.name, request.params.number, request.query.project),
    );
    app.post<{ Body: DeleteBuildsRequest }>(
      '/api/build/delete',
      { schema: { body: deleteBuildsRequestSchema, response: errorResponses } },
      async (request, reply) => {
        await builds.delete(request.actor, request.body);
        return reply.type('text/plain').send('Builds deleted');
      },
    );
  };
}

/** The console's build calls under /ui/api/v1/ui: build names (R28.135) and pattern matches (R28.134). */
export function buildsConsoleRoutes(builds: BuildsService) {
  return async function register(app: FastifyInstance) {
    app.get('/builds/names', { schema: { response: errorResponses } }, (request) => builds.names(request.actor));
    app.post<{ Body: BuildPatternsRequest }>(
      '/permissiontargets/buildPatterns',
      { schema: { body: buildPatternsRequestSchema, response: errorResponses } },
      (request) => builds.matching(request.actor, request.body),
    );
  };
}
