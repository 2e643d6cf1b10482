import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { findBundled } from './bundled-microfrontends.ts';
import { microfrontendFilesRoute } from './microfrontend-files.ts';
import { MicrofrontendsRepository } from './microfrontends.repository.ts';
import { microfrontendsRoutes } from './microfrontends.routes.ts';
import { MicrofrontendsService } from './microfrontends.service.ts';

/**
 * Micro-frontends: the registry the console mounts screen groups from, the builds the server
 * ships (registered at start from `dir`) and their files.
 */
export function createMicrofrontends(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  dir: string;
  audit: Logger;
  log: FastifyBaseLogger;
}) {
  const service = new MicrofrontendsService({
    registry: new MicrofrontendsRepository(deps.db, deps.dialect),
    audit: deps.audit,
  });
  return {
    service,
    /** Registers the shipped builds, then the calls and the file route. */
    async register(server: FastifyInstance) {
      for (const { name, problem } of await service.registerBundled(await findBundled(deps.dir, deps.log))) {
        deps.log.warn({ microfrontend: name }, `bundled micro-frontend '${name}' skipped: ${problem}`);
      }
      registerRoutes(server, microfrontendsRoutes(service));
      await server.register(microfrontendFilesRoute((name) => service.bundled(name)));
    },
  };
}
