import type { ClusterLock } from '../../db/cluster-lock.ts';
import type {
  BlobCollector,
  BlobStore,
  DeployService,
  DownloadCounter,
  FormatHooksRegistry,
  ItemChangesService,
  ItemsRepository,
  PendingChecksums,
  RemoteFetcher,
  ResolveService,
  StorageAccess,
} from '../storage/index.ts';

/** What storage gives the native formats to store and read through (its `formats` export). */
export interface FormatStorage {
  access: StorageAccess;
  deploy: DeployService;
  resolve: ResolveService;
  changes: ItemChangesService;
  fetcher: RemoteFetcher;
  items: ItemsRepository;
  collector: BlobCollector;
  blobs: BlobStore;
  downloads: DownloadCounter;
  hooks: FormatHooksRegistry;
  /** Locks that hold across the nodes of a cluster (ADR 029). */
  locks: ClusterLock;
  /** The sha1 and md5 a registry push left pending, for queries that read them in SQL (ADR 034). */
  checksums: PendingChecksums;
}
