import type { Readable } from 'node:stream';
import type { Actor } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { BlobDigest } from './blob-hasher.ts';
import type { Item } from './items.repository.ts';

/** Content a format makes up for a read instead of a stored file: a checksum file, merged metadata. */
export interface GeneratedContent {
  body: Buffer;
  mimeType: string;
}

/**
 * What a format adds to the plain artifact routes (`/artifactory/{repo}/…`) for the repositories of
 * its package type: Maven verifies checksum files, keeps maven-metadata.xml and indexes what is
 * deployed there. Every hook is optional; without one, storage behaves as for a generic repository.
 */
export interface FormatHooks {
  /** A read the format answers itself; undefined lets storage resolve the path. */
  read?(actor: Actor, repository: StoredRepository, path: string): Promise<GeneratedContent | undefined>;
  /**
   * Runs once the caller may deploy there, before the body is read: throws to refuse the path, or
   * consumes the body and returns the stored item that answers the request instead of a new file.
   */
  beforeDeploy?(actor: Actor, repository: StoredRepository, path: string, body: Readable): Promise<Item | undefined>;
  /**
   * Inside the transaction that records a deployed file, its content stored: throws to refuse the
   * content, and the deploy leaves nothing behind (a file it would have replaced stays as it was).
   */
  checkContent?(repository: StoredRepository, path: string, content: BlobDigest): Promise<void>;
  /** After a file is stored. A hook that throws undoes what it needs to itself. */
  deployed?(actor: Actor, repository: StoredRepository, item: Item): Promise<void>;
  /** After a file, or a folder with everything below it, is deleted. */
  deleted?(actor: Actor, repository: StoredRepository, path: string): Promise<void>;
}

/** The formats' hooks by package type; formats register theirs when they are wired. */
export class FormatHooksRegistry {
  readonly #byType = new Map<string, FormatHooks>();

  register(packageType: string, hooks: FormatHooks): void {
    this.#byType.set(packageType, hooks);
  }

  of(repository: StoredRepository): FormatHooks | undefined {
    return this.#byType.get(repository.packageType);
  }
}
