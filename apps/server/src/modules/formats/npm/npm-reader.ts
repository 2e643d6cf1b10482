import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Dialect } from '../../../db/database.ts';
import { Invalid, NotFound, Unauthorized } from '../../../lib/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import { type RepositoryReach, reachCovers } from '../../permissions/authorization.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { Resolved } from '../../storage/index.ts';
import type { DistTagsRepository } from './dist-tags.repository.ts';
import type { NpmStorage } from './npm.service.ts';
import type { NpmUpstream } from './npm-upstream.ts';
import {
  effectiveDistTags,
  indexEntry,
  type Manifest,
  type PackumentVersion,
  type PublishedVersion,
  publishedVersions,
  readablePart,
  versionDocument,
} from './packument.ts';

export const PACKAGE_TYPE = 'npm';
export const NOT_FOUND = 'not_found';
/** npm's search asks for 20 by default and the public registry answers at most 250. */
const MAX_SEARCH_SIZE = 250;

/** What one repository says of a package: its versions, oldest first, and its tags. */
export interface PackageDocument {
  versions: PackumentVersion[];
  tags: Record<string, string>;
}

/** A repository whose versions of a package a caller reads, with where in it they may read. */
export interface PackageSource {
  repository: StoredRepository;
  reach: RepositoryReach;
}

function byCreation(a: PackumentVersion, b: PackumentVersion): number {
  return a.created - b.created;
}

/**
 * The read side of the npm registry for every kind of npm repository (ADR 005): a local one
 * answers from the package index; a remote one from its upstream's packument, its tarball URLs
 * made its own, and from what it has cached when the upstream cannot be reached; a virtual one
 * merges its members in their order, the first member holding a version or a tag winning it.
 */
export class NpmReader {
  readonly #storage: NpmStorage;
  readonly #index: PackageIndex;
  readonly #distTags: DistTagsRepository;
  readonly #upstream: NpmUpstream;
  readonly #log: FastifyBaseLogger;
  readonly #dialect: Dialect;

  constructor(deps: {
    storage: NpmStorage;
    index: PackageIndex;
    distTags: DistTagsRepository;
    upstream: NpmUpstream;
    log: FastifyBaseLogger;
    dialect: Dialect;
  }) {
    this.#storage = deps.storage;
    this.#index = deps.index;
    this.#distTags = deps.distTags;
    this.#upstream = deps.upstream;
    this.#log = deps.log;
    this.#dialect = deps.dialect;
  }

  async repository(repoKey: string): Promise<StoredRepository> {
    const repository = await this.#storage.access.repository(repoKey);
    if (repository.packageType !== PACKAGE_TYPE) throw new Invalid(`${repository.key} is not an npm repository`);
    return repository;
  }

  /** The versions a repository itself holds (a remote one: has cached), oldest first. */
  async versions(repoKey: string, name: string): Promise<PublishedVersion[]> {
    return publishedVersions(await this.#index.versionsIn(repoKey, PACKAGE_TYPE, name));
  }

  async distTags(actor: Actor, repoKey: string, name: string): Promise<Record<string, string>> {
    const { versions, tags } = await this.#readable(actor, repoKey, name);
    return effectiveDistTags(tags, versions);
  }

  /** One version's document, by version or dist-tag; npm's 404 when the package has no such version. */
  async version(actor: Actor, repoKey: string, name: string, wanted: string, registryUrl: string): Promise<Manifest> {
    const { versions, tags } = await this.#readable(actor, repoKey, name);
    const document = versionDocument(versions, tags, wanted, registryUrl);
    if (!document) throw new NotFound(`version not found: ${wanted}`);
    return document;
  }

  /**
   * A tarball: `file` may leave out the scope (`name-1.0.0.tgz`) as other registries' URLs do. A
   * tarball a remote repository fetches joins the package index with its upstream manifest.
   */
  async tarball(actor: Actor, repoKey: string, name: string, file: string): Promise<Resolved> {
    const repository = await this.repository(repoKey);
    const scope = name.startsWith('@') ? name.slice(0, name.indexOf('/') + 1) : '';
    const holdsScoped = repository.rclass === 'local' || repository.rclass === 'federated';
    const stored = holdsScoped && scope && !file.startsWith(scope) ? `${scope}${file}` : file;
    const resolved = await this.#storage.resolve.resolveIn(actor, repository, `${name}/-/${stored}`);
    if (resolved.item.type !== 'file' || !resolved.item.sha256) throw new NotFound(NOT_FOUND);
    if (resolved.repository.rclass === 'remote')
      await this.#indexCached(resolved, name).catch((error: unknown) =>
        this.#log.warn({ err: error, repo: resolved.repository.key, name }, 'could not index a cached npm tarball'),
      );
    return resolved;
  }

  /**
   * `npm search`: the packages whose name, description or keywords match, with a tarball the
   * caller may read in the repositories this one reads; each shown by its newest such version.
   */
  async search(actor: Actor, repoKey: string, text: string, size: number, from: number) {
    const repository = await this.repository(repoKey);
    // Of the repositories this one reads, those the caller may read something in, and where.
    const scope = await this.#storage.access.readScope(actor, await this.#storage.resolve.sources(repository));
    if (repository.rclass !== 'virtual' && scope.size === 0)
      await this.#storage.access.require(actor, 'READ', repository.key, '');
    const limit = Math.min(Math.max(Number.isFinite(size) ? size : 20, 1), MAX_SEARCH_SIZE);
    const offset = Math.max(Number.isFinite(from) ? from : 0, 0);
    const found = await this.#index.search(scope, this.#dialect, PACKAGE_TYPE, text, { offset, limit });
    const objects = [];
    for (const hit of found.packages) {
      const versions: PublishedVersion[] = [];
      for (const [key, reach] of scope)
        versions.push(
          ...(await this.versions(key, hit.nameKey)).filter((version) => reachCovers(reach, version.tarball)),
        );
      const newest = versions.sort(byCreation).at(-1);
      if (!newest) continue;
      const { description, keywords, maintainers } = newest.manifest;
      objects.push({
        package: {
          name: hit.name,
          scope: hit.name.startsWith('@') ? hit.name.slice(1, hit.name.indexOf('/')) : 'unscoped',
          version: newest.version,
          description: typeof description === 'string' ? description : undefined,
          keywords: Array.isArray(keywords) ? keywords : [],
          date: new Date(newest.created).toISOString(),
          links: {},
          // npm's search output lists them and fails without the field.
          maintainers: Array.isArray(maintainers) ? maintainers : [],
        },
        score: { final: 1, detail: { quality: 1, popularity: 1, maintenance: 1 } },
        searchScore: 1,
      });
    }
    return { objects, total: found.total, time: new Date().toUTCString() };
  }

  async #readable(actor: Actor, repoKey: string, name: string): Promise<PackageDocument> {
    const { repository, sources } = await this.readablePackage(actor, repoKey, name);
    return this.document(actor, repository, sources, name);
  }

  /**
   * The repository, and where the caller reads the package through it: the repository itself, or
   * a virtual one's members (flattened, in order) where they may read it, each with the caller's
   * reach there, which decides the versions they see. A repository that is not virtual refuses a
   * caller who may not read the package there (401 to an anonymous one, else 403).
   */
  async readablePackage(
    actor: Actor,
    repoKey: string,
    name: string,
  ): Promise<{ repository: StoredRepository; sources: PackageSource[] }> {
    const repository = await this.repository(repoKey);
    const holding = await this.#storage.resolve.sources(repository);
    const scope = await this.#storage.access.readScope(actor, holding);
    const sources: PackageSource[] = [];
    for (const source of holding) {
      const reach = scope.get(source.key);
      if (reach !== undefined && reachCovers(reach, name)) sources.push({ repository: source, reach });
    }
    if (repository.rclass !== 'virtual' && sources.length === 0)
      await this.#storage.access.require(actor, 'READ', repository.key, name);
    return { repository, sources };
  }

  /**
   * What the sources say of the package, the first holding a version or a tag winning it; of each
   * source only the versions whose tarball the caller may read, and the tags pointing at those. A
   * 404 when none is left (a 401 to an anonymous caller of a virtual repository).
   */
  async document(
    actor: Actor,
    repository: StoredRepository,
    sources: readonly PackageSource[],
    name: string,
  ): Promise<PackageDocument> {
    const document = await this.#merged(repository, sources, name);
    if (document.versions.length > 0) return document;
    // Package clients send credentials only when challenged.
    if (actor.kind === 'anonymous' && repository.rclass === 'virtual')
      throw new Unauthorized(serverMessages.authenticationRequired);
    throw new NotFound(NOT_FOUND);
  }

  async #merged(
    repository: StoredRepository,
    sources: readonly PackageSource[],
    name: string,
  ): Promise<PackageDocument> {
    if (repository.rclass !== 'virtual') {
      const [source] = sources;
      return source ? this.#readableDocumentOf(source, name) : { versions: [], tags: {} };
    }
    const versions = new Map<string, PackumentVersion>();
    const tags: Record<string, string> = {};
    for (const source of sources) {
      const document = await this.#readableDocumentOf(source, name);
      for (const version of document.versions)
        if (!versions.has(version.version)) versions.set(version.version, version);
      for (const [tag, version] of Object.entries(document.tags)) tags[tag] ??= version;
    }
    return { versions: [...versions.values()].sort(byCreation), tags };
  }

  async #readableDocumentOf({ repository, reach }: PackageSource, name: string): Promise<PackageDocument> {
    const document = await this.#documentOf(repository, name);
    if (reach === 'whole') return document;
    return readablePart(document, (tarball) => reachCovers(reach, tarball));
  }

  async #documentOf(repository: StoredRepository, name: string): Promise<PackageDocument> {
    if (repository.rclass === 'remote') return this.#remoteDocument(repository, name);
    return {
      versions: await this.versions(repository.key, name),
      tags: await this.#distTags.list(repository.key, name),
    };
  }

  /** The upstream's packument, or what the cache holds when the upstream has none or fails. */
  async #remoteDocument(repository: StoredRepository, name: string): Promise<PackageDocument> {
    const upstream = await this.#upstream.packument(repository, name).catch((error: unknown) => {
      this.#log.warn({ err: error, repo: repository.key, name }, 'remote npm repository upstream failed');
      return undefined;
    });
    if (upstream && upstream.versions.length > 0) return upstream;
    return { versions: await this.versions(repository.key, name), tags: {} };
  }

  async #indexCached({ repository, item }: Resolved, name: string): Promise<void> {
    const bare = name.slice(name.indexOf('/') + 1);
    if (!item.name.startsWith(`${bare}-`) || !item.name.endsWith('.tgz')) return;
    const version = item.name.slice(bare.length + 1, -'.tgz'.length);
    const cached = await this.versions(repository.key, name);
    if (cached.some((known) => known.version === version && known.itemId === item.id)) return;
    const upstream = await this.#upstream.packument(repository, name);
    const manifest = upstream?.versions.find((known) => known.version === version)?.manifest;
    if (manifest) await this.#index.record(indexEntry(name, version, manifest, upstream?.readme ?? null, item.id));
  }
}
