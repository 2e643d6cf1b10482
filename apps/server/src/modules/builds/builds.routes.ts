import { BUILD_INFO_MEDIA_TYPE, BUILD_PROMOTION_MEDIA_TYPE, buildRoutes } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { handle, registerRoutes } from '../../lib/routes.ts';
import type { BuildsService } from './builds.service.ts';

/** Build info documents of large builds run to megabytes. */
const BUILD_INFO_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Artifactory's build calls (jfrog-wire-compat §1.9), for clients and through the gateway, in a
 * scope that reads the platform's own JSON media type as JSON.
 */
export function buildsRoutes(builds: BuildsService) {
  const bindings = [
    handle(
      buildRoutes.publish,
      async (request, reply) => {
        await builds.publish(request.actor, request.body, request.query.project);
        return reply.code(204).send();
      },
      { bodyLimit: BUILD_INFO_BODY_LIMIT },
    ),
    handle(buildRoutes.list, (request) => builds.list(request.actor, request.query)),
    handle(buildRoutes.runs, (request) => builds.runs(request.actor, request.params.name, request.query)),
    handle(buildRoutes.get, (request) =>
      builds.get(request.actor, request.params.name, request.params.number, request.query),
    ),
    handle(buildRoutes.delete, async (request, reply) => {
      await builds.delete(request.actor, request.body);
      return reply.type('text/plain').send('Builds deleted');
    }),
    handle(buildRoutes.promote, (request) =>
      builds.promote(request.actor, request.params.name, request.params.number, request.body, request.query.project),
    ),
    handle(buildRoutes.retention, async (request, reply) => {
      await builds.discardOld(request.actor, request.params.name, request.body, request.query.project);
      return reply.code(204).send();
    }),
    handle(buildRoutes.scan, (request) => builds.scan(request.actor, request.body)),
  ];
  return async function register(app: FastifyInstance) {
    // The CLI publishes and promotes with the platform's own JSON media types.
    app.addContentTypeParser(
      BUILD_INFO_MEDIA_TYPE,
      { parseAs: 'string', bodyLimit: BUILD_INFO_BODY_LIMIT },
      app.getDefaultJsonParser('error', 'error'),
    );
    app.addContentTypeParser(
      BUILD_PROMOTION_MEDIA_TYPE,
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );
    registerRoutes(app, bindings);
  };
}

/** The console's build calls: build names (R28.135) and pattern matches (R28.134). */
export function buildsConsoleRoutes(builds: BuildsService) {
  return [
    handle(buildRoutes.names, (request) => builds.names(request.actor)),
    handle(buildRoutes.matching, (request) => builds.matching(request.actor, request.body)),
  ];
}
