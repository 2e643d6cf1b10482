import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ServerModule } from '../../server-module.ts';
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
  const module: ServerModule = {
    name: 'micro-frontends',
    /** The shipped builds are registered before anything is served. */
    start: async () => {
      for (const { name, problem } of await service.registerBundled(await findBundled(deps.dir, deps.log))) {
        deps.log.warn({ microfrontend: name }, `bundled micro-frontend '${name}' skipped: ${problem}`);
      }
    },
    routes: microfrontendsRoutes(service),
    scoped: [microfrontendFilesRoute((name) => service.bundled(name))],
  };
  return { module, service };
}
