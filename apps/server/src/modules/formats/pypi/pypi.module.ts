import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DataChanges } from '../../../db/data-changes.ts';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { CachedSimplePages } from './cached-simple-pages.ts';
import { pypiRoutes } from './pypi.routes.ts';
import { PACKAGE_TYPE, PypiService } from './pypi.service.ts';
import { RenderedPages } from './rendered-pages.ts';
import { SimplePageStamps } from './simple-page-stamps.ts';

/** PyPI repositories wired together: a plugin to register, serving their calls at `/artifactory/api/pypi`. */
export function createPypi(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  changes: DataChanges;
  storage: FormatStorage;
  log: FastifyBaseLogger;
}) {
  const pypi = new PypiService({
    storage: deps.storage,
    index: new PackageIndex(deps.db),
    log: deps.log,
    dialect: deps.dialect,
  });
  const pages = new CachedSimplePages({
    pypi,
    stamps: new SimplePageStamps(deps.db, deps.changes),
    pages: new RenderedPages(),
  });
  // Deploys through the plain artifact routes too: one over a listed file changes its page.
  deps.storage.hooks.register(PACKAGE_TYPE, {
    deployed: (_actor, _repository, item) => pages.deployed(item),
    deleted: (_actor, repository, path) => pypi.deleted(repository.key, path),
  });
  return pypiRoutes({ pypi, pages, blobs: deps.storage.blobs, downloads: deps.storage.downloads });
}
