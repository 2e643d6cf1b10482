import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterLock } from '../../../db/cluster-lock.ts';
import { type Actor, actorName } from '../../auth/actor.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type {
  BlobStore,
  DeployService,
  Item,
  ItemsRepository,
  RemoteFetcher,
  UpstreamAnswer,
} from '../../storage/index.ts';
import { readCapped } from '../read-capped.ts';
import { versionEntry } from './image-index.ts';
import {
  blobFileName,
  type ImageLayout,
  LIST_FILE,
  MANIFEST_FILE,
  MEDIA_TYPE_PROPERTY,
  sha256Of,
  UPLOADS,
} from './image-layout.ts';
import { MANIFEST_LIMIT, MANIFEST_TYPES, type Manifest, parseManifest } from './manifests.ts';
import { OciError } from './oci-errors.ts';
import { isDigest, isSha256Digest } from './oci-paths.ts';

/** Artifactory's default for how long a cached tag is trusted. */
const DEFAULT_RETRIEVAL_CACHE_SECS = 7200;

type Answer = Exclude<UpstreamAnswer, { kind: 'unchanged' }>;

/**
 * A remote docker repository: asks the upstream registry (`url` is its address with an optional
 * namespace, `http://host:port/docker-local`) for what its cache lacks, and caches manifests and
 * blobs through storage in the same layout as a local repository. Blobs are immutable; a tag is
 * asked again after the retrieval cache period.
 */
export class RegistryRemote {
  readonly #fetcher: RemoteFetcher;
  readonly #layout: ImageLayout;
  readonly #index: PackageIndex;
  readonly #deploy: DeployService;
  readonly #blobs: BlobStore;
  readonly #items: ItemsRepository;
  readonly #log: FastifyBaseLogger | undefined;
  /** One fetch per manifest or blob at a time on every node; the others wait and find it cached. */
  readonly #locks: ClusterLock;

  constructor(deps: {
    fetcher: RemoteFetcher;
    layout: ImageLayout;
    index: PackageIndex;
    deploy: DeployService;
    blobs: BlobStore;
    items: ItemsRepository;
    locks: ClusterLock;
    log?: FastifyBaseLogger;
  }) {
    this.#fetcher = deps.fetcher;
    this.#layout = deps.layout;
    this.#index = deps.index;
    this.#deploy = deps.deploy;
    this.#blobs = deps.blobs;
    this.#items = deps.items;
    this.#locks = deps.locks;
    this.#log = deps.log;
  }

  #url(repository: StoredRepository, image: string, call: string): string | undefined {
    const base = repository.config.url;
    if (!base) return undefined;
    const url = new URL(base);
    const namespace = url.pathname.replace(/^\/+|\/+$/g, '').replace(/^v2(\/|$)/, '');
    const name = [...(namespace ? namespace.split('/') : []), ...image.split('/')].map(encodeURIComponent).join('/');
    return `${url.origin}/v2/${name}/${call}`;
  }

  async #get(repository: StoredRepository, image: string, call: string, accept?: string): Promise<Answer> {
    const url = this.#url(repository, image, call);
    if (!url) return { kind: 'failed', reason: 'no upstream URL' };
    const answer = await this.#fetcher.fetchUrl(repository, url, accept ? { accept } : {});
    // Nothing here sends a validator, so an upstream's 304 is not an answer to trust.
    return answer.kind === 'unchanged' ? { kind: 'failed', reason: 'upstream answered 304' } : answer;
  }

  /** What a failed upstream leaves: the cache, else nothing — or 502 with `hardFail`. */
  #fallback<T>(repository: StoredRepository, answer: Answer, cached: T | undefined): T | undefined {
    if (answer.kind !== 'failed') return cached;
    this.#log?.warn({ repo: repository.key, reason: answer.reason }, 'remote docker upstream failed');
    if (cached === undefined && repository.config.hardFail === true)
      throw new OciError(502, 'UNSUPPORTED', serverMessages.upstreamFailed(repository.key, answer.reason));
    return cached;
  }

  #expired(repository: StoredRepository, item: Item): boolean {
    const seconds = Number(repository.config.retrievalCachePeriodSecs ?? DEFAULT_RETRIEVAL_CACHE_SECS);
    return Date.now() - item.updatedAt >= seconds * 1000;
  }

  async manifest(actor: Actor, repository: StoredRepository, image: string, reference: string) {
    const trusted = (cached: Item | undefined) =>
      cached !== undefined && (isDigest(reference) || !this.#expired(repository, cached));
    // A manifest cached and trusted needs no upstream, nor the lock.
    const known = await this.#layout.manifest(repository.key, image, reference);
    if (trusted(known)) return known;
    return this.#locks.run(`fetch:${repository.key}/${image}/manifests/${reference}`, async () => {
      const cached = await this.#layout.manifest(repository.key, image, reference);
      if (trusted(cached)) return cached;
      if (repository.config.offline === true) return cached;
      const answer = await this.#get(repository, image, `manifests/${reference}`, MANIFEST_TYPES.join(', '));
      if (answer.kind !== 'found') return this.#fallback(repository, answer, cached);
      const body = await readCapped(answer.body, MANIFEST_LIMIT);
      if (!body) return cached;
      const hex = createHash('sha256').update(body).digest('hex');
      if (isDigest(reference) && reference !== `sha256:${hex}`) return cached;
      if (cached?.sha256 === hex) {
        await this.#items.touch(cached.id, Date.now());
        return cached;
      }
      let manifest: Manifest;
      try {
        manifest = parseManifest(body, answer.contentType);
      } catch {
        return cached;
      }
      const { mediaType, kind } = manifest;
      const folder = `${image}/${isDigest(reference) ? blobFileName(reference) : reference}`;
      const path = `${folder}/${kind === 'image' ? MANIFEST_FILE : LIST_FILE}`;
      const properties = new Map([
        ['docker.repoName', [image]],
        ['docker.manifest', [reference]],
        ['docker.manifest.digest', [`sha256:${hex}`]],
        [MEDIA_TYPE_PROPERTY, [mediaType]],
      ]);
      const file = { repoKey: repository.key, path, mimeType: 'application/json', user: actorName(actor) };
      const pending = await this.#blobs.receive(Readable.from([body]));
      await this.#deploy.write({ ...file, properties, remoteUrl: answer.url }, pending);
      const item = await this.#items.find(repository.key, path);
      // A cached tag is a version of the remote repository, as pushed ones are of a local one; its config is not fetched for it.
      if (item && !isDigest(reference)) {
        const entry = { image, tag: reference, digest: `sha256:${hex}`, manifest, config: undefined };
        await this.#index.record(versionEntry({ ...entry, manifestItemId: item.id, blobItemIds: [] }));
      }
      return item;
    });
  }

  async blob(actor: Actor, repository: StoredRepository, image: string, digest: string) {
    const needsNoUpstream = (cached: Item | undefined) =>
      cached !== undefined || repository.config.offline === true || !isSha256Digest(digest);
    // A blob cached needs no upstream, nor the lock.
    const known = await this.#layout.blob(repository.key, image, digest);
    if (needsNoUpstream(known)) return known;
    return this.#locks.run(`fetch:${repository.key}/${image}/blobs/${digest}`, async () => {
      // Read from the database: what another node fetched while this one waited is found.
      const cached = await this.#layout.blob(repository.key, image, digest);
      if (needsNoUpstream(cached)) return cached;
      const answer = await this.#get(repository, image, `blobs/${digest}`);
      if (answer.kind !== 'found') return this.#fallback(repository, answer, cached);
      const pending = await this.#blobs.receive(answer.body).catch((error: Error) => {
        this.#log?.warn({ repo: repository.key, digest, err: error }, 'remote docker download broke off');
        return undefined;
      });
      if (!pending) return undefined;
      if (pending.digest.sha256 !== sha256Of(digest)) {
        await pending.discard();
        return undefined;
      }
      const path = `${image}/${UPLOADS}/${blobFileName(digest)}`;
      const file = { repoKey: repository.key, path, mimeType: 'application/octet-stream', user: actorName(actor) };
      await this.#deploy.write({ ...file, remoteUrl: answer.url }, pending);
      return this.#layout.blob(repository.key, image, digest);
    });
  }

  /** The upstream's tags of the image; the cached ones when it cannot answer. */
  async tags(repository: StoredRepository, image: string): Promise<string[] | undefined> {
    const cached = () => this.#layout.tags(repository.key, image);
    if (repository.config.offline === true) return cached();
    const answer = await this.#get(repository, image, 'tags/list');
    if (answer.kind === 'missing') return cached();
    if (answer.kind === 'failed') return this.#fallback(repository, answer, await cached());
    const body = await readCapped(answer.body, MANIFEST_LIMIT);
    let tags: unknown;
    try {
      tags = body && (JSON.parse(body.toString('utf8')) as { tags?: unknown }).tags;
    } catch {
      tags = undefined;
    }
    if (!Array.isArray(tags)) return cached();
    return tags.filter((tag): tag is string => typeof tag === 'string');
  }
}
