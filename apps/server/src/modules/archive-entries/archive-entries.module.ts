import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import type { BlobStore, ItemsRepository, ResolveService, StorageAccess, StorageInfoFormat } from '../storage/index.ts';
import { ArchiveEntriesRepository } from './archive-entries.repository.ts';
import { ArchiveIndexer } from './archive-indexer.ts';
import { archiveSearchRoutes } from './archive-search.routes.ts';
import { ArchiveSearchService } from './archive-search.service.ts';

/**
 * Archive entries in two steps, as storage is wired: the indexer first (storage's deploy tells it
 * of every stored file), then the search, once resolution exists to expand virtual repositories.
 */
export function createArchiveIndexer(deps: {
  db: Kysely<Database>;
  items: ItemsRepository;
  blobs: BlobStore;
  log: FastifyBaseLogger;
}) {
  const entries = new ArchiveEntriesRepository(deps.db);
  const indexer = new ArchiveIndexer({
    entries,
    items: deps.items,
    blobs: deps.blobs,
    log: deps.log,
    progress: new SettingsRepository(deps.db),
  });
  indexer.catchUp();
  return {
    indexer,
    /** The search routes, for the storage API plugin to register. */
    searchRoutes(search: { access: StorageAccess; resolve: ResolveService; format: StorageInfoFormat }) {
      return archiveSearchRoutes(new ArchiveSearchService({ entries, indexer, ...search }));
    },
  };
}
