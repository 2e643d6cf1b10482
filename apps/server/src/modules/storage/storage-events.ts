import type { Db } from './items.repository.ts';

/** What a file in a repository is, as events tell it. */
export interface ChangedFile {
  repoKey: string;
  /** Full path in the repository, no leading slash. */
  path: string;
  name: string;
  sha256: string | null;
  size: number;
}

/** One change to stored files, as it commits. */
export type StorageChange =
  | ({ type: 'deployed' | 'cached' | 'deleted' } & ChangedFile)
  | ({ type: 'moved' | 'copied'; sourceRepoPath: string; targetRepoPath: string } & ChangedFile)
  | ({ type: 'propertyAdded' | 'propertyDeleted'; propertyKey: string; propertyValues: string[] } & ChangedFile);

/**
 * Told of every change inside the transaction that makes it, so what a listener writes (a webhook
 * delivery job) commits with the change or not at all. A listener that throws fails the change.
 */
export interface StorageListener {
  changed(tx: Db, changes: readonly StorageChange[], at: number): Promise<void>;
}

/** The listeners storage tells of its changes; modules add theirs at start-up. */
export class StorageListeners implements StorageListener {
  readonly #listeners: StorageListener[] = [];

  add(listener: StorageListener): void {
    this.#listeners.push(listener);
  }

  async changed(tx: Db, changes: readonly StorageChange[], at: number): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.#listeners) await listener.changed(tx, changes, at);
  }
}

/** `{repoKey}/{path}`, the way events name a file. */
export function repoPathOf(repoKey: string, path: string): string {
  return `${repoKey}/${path}`;
}
