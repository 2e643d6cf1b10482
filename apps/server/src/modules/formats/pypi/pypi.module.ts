import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { pypiRoutes } from './pypi.routes.ts';
import { PypiService } from './pypi.service.ts';

/** PyPI repositories wired together; mount their routes at `/artifactory/api/pypi`. */
export function createPypi(deps: { db: Kysely<Database>; storage: FormatStorage; log: FastifyBaseLogger }) {
  const pypi = new PypiService({ storage: deps.storage, index: new PackageIndex(deps.db), log: deps.log });
  return pypiRoutes({ pypi, blobs: deps.storage.blobs, downloads: deps.storage.downloads });
}
