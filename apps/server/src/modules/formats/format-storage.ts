import type { BlobCollector } from '../storage/blob-collector.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { DeployService } from '../storage/deploy.service.ts';
import type { DownloadCounter } from '../storage/download-counter.ts';
import type { FormatHooksRegistry } from '../storage/format-hooks.ts';
import type { ItemChangesService } from '../storage/item-changes.service.ts';
import type { ItemsRepository } from '../storage/items.repository.ts';
import type { RemoteFetcher } from '../storage/remote-fetcher.ts';
import type { ResolveService } from '../storage/resolve.service.ts';
import type { StorageAccess } from '../storage/storage-access.ts';

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
}
