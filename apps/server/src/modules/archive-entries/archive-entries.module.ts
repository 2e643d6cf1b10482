import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PeriodicTask } from '../jobs/scheduler.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import type { BlobStore, ItemsRepository, ResolveService, StorageAccess, StorageInfoFormat } from '../storage/index.ts';
import { ArchiveEntriesRepository } from './archive-entries.repository.ts';
import { ArchiveIndexer } from './archive-indexer.ts';
import { archiveSearchRoutes } from './archive-search.routes.ts';
import { ArchiveSearchService } from './archive-search.service.ts';

/** How often a node looks for archives whose entries were never read (one stopped with some queued). */
const CATCH_UP_EVERY_MS = 10 * 60_000;

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
  return {
    indexer,
    /**
     * Reading the archives stored without their entries read: at start and every ten minutes, by
     * one node of a cluster for all (a node killed with uploads queued leaves them to the next turn).
     */
    catchUpTask: {
      name: 'read unread archives',
      everyMs: CATCH_UP_EVERY_MS,
      scope: 'cluster',
      atStart: true,
      run: () => {
        indexer.catchUp();
        return indexer.idle();
      },
    } satisfies PeriodicTask,
    /** The search routes, for the storage API plugin to register. */
    searchRoutes(search: { access: StorageAccess; resolve: ResolveService; format: StorageInfoFormat }) {
      return archiveSearchRoutes(new ArchiveSearchService({ entries, indexer, ...search }));
    },
  };
}
