import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { BlobStoreConfig } from '../../config.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import type { DatabaseHandle, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ChangeListeners } from '../../lib/change-listeners.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import type { ServerModule } from '../../server-module.ts';
import { createArchiveIndexer } from '../archive-entries/archive-entries.module.ts';
import { IndexingDeployService } from '../archive-entries/indexing-deploy.service.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import type { RepositoriesRepository } from '../repositories/repositories.repository.ts';
import { artifactsRoutes } from './artifacts.routes.ts';
import { type ArtifactBuildsLookup, artifactsConsoleRoutes } from './artifacts-console.routes.ts';
import { BlobCollector } from './blob-collector.ts';
import { BrowseService } from './browse.service.ts';
import { DownloadCounter } from './download-counter.ts';
import { FormatHooksRegistry } from './format-hooks.ts';
import { ItemChangesService } from './item-changes.service.ts';
import { ItemsRepository } from './items.repository.ts';
import { openBlobStore } from './open-blob-store.ts';
import { PendingChecksums } from './pending-checksums.ts';
import { RemoteFetcher } from './remote-fetcher.ts';
import { ResolveService } from './resolve.service.ts';
import { StorageAccess } from './storage-access.ts';
import { storageApiRoutes, storageApiScope } from './storage-api.routes.ts';
import type { StorageChange } from './storage-events.ts';
import { StorageInfoFormat } from './storage-info.ts';
import { StorageSearchRepository } from './storage-searches.repository.ts';
import { storageSearchRoutesOf } from './storage-searches.routes.ts';
import { StorageSearchService } from './storage-searches.service.ts';
import { StorageSummaryService } from './storage-summary.service.ts';

export interface StorageDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  changes: DataChanges;
  /** Its locks hold across the nodes of a cluster (ADR 029). */
  database: Pick<DatabaseHandle, 'locks'>;
  dataDir: string;
  /** Where blobs live: the data dir, or an S3 bucket (`ARCA_BLOB_STORE`). */
  blobStore: BlobStoreConfig;
  /** This node's id: what it leaves in transit in a shared bucket is its own to sweep. */
  nodeId: string;
  repositories: RepositoriesRepository;
  authorization: AuthorizationService;
  box: SecretBox;
  /** What remote repositories may reach (lib/outbound-guard.ts). */
  outboundGuard: OutboundGuard;
  /** The proxies remote repositories reach their upstreams through. */
  outbound: OutboundRoutes;
  audit: Logger;
  log: FastifyBaseLogger;
  /** The public URL of the artifactory service, e.g. http://host:8082/artifactory. */
  baseUrl: string;
  artifactBuilds: ArtifactBuildsLookup;
}

/**
 * How old content the database does not know must be before a sweep removes it. The blob's lock
 * already keeps in-flight content of every node from the sweep (ADR 029); the grace covers content
 * kept outside it: a deploy retrying after it lost a race for its path, or a node of an earlier
 * version during a rolling upgrade, each of which commits within moments of keeping.
 */
const UNKNOWN_BLOB_GRACE_MS = 5_000;

/** Artifact storage wired together: blob store, items, deploy, resolution (local, remote, virtual), browsing and changes. */
export async function createStorage(deps: StorageDeps) {
  const blobsDir = join(deps.dataDir, 'blobs');
  const blobs = await openBlobStore(deps.blobStore, deps.dataDir, deps.nodeId);
  await blobs.sweepIncoming();
  const checksums = new PendingChecksums(deps.db, blobs, (error, sha256) =>
    deps.log.warn({ err: error, sha256 }, 'could not compute the sha1 and md5 of a stored content'),
  );
  const items = new ItemsRepository(deps.db, deps.dialect, deps.changes, { pending: checksums });
  const locks = deps.database.locks;
  const collector = new BlobCollector({ items, blobs, lock: locks });
  const access = new StorageAccess({ repositories: deps.repositories, authorization: deps.authorization });
  const format = new StorageInfoFormat(deps.baseUrl);
  const hooks = new FormatHooksRegistry();
  const listeners = new ChangeListeners<StorageChange>();
  const archives = createArchiveIndexer({ db: deps.db, items, blobs, log: deps.log });
  const deploy = new IndexingDeployService(
    { access, items, blobs, collector, lock: locks, format, audit: deps.audit, hooks, listeners, checksums },
    archives.indexer,
  );
  const fetcher = new RemoteFetcher(deps.box, deps.outboundGuard, deps.outbound);
  const resolve = new ResolveService({
    access,
    items,
    blobs,
    deploy,
    fetcher,
    locks,
    log: deps.log,
  });
  const browse = new BrowseService({ access, items, resolve, format });
  const downloads = new DownloadCounter(items, (error) => deps.log.warn({ err: error }, 'could not record downloads'));
  const summary = new StorageSummaryService({ access, items, blobsDir });
  const changes = new ItemChangesService({
    access,
    items,
    deploy,
    collector,
    audit: deps.audit,
    hooks,
    listeners,
  });

  // Archive search answers beside the other searches, under the same anonymous-access rule.
  const apiRoutes = storageApiRoutes({ browse, changes, summary });
  const archiveSearch = archives.searchRoutes({ access, resolve, format });
  const searches = new StorageSearchService({
    access,
    resolve,
    searches: new StorageSearchRepository(deps.db, deps.dialect),
    format,
  });

  /** Releases what a stopped process or a deleted repository left behind, in the background, one sweep at a time. */
  let sweeping: Promise<void> = Promise.resolve();
  const collectGarbage = () => {
    sweeping = sweeping
      .then(() => collector.sweep())
      .then(() => collector.sweepUnknownFiles(blobs, Date.now() - UNKNOWN_BLOB_GRACE_MS))
      .then(
        () => undefined,
        (error: unknown) => deps.log.error({ err: error }, 'blob sweep failed'),
      );
  };
  // Once more when content a crash left just before this start is past the grace.
  let sweepAgain: NodeJS.Timeout | undefined;

  const idle = () =>
    Promise.all([sweeping, downloads.flush(), archives.indexer.idle(), checksums.idle()]).then(() => undefined);
  const module: ServerModule = {
    name: 'storage',
    tasks: [archives.catchUpTask],
    routes: artifactsConsoleRoutes({ browse, resolve, summary, artifactBuilds: deps.artifactBuilds }),
    // Scoped plugins: each sets up what its calls need (body parsing, the anonymous challenge).
    scoped: [
      artifactsRoutes({ access, deploy, resolve, browse, changes, blobs, downloads, hooks, dataChanges: deps.changes }),
      storageApiScope([...apiRoutes, ...archiveSearch, ...storageSearchRoutesOf(searches)]),
    ],
    ready: () => {
      collectGarbage();
      // What a node stopped before computing is computed now.
      checksums.resume();
      sweepAgain = setTimeout(collectGarbage, UNKNOWN_BLOB_GRACE_MS).unref();
    },
    // The background work settles before the database closes; then the blob store's writer threads stop.
    stop: async () => {
      clearTimeout(sweepAgain);
      await checksums.close();
      await idle();
      await blobs.close();
    },
  };

  return {
    module,
    /** Where modules learn of stored-file changes inside the transactions that make them (webhooks). */
    listeners,
    /** What the native formats (ADR 005) store and read through. */
    formats: { access, deploy, resolve, changes, fetcher, items, collector, blobs, downloads, hooks, locks, checksums },
    collectGarbage,
    /** Settles once the background work is done — sweeps, download counts, archive reading, pending checksums. */
    idle,
  };
}
