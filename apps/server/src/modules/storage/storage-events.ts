import type { ChangeListener, ChangeListeners } from '../../lib/change-listeners.ts';

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

/** Told of stored-file changes inside their transactions (webhooks queue deliveries there). */
export type StorageListener = ChangeListener<StorageChange>;
export type StorageListeners = ChangeListeners<StorageChange>;

/** `{repoKey}/{path}`, the way events name a file. */
export function repoPathOf(repoKey: string, path: string): string {
  return `${repoKey}/${path}`;
}
