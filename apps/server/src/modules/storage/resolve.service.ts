import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterLock } from '../../db/cluster-lock.ts';
import { DomainError, NotFound, Unauthorized } from '../../lib/errors.ts';
import { isOutOfSpace } from '../../lib/system-failures.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { BlobStore, PendingBlob } from './blob-store.ts';
import type { DeployService } from './deploy.service.ts';
import type { Item, ItemsRepository } from './items.repository.ts';
import { mimeTypeOf } from './mime-types.ts';
import { MissedFetches } from './missed-fetches.ts';
import type { RemoteFetcher } from './remote-fetcher.ts';
import { isMetadataPath } from './remote-metadata.ts';
import { acceptsPath, type StorageAccess } from './storage-access.ts';

/** Artifactory's defaults for how long remote metadata and remote misses are trusted. */
const DEFAULT_RETRIEVAL_CACHE_SECS = 7200;
const DEFAULT_MISSED_RETRIEVAL_CACHE_SECS = 1800;
/** Folder listings (index pages, storage info) show at most this many children. */
const LISTING_LIMIT = 10_000;
/** Upstream misses a node remembers at most (MissedFetches). */
const MISSED_CAPACITY = 10_000;

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
  readonly #missed = new MissedFetches(MISSED_CAPACITY);
  /** One upstream fetch per path at a time on every node; the others then find it cached. */
  readonly #locks: ClusterLock;

  constructor(deps: {
    access: StorageAccess;
    items: ItemsRepository;
    blobs: BlobStore;
    deploy: DeployService;
    fetcher: RemoteFetcher;
    locks: ClusterLock;
    log: FastifyBaseLogger;
  }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#deploy = deps.deploy;
    this.#fetcher = deps.fetcher;
    this.#locks = deps.locks;
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

  async #fromRemote(actor: Actor, repository: StoredRepository, path: string): Promise<Resolved | undefined> {
    const found = (item: Item | undefined) => item && { repository, item };
    const missKey = `${repository.key}/${path}`;
    // What needs no upstream is answered without the lock: cache hits, folders, believed misses.
    const known = this.#withoutFetching(repository, path, await this.#items.find(repository.key, path));
    if (known) return found(known.item);
    return this.#locks.run(`fetch:${missKey}`, async () => {
      // Read past this node's cache: another node may have fetched it while this one waited.
      const cached = await this.#items.findFresh(repository.key, path);
      const settled = this.#withoutFetching(repository, path, cached);
      if (settled) return found(settled.item);

      const answer = await this.#fetcher.fetch(repository, path, cached);
      switch (answer.kind) {
        case 'unchanged':
          if (cached) await this.#items.touch(cached.id, Date.now());
          return found(cached);
        case 'missing': {
          const seconds = Number(
            repository.config.missedRetrievalCachePeriodSecs ?? DEFAULT_MISSED_RETRIEVAL_CACHE_SECS,
          );
          this.#missed.remember(missKey, Date.now() + seconds * 1000);
          return found(cached);
        }
        case 'failed':
          this.#log.warn({ repo: repository.key, path, reason: answer.reason }, 'remote repository upstream failed');
          return this.#withoutUpstream(repository, answer.reason, found(cached));
        case 'found': {
          this.#missed.forget(missKey);
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

  /**
   * The answer when the upstream need not be asked (`item`: what is cached, or nothing), or
   * undefined when it must be: a file not cached, or metadata cached longer than it is trusted.
   */
  #withoutFetching(
    repository: StoredRepository,
    path: string,
    cached: Item | undefined,
  ): { item: Item | undefined } | undefined {
    if (path === '' || cached?.type === 'folder') return { item: cached };
    if (repository.config.offline === true) return { item: cached };
    if (cached && !this.#expired(repository, cached)) return { item: cached };
    if (!cached && this.#missed.believed(`${repository.key}/${path}`)) return { item: undefined };
    return undefined;
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
