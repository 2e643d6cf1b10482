import pino from 'pino';
import type { ClusterLock } from '../db/cluster-lock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { FormatStorage } from '../modules/formats/format-storage.ts';
import { RepositoriesRepository, type StoredRepository } from '../modules/repositories/repositories.repository.ts';
import { BlobCollector } from '../modules/storage/blob-collector.ts';
import type { BlobStore } from '../modules/storage/blob-store.ts';
import { DeployService } from '../modules/storage/deploy.service.ts';
import { FormatHooksRegistry } from '../modules/storage/format-hooks.ts';
import { ItemsRepository } from '../modules/storage/items.repository.ts';
import { PendingChecksums } from '../modules/storage/pending-checksums.ts';

/** What the request-facing parts of storage would be: a test of one node's keeping and collecting never calls them. */
const unused = undefined as never;

/**
 * One node's storage over `database` and `blobs`, as far as writing, collecting and the formats'
 * hooks go, with the node's `locks`: what a test of several nodes builds once per node.
 */
export function storageNode(
  database: DatabaseHandle,
  blobs: BlobStore,
  locks: ClusterLock = database.locks,
): FormatStorage {
  const checksums = new PendingChecksums(database.db, blobs, (error) => {
    throw error;
  });
  const items = new ItemsRepository(database.db, database.dialect, database.changes, { pending: checksums });
  const collector = new BlobCollector({ items, blobs, lock: locks });
  const hooks = new FormatHooksRegistry();
  const deploy = new DeployService({
    access: unused,
    format: unused,
    audit: pino({ enabled: false }),
    items,
    blobs,
    collector,
    lock: locks,
    hooks,
    checksums,
  });
  return {
    access: unused,
    resolve: unused,
    changes: unused,
    fetcher: unused,
    downloads: unused,
    items,
    blobs,
    collector,
    deploy,
    hooks,
    locks,
    checksums,
  };
}

/** A local repository named `key`, stored as the repositories screen would. */
export async function storeLocalRepository(
  database: DatabaseHandle,
  key: string,
  packageType = 'generic',
): Promise<StoredRepository> {
  const config = { key, rclass: 'local' as const, packageType };
  const repository = { key, rclass: 'local' as const, packageType, projectKey: 'default', config, createdAt: 0 };
  await new RepositoriesRepository(database.db, database.changes).insert(repository);
  return repository;
}

/** `locks`, telling `asked` of each key a holder comes for before it waits. */
export function telling(locks: ClusterLock, asked: (key: string) => void): ClusterLock {
  return {
    run: (key, work) => {
      asked(key);
      return locks.run(key, work);
    },
    transaction: (key, work, around) => {
      for (const each of typeof key === 'string' ? [key] : key) asked(each);
      return locks.transaction(key, work, around);
    },
    close: () => locks.close(),
  };
}
