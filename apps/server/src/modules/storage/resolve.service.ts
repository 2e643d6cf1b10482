import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError, NotFound, Unauthorized } from '../../lib/errors.ts';
import { KeyedLock } from '../../lib/keyed-lock.ts';
import { isOutOfSpace } from '../../lib/system-failures.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { BlobStore, PendingBlob } from './blob-store.ts';
import type { DeployService } from './deploy.service.ts';
import type { Item, ItemsRepository } from './items.repository.ts';
import { mimeTypeOf } from './mime-types.ts';
import type { RemoteFetcher } from './remote-fetcher.ts';
import { isMetadataPath } from './remote-metadata.ts';
import { acceptsPath, type StorageAccess } from './storage-access.ts';

/** Artifactory's defaults for how long remote metadata and remote misses are trusted. */
const DEFAULT_RETRIEVAL_CACHE_SECS = 7200;
const DEFAULT_MISSED_RETRIEVAL_CACHE_SECS = 1800;
/** Folder listings (index pages, storage info) show at most this many children. */
const LISTING_LIMIT = 10_000;

/** Where a request was answered from: the repository that holds the item (a member, for a virtual one). */
export interface Resolved {
  repository: StoredRepository;
  item: Item;
}

class BadGateway extends DomainError {
  constructor(message: string) {
    super(502, message);
  }
}

/**
 * Finds what a read asks for: in a local repository itself; in a remote repository's cache, or
 * fetched from its upstream on a miss; in a virtual repository's members, in their order.
 */
export class ResolveService {
  readonly #access: StorageAccess;
  readonly #items: ItemsRepository;
  readonly #blobs: BlobStore;
  readonly #deploy: DeployService;
  readonly #fetcher: RemoteFetcher;
  readonly #log: FastifyBaseLogger;
  /** Upstream misses, by repository and path, until when they are believed. */
  readonly #missed = new Map<string, number>();
  /** One upstream fetch per path at a time; the others then find it cached. */
  readonly #fetching = new KeyedLock();

  constructor(deps: {
    access: StorageAccess;
    items: ItemsRepository;
    blobs: BlobStore;
    deploy: DeployService;
    fetcher: RemoteFetcher;
    log: FastifyBaseLogger;
  }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#deploy = deps.deploy;
    this.#fetcher = deps.fetcher;
    this.#log = deps.log;
  }

  /** The item at a path, or the reason there is none: 401/403 without read permission, else 404. */
  async resolve(actor: Actor, repoKey: string, path: string): Promise<Resolved> {
    return this.resolveIn(actor, await this.#access.repository(repoKey), path);
  }

  /** `resolve` in a repository the caller has looked up already. */
  async resolveIn(actor: Actor, repository: StoredRepository, path: string): Promise<Resolved> {
    if (repository.rclass !== 'virtual') await this.#access.require(actor, 'READ', repository.key, path);
    const found = acceptsPath(repository, path)
      ? await this.#find(actor, repository, path, new Set(), true)
      : undefined;
    if (found) return found;
    // Package clients send credentials only when challenged.
    if (actor.kind === 'anonymous' && repository.rclass === 'virtual')
      throw new Unauthorized(serverMessages.authenticationRequired);
    throw new NotFound(serverMessages.itemNotFound(repository.key, path));
  }

  /**
   * The readable children of a folder; a virtual repository's merge its members', the first member
   * winning a name.
   */
  async children(actor: Actor, repository: StoredRepository, folder: string): Promise<Item[]> {
    const byName = new Map<string, Item>();
    for (const source of await this.sources(repository)) {
      const children = await this.#items.children(source.key, folder, { offset: 0, limit: LISTING_LIMIT });
      for (const child of await this.#access.readable(actor, children))
        if (!byName.has(child.name)) byName.set(child.name, child);
    }
    return [...byName.values()].sort((a, b) =>
      a.type === b.type ? (a.name < b.name ? -1 : 1) : a.type === 'folder' ? -1 : 1,
    );
  }

  /**
   * The repositories that hold items for this one: itself, or a virtual repository's members,
   * recursively, in member order and each once.
   */
  async sources(repository: StoredRepository, visited = new Set<string>()): Promise<StoredRepository[]> {
    visited.add(repository.key);
    if (repository.rclass !== 'virtual') return [repository];
    const sources: StoredRepository[] = [];
    for (const member of await this.#members(repository, visited))
      sources.push(...(await this.sources(member, visited)));
    return sources;
  }

  async #members(repository: StoredRepository, visited: Set<string>): Promise<StoredRepository[]> {
    const members: StoredRepository[] = [];
    for (const key of repository.config.repositories ?? []) {
      const member = await this.#access.findRepository(key);
      if (member && !visited.has(member.key)) members.push(member);
    }
    return members;
  }

  /** `readChecked`: the caller has made sure already that the actor may read this repository's path. */
  async #find(
    actor: Actor,
    repository: StoredRepository,
    path: string,
    visited: Set<string>,
    readChecked = false,
  ): Promise<Resolved | undefined> {
    visited.add(repository.key);
    if (repository.rclass === 'virtual') {
      for (const member of await this.#members(repository, visited)) {
        if (!acceptsPath(member, path)) continue;
        const found = await this.#find(actor, member, path, visited);
        if (found) return found;
      }
      return undefined;
    }
    if (!readChecked && !(await this.#access.may(actor, 'READ', repository.key, path))) return undefined;
    if (repository.rclass === 'remote') return this.#fromRemote(actor, repository, path);
    const item = await this.#items.find(repository.key, path);
    return item && { repository, item };
  }

  #fromRemote(actor: Actor, repository: StoredRepository, path: string): Promise<Resolved | undefined> {
    return this.#fetching.run(`${repository.key}/${path}`, async () => {
      const cached = await this.#items.find(repository.key, path);
      const found = (item: Item | undefined) => item && { repository, item };
      if (path === '' || cached?.type === 'folder') return found(cached);
      if (repository.config.offline === true) return found(cached);
      if (cached && !this.#expired(repository, cached)) return found(cached);
      const missKey = `${repository.key}/${path}`;
      if (!cached && (this.#missed.get(missKey) ?? 0) > Date.now()) return undefined;

      const answer = await this.#fetcher.fetch(repository, path, cached);
      switch (answer.kind) {
        case 'unchanged':
          if (cached) await this.#items.touch(cached.id, Date.now());
          return found(cached);
        case 'missing': {
          const seconds = Number(
            repository.config.missedRetrievalCachePeriodSecs ?? DEFAULT_MISSED_RETRIEVAL_CACHE_SECS,
          );
          this.#missed.set(missKey, Date.now() + seconds * 1000);
          return found(cached);
        }
        case 'failed':
          this.#log.warn({ repo: repository.key, path, reason: answer.reason }, 'remote repository upstream failed');
          return this.#withoutUpstream(repository, answer.reason, found(cached));
        case 'found': {
          this.#missed.delete(missKey);
          let pending: PendingBlob;
          try {
            pending = await this.#blobs.receive(answer.body);
          } catch (error) {
            // Our own disk refusing is not the upstream's failure: the client hears 507.
            if (isOutOfSpace(error)) throw error;
            const reason = error instanceof Error ? error.message : String(error);
            this.#log.warn({ repo: repository.key, path, reason }, 'remote repository download broke off');
            return this.#withoutUpstream(repository, reason, found(cached));
          }
          const file = {
            repoKey: repository.key,
            path,
            mimeType: mimeTypeOf(path),
            user: actorName(actor),
            remoteUrl: answer.url,
          };
          await this.#deploy.write(file, pending);
          return found(await this.#items.find(repository.key, path));
        }
      }
    });
  }

  /** What a failed fetch leaves: the cached copy, else nothing — or 502 with `hardFail`. */
  #withoutUpstream(repository: StoredRepository, reason: string, cached: Resolved | undefined) {
    if (cached) return cached;
    if (repository.config.hardFail === true)
      throw new BadGateway(serverMessages.upstreamFailed(repository.key, reason));
    return undefined;
  }

  /** Artifacts are immutable once cached; metadata is checked again after the retrieval cache period. */
  #expired(repository: StoredRepository, item: Item): boolean {
    if (!isMetadataPath(repository.packageType, item.fullPath)) return false;
    const seconds = Number(repository.config.retrievalCachePeriodSecs ?? DEFAULT_RETRIEVAL_CACHE_SECS);
    return Date.now() - item.updatedAt >= seconds * 1000;
  }
}
