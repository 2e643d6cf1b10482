import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { pypiRoutes } from './pypi.routes.ts';
import { PypiService } from './pypi.service.ts';

/** PyPI repositories wired together: a plugin to register, serving their calls at `/artifactory/api/pypi`. */
export function createPypi(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FormatStorage;
  log: FastifyBaseLogger;
}) {
  const pypi = new PypiService({
    storage: deps.storage,
    index: new PackageIndex(deps.db),
    log: deps.log,
    dialect: deps.dialect,
  });
  return pypiRoutes({ pypi, blobs: deps.storage.blobs, downloads: deps.storage.downloads });
}
