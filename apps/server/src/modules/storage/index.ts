/*
 * Storage's public face: what other modules may use of artifact storage. Its tables (items,
 * blobs, item_properties) are its own; other modules read stored files through its services and
 * repository, or compose the read helpers below into their own queries. Everything else in this
 * folder is internal (scripts/check-boundaries.mjs keeps it so); app.ts wires the module from
 * storage.module.ts.
 */

export { checkRelativePath, joinPath } from './artifact-path.ts';
export { challengeAnonymous, rawPathAfter } from './artifacts.routes.ts';
export type { BlobCollector } from './blob-collector.ts';
export { type BlobDigest, BlobHasher, type ExtraChecksums, PENDING } from './blob-hasher.ts';
export { BLOB_HOLD_PREFIX, type BlobRemovalHold, holdBlobRemoval } from './blob-removal-hold.ts';
export { type BlobStore, FileBlobStore, type PendingBlob, SMALL_BLOB_BYTES } from './blob-store.ts';
export { type CommitTerms, DeployService } from './deploy.service.ts';
export type { DownloadCounter } from './download-counter.ts';
export { FOLDER_LISTING_HEADERS } from './folder-listing.ts';
export type { FormatHooks, FormatHooksRegistry, GeneratedContent } from './format-hooks.ts';
export { type Finding, FrontFindings, holdsLasting } from './front-findings.ts';
export { writeHashed } from './hashed-file-writer.ts';
export { parseRange } from './http-range.ts';
export type { ItemChangesService } from './item-changes.service.ts';
export {
  type ContentChecksum,
  itemHoldsChecksum,
  lastItemId,
  propertyValueAt,
  type StoredBlobRow,
  type StoredItemRow,
  type StoredPropertyRow,
  storedBlobs,
  storedItems,
  storedProperties,
} from './item-reads.ts';
export type { Item, ItemsRepository } from './items.repository.ts';
export { mimeTypeOf } from './mime-types.ts';
export type { PendingChecksums } from './pending-checksums.ts';
export { readableItem } from './readable-items.ts';
export type { RemoteFetcher, UpstreamAnswer } from './remote-fetcher.ts';
export type { Resolved, ResolveService } from './resolve.service.ts';
export { acceptsPath, type StorageAccess } from './storage-access.ts';
export type { StorageChange, StorageListener, StorageListeners } from './storage-events.ts';
export type { StorageInfoFormat } from './storage-info.ts';
