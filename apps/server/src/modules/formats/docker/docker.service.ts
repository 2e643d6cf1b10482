import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ClusterLock } from '../../../db/cluster-lock.ts';
import { DomainError } from '../../../lib/errors.ts';
import { type Actor, actorName } from '../../auth/actor.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import { acceptsPath, type BlobDigest, type ExtraChecksums, type Item, type PendingBlob } from '../../storage/index.ts';
import { forgetFile } from '../forget-file.ts';
import type { FormatStorage } from '../format-storage.ts';
import { readCapped } from '../read-capped.ts';
import { readTarEntry } from '../tar-entry.ts';
import { checksumsFor, digestOf, receivedAs } from './content-digests.ts';
import { versionEntry } from './image-index.ts';
import {
  blobFileName,
  DIGEST_PROPERTY,
  digestFolder,
  type ImageLayout,
  isDigestFolder,
  LIST_FILE,
  MANIFEST_FILE,
  MANIFEST_FILES,
  MEDIA_TYPE_PROPERTY,
  PUSHED_TAGS_PROPERTY,
  type UntaggedManifest,
  UPLOADS,
} from './image-layout.ts';
import {
  type Descriptor,
  isNondistributable,
  MANIFEST_LIMIT,
  type Manifest,
  MEDIA_TYPES,
  parseManifest,
} from './manifests.ts';
import {
  blobUnknown,
  digestInvalid,
  manifestInvalid,
  manifestUnknown,
  nameInvalid,
  nameUnknown,
  OciError,
} from './oci-errors.ts';
import { digestParts, isDigest, isImageName, isStorableDigest, isTag } from './oci-paths.ts';
import type { RegistryRemote } from './registry-remote.ts';
import type { UploadSession, UploadSessions } from './upload-sessions.ts';

/** The cluster lock of an image's manifests (ClusterLock). */
export const imageKey = (repoKey: string, image: string) => `docker:${repoKey}\0${image}`;

/** The repository package types whose repositories this registry serves. */
export const REGISTRY_TYPES: ReadonlySet<string> = new Set(['docker', 'oci', 'helmoci']);
/** Image configs are small; a larger one is stored but not read for the index. */
const CONFIG_LIMIT = 1024 * 1024;
/** A chart's readme, `<chart>/README.md`, and the most of it the index keeps. */
const README = /^[^/]+\/README\.md$/i;
const README_LIMIT = 1024 * 1024;

type Json = Record<string, unknown>;

export type DockerStorage = Pick<FormatStorage, 'access' | 'deploy' | 'resolve' | 'changes' | 'items' | 'blobs'>;

function manifestBlobUnknown(digest: string): OciError {
  return new OciError(
    400,
    'MANIFEST_BLOB_UNKNOWN',
    'manifest references a manifest or blob unknown to registry',
    digest,
  );
}

function parseJson(buffer: Buffer | undefined): Json | undefined {
  if (!buffer) return undefined;
  try {
    const value: unknown = JSON.parse(buffer.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

export interface StoredManifest {
  item: Item;
  mediaType: string;
  digest: string;
}

/**
 * The OCI distribution API of docker, oci and helmoci repositories (ADR 005): blobs and manifests
 * stored through storage in Artifactory's docker layout (ADR 019): a manifest lives in its digest's
 * folder (`{image}/sha256__<hex>/manifest.json` beside the `sha256__<hex>` blobs it names), and a
 * tag's folder (`{image}/{tag}/…`) is a full copy that points at it. Pushed tags are recorded in the
 * package index, untagged manifests as versions named by their digest. Remote repositories proxy
 * and cache an upstream registry; virtual ones read through their members in order and push to
 * their default deployment repository.
 */
export class DockerService {
  readonly #storage: DockerStorage;
  readonly #layout: ImageLayout;
  readonly #remote: RegistryRemote;
  readonly #index: PackageIndex;
  readonly #uploads: UploadSessions;
  /**
   * One manifest change per image at a time across the cluster (`imageKey`), so a tag's folder is
   * never half one push and half another, and no node's cleanup removes a manifest another node is
   * tagging. The change spans several transactions and file writes: a lock held for its length.
   */
  readonly #locks: ClusterLock;

  constructor(deps: {
    storage: DockerStorage;
    layout: ImageLayout;
    remote: RegistryRemote;
    index: PackageIndex;
    uploads: UploadSessions;
    locks: ClusterLock;
  }) {
    this.#storage = deps.storage;
    this.#layout = deps.layout;
    this.#remote = deps.remote;
    this.#index = deps.index;
    this.#uploads = deps.uploads;
    this.#locks = deps.locks;
  }

  /** Runs `work` holding the image's lock, on every node. */
  #changing<T>(repoKey: string, image: string, work: () => Promise<T>): Promise<T> {
    return this.#locks.run(imageKey(repoKey, image), work);
  }

  async #repository(repoKey: string, image: string): Promise<StoredRepository> {
    if (!isImageName(image)) throw nameInvalid(`${repoKey}/${image}`);
    const repository = await this.#storage.access.findRepository(repoKey);
    if (!repository || !REGISTRY_TYPES.has(repository.packageType)) throw nameUnknown(`${repoKey}/${image}`);
    return repository;
  }

  /** As storage resolves: a virtual repository is read through its members, each checked on its own. */
  async #readable(actor: Actor, repoKey: string, image: string): Promise<StoredRepository> {
    const repository = await this.#repository(repoKey, image);
    if (repository.rclass !== 'virtual') await this.#storage.access.require(actor, 'READ', repository.key, image);
    return repository;
  }

  /** Nothing found: an anonymous caller of a virtual repository may find more once logged in, as clients only send credentials when challenged. */
  #missing(actor: Actor, repository: StoredRepository, error: OciError): OciError {
    if (actor.kind === 'anonymous' && repository.rclass === 'virtual')
      return new OciError(401, 'UNAUTHORIZED', 'authentication required');
    return error;
  }

  /** Where a push lands: the repository itself, or a virtual one's default deployment repository. */
  async #writable(actor: Actor, repoKey: string, image: string): Promise<StoredRepository> {
    const requested = await this.#repository(repoKey, image);
    const repository = await this.#storage.deploy.deployTarget(requested.key);
    if (!REGISTRY_TYPES.has(repository.packageType)) throw nameUnknown(`${repoKey}/${image}`);
    await this.#storage.access.require(actor, 'WRITE', repository.key, image);
    return repository;
  }

  /** A repository that holds items itself, for deletes: a virtual one holds none. */
  async #holding(actor: Actor, repoKey: string, image: string): Promise<StoredRepository> {
    const repository = await this.#readable(actor, repoKey, image);
    if (repository.rclass === 'virtual') throw new OciError(405, 'UNSUPPORTED', 'a virtual repository holds nothing');
    return repository;
  }

  /** The repositories a read looks in, in order: itself, or a virtual one's members that take the image and may be read. */
  async #sources(actor: Actor, repository: StoredRepository, image: string): Promise<StoredRepository[]> {
    if (repository.rclass !== 'virtual') return [repository];
    const sources: StoredRepository[] = [];
    for (const member of await this.#storage.resolve.sources(repository))
      if (acceptsPath(member, image) && (await this.#storage.access.may(actor, 'READ', member.key, image)))
        sources.push(member);
    return sources;
  }

  /**
   * The first of these files the actor may read. Reading an image does not reach every file below
   * it (a permission's patterns may leave some out), and content found by its digest is served or
   * reused only from a file the actor could download: otherwise the digest is unknown to them.
   */
  async #firstReadable(actor: Actor, items: readonly (Item | undefined)[]): Promise<Item | undefined> {
    return (await this.#readableFiles(actor, items, 1))[0];
  }

  /**
   * The files the actor may read, up to `wanted`: by their own paths, and a digest folder's that
   * only tags were pushed to also by one of those tags' paths (ADR 019), so a tag a permission hides
   * is not read through its digest. Copies outside digest folders come first, as they need no more.
   */
  async #readableFiles(actor: Actor, items: readonly (Item | undefined)[], wanted = Infinity): Promise<Item[]> {
    const found = items.filter((item): item is Item => Boolean(item?.sha256));
    if (found.length === 0) return [];
    const readable = await this.#storage.access.readable(actor, found);
    const result: Item[] = [];
    const gated: { item: Item; paths: { repoKey: string; fullPath: string }[] }[] = [];
    for (const item of readable) {
      if (result.length >= wanted) return result;
      const paths = await this.#layout.gatePaths(item);
      if (paths) gated.push({ item, paths });
      else result.push(item);
    }
    for (const { item, paths } of gated) {
      if (result.length >= wanted) break;
      if ((await this.#storage.access.readable(actor, paths)).length > 0) result.push(item);
    }
    return result;
  }

  async blob(actor: Actor, repoKey: string, image: string, digest: string): Promise<Item> {
    const repository = await this.#readable(actor, repoKey, image);
    if (!isDigest(digest)) throw digestInvalid(digest);
    for (const source of await this.#sources(actor, repository, image)) {
      const found =
        source.rclass === 'remote'
          ? [await this.#remote.blob(actor, source, image, digest)]
          : await this.#layout.blobFiles(source.key, image, digest);
      const item = await this.#firstReadable(actor, found);
      if (item) return item;
    }
    throw this.#missing(actor, repository, blobUnknown(digest));
  }

  async deleteBlob(actor: Actor, repoKey: string, image: string, digest: string): Promise<void> {
    const repository = await this.#holding(actor, repoKey, image);
    if (!isDigest(digest)) throw digestInvalid(digest);
    const found = await this.#layout.blobFiles(repository.key, image, digest);
    if (found.length === 0) throw blobUnknown(digest);
    await this.#remove(actor, found);
  }

  async startUpload(actor: Actor, repoKey: string, image: string): Promise<UploadSession> {
    const repository = await this.#writable(actor, repoKey, image);
    return this.#uploads.start(repository.key, image);
  }

  async upload(actor: Actor, repoKey: string, image: string, id: string): Promise<UploadSession> {
    const repository = await this.#writable(actor, repoKey, image);
    return this.#uploads.find(id, repository.key, image);
  }

  /**
   * A chunk of an upload, appended where it stands: the route checks its `Content-Range`
   * (upload-ranges.ts); ChunkRaced when another chunk counted first.
   */
  async appendChunk(actor: Actor, repoKey: string, image: string, id: string, body: Readable): Promise<UploadSession> {
    return this.#uploads.append(await this.upload(actor, repoKey, image, id), body);
  }

  /** The last chunk (possibly empty) and the digest: the whole upload goes through storage, or nothing does. */
  async completeUpload(
    actor: Actor,
    repoKey: string,
    image: string,
    id: string,
    digest: string,
    body: Readable,
  ): Promise<Item> {
    const session = await this.#uploads.append(await this.upload(actor, repoKey, image, id), body);
    // Over for every node from here, whatever comes of it, as a completion that failed always was.
    await this.#uploads.claim(session);
    try {
      return await this.#storeBlob(actor, repoKey, image, digest, (extra) => this.#uploads.finish(session, extra));
    } finally {
      await this.#uploads.removeParts(session);
    }
  }

  async cancelUpload(actor: Actor, repoKey: string, image: string, id: string): Promise<void> {
    await this.#uploads.remove(await this.upload(actor, repoKey, image, id));
  }

  /** `POST …/blobs/uploads/?digest=`: the whole blob in one request. */
  async monolithicUpload(actor: Actor, repoKey: string, image: string, digest: string, body: Readable): Promise<Item> {
    try {
      return await this.#storeBlob(actor, repoKey, image, digest, (extra) => this.#storage.blobs.receive(body, extra));
    } finally {
      // Refused before storage read it: drained, so the connection can carry the error.
      if (!body.readableEnded) body.resume();
    }
  }

  /**
   * `receive`: the content as a pending blob, with the `extra` checksums the digest needs (its
   * sha512), asked for only once the digest and permissions are checked.
   */
  async #storeBlob(
    actor: Actor,
    repoKey: string,
    image: string,
    digest: string,
    receive: (extra: ExtraChecksums) => Promise<PendingBlob>,
  ): Promise<Item> {
    const repository = await this.#writable(actor, repoKey, image);
    if (!isStorableDigest(digest)) {
      throw isDigest(digest)
        ? new OciError(400, 'UNSUPPORTED', 'only sha256 and sha512 digests are supported', digest)
        : digestInvalid(digest);
    }
    const path = `${image}/${UPLOADS}/${blobFileName(digest)}`;
    // A file named by a digest holds that content, so content never received by it has no file there.
    await this.#mayWrite(actor, repository, [{ path, sha256: (await this.#layout.contentSha256(digest)) ?? '' }]);
    const pending = await receive(checksumsFor(digest));
    const received = receivedAs(digest, pending.digest);
    if (received !== digest) {
      await pending.discard();
      throw digestInvalid(received);
    }
    return this.#write(actor, repository, path, pending);
  }

  /**
   * Cross-repository mount: a blob stored already, linked into this image without its bytes. From
   * the image `from` names (`{repo}/{image}`) when it holds it, else from any image of a registry
   * repository (automatic content discovery, ADR 021); only ever from a file the actor may read.
   * Undefined when there is none: the client uploads the blob instead.
   */
  async mount(
    actor: Actor,
    repoKey: string,
    image: string,
    digest: string,
    from: string | undefined,
  ): Promise<Item | undefined> {
    const repository = await this.#writable(actor, repoKey, image);
    if (!isStorableDigest(digest)) return undefined;
    const named =
      from === undefined ? undefined : await this.#firstReadable(actor, await this.#blobIn(actor, from, digest));
    const item = named ?? (await this.#firstReadable(actor, await this.#discoverBlob(actor, digest)));
    const blob = item?.sha256 ? await this.#storage.items.blobBy('sha256', item.sha256) : undefined;
    if (!blob) return undefined;
    const path = `${image}/${UPLOADS}/${blobFileName(digest)}`;
    await this.#mayWrite(actor, repository, [{ path, sha256: blob.sha256 }]);
    return this.#write(actor, repository, path, blob);
  }

  /** The files of the image `from` (`{repo}/{image}`) that hold the blob, when the actor may read that image. */
  async #blobIn(actor: Actor, from: string, digest: string): Promise<Item[]> {
    const slash = from.indexOf('/');
    if (slash < 1) return [];
    const source = await this.#storage.access.findRepository(from.slice(0, slash));
    const sourceImage = from.slice(slash + 1);
    if (!source || !REGISTRY_TYPES.has(source.packageType) || !isImageName(sourceImage)) return [];
    if (!(await this.#storage.access.may(actor, 'READ', source.key, sourceImage))) return [];
    return this.#layout.blobFiles(source.key, sourceImage, digest);
  }

  /** The files holding the blob in every registry repository the actor may read something in. */
  async #discoverBlob(actor: Actor, digest: string): Promise<Item[]> {
    const repositories = await this.#storage.access.readableRepositories(actor);
    const keys = repositories
      .filter((repository) => repository.rclass !== 'virtual' && REGISTRY_TYPES.has(repository.packageType))
      .map((repository) => repository.key);
    return this.#layout.blobFilesIn(keys, digest);
  }

  /**
   * Deploy permission and the repository's patterns for every path, and delete permission for what
   * a write would replace with other content or remove (`stale`), all before anything is written.
   */
  async #mayWrite(
    actor: Actor,
    repository: StoredRepository,
    targets: readonly { path: string; sha256: string }[],
    stale: readonly Item[] = [],
  ) {
    const { access, items } = this.#storage;
    for (const { path } of targets)
      if (!acceptsPath(repository, path))
        throw new OciError(403, 'DENIED', 'the repository does not accept this path', path);
    await access.requireEach(
      actor,
      'WRITE',
      targets.map(({ path }) => ({ repoKey: repository.key, fullPath: path })),
    );
    const replaced: Item[] = [...stale];
    for (const { path, sha256 } of targets) {
      const item = await items.find(repository.key, path);
      if (item && item.sha256 !== sha256) replaced.push(item);
    }
    if (replaced.length > 0) await access.requireEach(actor, 'DELETE', replaced);
  }

  async #write(
    actor: Actor,
    repository: StoredRepository,
    path: string,
    source: PendingBlob | BlobDigest,
    properties?: ReadonlyMap<string, string[]>,
  ): Promise<Item> {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const mimeType = MANIFEST_FILES.has(name) ? 'application/json' : 'application/octet-stream';
    const file = { repoKey: repository.key, path, mimeType, user: actorName(actor) };
    await this.#storage.deploy.write(properties ? { ...file, properties } : file, source);
    const item = await this.#storage.items.find(repository.key, path);
    if (!item) throw new DomainError(500, `${path} was not stored`);
    return item;
  }

  async #remove(actor: Actor, items: readonly Item[]): Promise<void> {
    if (items.length === 0) return;
    await this.#storage.access.requireEach(actor, 'DELETE', items);
    await this.#storage.changes.removeItems(items);
    await this.#index.prune();
  }

  /**
   * One folder of the layout: the blobs the manifest names and the manifest, whose `docker.manifest`
   * property names the tag or digest the folder is, as Artifactory's does. A digest folder's content
   * never changes, so the blobs it holds already stay as they are, and so does its manifest when
   * `held` (its properties unchanged too); a tag folder is written afresh, the push being its news.
   */
  async #writeFolder(
    actor: Actor,
    repository: StoredRepository,
    folder: string,
    blobs: ReadonlyMap<string, Item>,
    manifest: {
      name: string;
      body: Buffer;
      properties: ReadonlyMap<string, string[]>;
      /** The manifest's sha512 when it is known by one, so it is found by it. */
      checksums?: ExtraChecksums;
      held?: Item;
    },
  ): Promise<{ manifest: Item; blobs: Item[] }> {
    const immutable = isDigestFolder(folder.slice(folder.lastIndexOf('/') + 1));
    const written: Item[] = [];
    for (const [blobDigest, item] of blobs) {
      const path = `${folder}/${blobFileName(blobDigest)}`;
      const existing = immutable ? await this.#storage.items.find(repository.key, path) : undefined;
      if (existing && existing.sha256 === item.sha256) {
        written.push(existing);
        continue;
      }
      const stored = await this.#storage.items.blobBy('sha256', item.sha256 ?? '');
      if (!stored) throw manifestBlobUnknown(blobDigest);
      written.push(await this.#write(actor, repository, path, stored));
    }
    const path = `${folder}/${manifest.name}`;
    const stored =
      manifest.held ??
      (await this.#write(
        actor,
        repository,
        path,
        await this.#storage.blobs.receive(Readable.from([manifest.body]), manifest.checksums),
        manifest.properties,
      ));
    return { manifest: stored, blobs: written };
  }

  /**
   * Stores a manifest under a tag or its digest, with its blobs beside it, once everything it names
   * is here. Pushed by digest, it may name tags too (`alsoTagged`, the `tag` parameter), which then
   * point at it by that digest, whatever its algorithm; they are returned as `tags`.
   */
  async putManifest(
    actor: Actor,
    repoKey: string,
    image: string,
    reference: string,
    body: Buffer,
    contentType: string | undefined,
    alsoTagged: readonly string[] = [],
  ): Promise<{ digest: string; subject?: string; tags: string[] }> {
    const repository = await this.#writable(actor, repoKey, image);
    const byDigest = isDigest(reference);
    if (!byDigest && !isTag(reference)) throw manifestInvalid(`invalid tag "${reference}"`);
    const invalidTag = alsoTagged.find((tag) => !isTag(tag));
    if (invalidTag !== undefined) throw manifestInvalid(`invalid tag "${invalidTag}"`);
    const tags = byDigest ? [...new Set(alsoTagged)] : [reference];
    if (body.length > MANIFEST_LIMIT) throw new OciError(413, 'SIZE_INVALID', 'manifest too large');
    // Known by the digest it was pushed by, sha256 or sha512; pushed by a tag, by its sha256 (ADR 021).
    const algorithm = byDigest && isStorableDigest(reference) ? digestParts(reference).algorithm : 'sha256';
    const digest = digestOf(body, algorithm);
    if (byDigest && reference !== digest) throw digestInvalid(reference);
    const sha256 = createHash('sha256').update(body).digest('hex');
    const manifest = parseManifest(body, contentType);

    const blobs = new Map<string, Item>();
    if (manifest.kind === 'image') {
      for (const descriptor of [manifest.config, ...manifest.layers]) {
        // A non-distributable layer is fetched from elsewhere, never from here: it is neither needed nor linked.
        if (descriptor !== manifest.config && isNondistributable(descriptor)) continue;
        const files = await this.#layout.blobFiles(repository.key, image, descriptor.digest);
        const item = await this.#firstReadable(actor, files);
        if (item) blobs.set(descriptor.digest, item);
        // A layer with `urls` may be fetched from them: linked when it is here, not needed.
        else if (descriptor === manifest.config || !descriptor.urls?.length)
          throw manifestBlobUnknown(descriptor.digest);
      }
    } else {
      for (const child of manifest.manifests)
        if (!(await this.#firstReadable(actor, await this.#layout.manifests(repository.key, image, child.digest))))
          throw manifestBlobUnknown(child.digest);
    }
    const config = manifest.kind === 'image' ? await this.#readConfig(blobs.get(manifest.config.digest)) : undefined;
    const readme = manifest.kind === 'image' ? await this.#chartReadme(manifest, blobs) : undefined;

    await this.#changing(repository.key, image, async () => {
      // The manifest lives in its digest's folder; a tag's folder is a full copy that points at it (ADR 019).
      const own = digestFolder(image, digest);
      const folders = [own, ...tags.map((tag) => `${image}/${tag}`)];
      const manifestName = manifest.kind === 'image' ? MANIFEST_FILE : LIST_FILE;
      const filesOf = (folder: string) => [
        { path: `${folder}/${manifestName}`, sha256 },
        ...[...blobs].map(([blobDigest, item]) => ({
          path: `${folder}/${blobFileName(blobDigest)}`,
          sha256: item.sha256 ?? '',
        })),
      ];
      const targets = folders.flatMap(filesOf);
      const keep = new Set(targets.map(({ path }) => path));
      const stale: Item[] = [];
      for (const folder of folders)
        for (const item of await this.#storage.items.below(repository.key, folder))
          if (item.type === 'file' && !keep.has(item.fullPath)) stale.push(item);
      await this.#mayWrite(actor, repository, targets, stale);

      const properties = (name: string, gate?: string[]) =>
        new Map([
          ['docker.repoName', [image]],
          ['docker.manifest', [name]],
          [DIGEST_PROPERTY, [digest]],
          [MEDIA_TYPE_PROPERTY, [manifest.mediaType]],
          ...(gate ? [[PUSHED_TAGS_PROPERTY, gate] as [string, string[]]] : []),
        ]);
      const held = await this.#storage.items.find(repository.key, `${own}/${manifestName}`);
      const heldGate = held && (await this.#layout.pushedTags(held));
      // Pushed by digest, the folder is read by its own path; pushed only as tags, by theirs.
      const gate = byDigest || (held && !heldGate) ? undefined : [...new Set([...(heldGate ?? []), reference])].sort();
      const unchanged = held !== undefined && String(heldGate) === String(gate);
      await this.#writeFolder(actor, repository, own, blobs, {
        name: manifestName,
        body,
        properties: properties(digest, gate),
        checksums: checksumsFor(digest),
        ...(unchanged && held ? { held } : {}),
      });
      const written: { tag: string; manifest: Item; blobs: Item[] }[] = [];
      for (const tag of tags) {
        const folder = await this.#writeFolder(actor, repository, `${image}/${tag}`, blobs, {
          name: manifestName,
          body,
          properties: properties(tag),
        });
        written.push({ tag, ...folder });
      }
      await this.#remove(actor, stale);
      for (const { tag, ...folder } of written) {
        const entry = versionEntry({
          image,
          tag,
          digest,
          manifest,
          config,
          manifestItemId: folder.manifest.id,
          blobItemIds: folder.blobs.map((item) => item.id),
          readme,
        });
        // A tag the index cannot show is not pushed: its copy goes, so the client's retry starts clean.
        await this.#index.record(entry).catch(async (error: unknown) => {
          await forgetFile(this.#storage, this.#index, folder.manifest);
          throw error;
        });
      }
      await this.#showUntagged(repository, image);
    });
    return { digest, tags: byDigest ? tags : [], ...(manifest.subject ? { subject: manifest.subject.digest } : {}) };
  }

  async #readConfig(item: Item | undefined): Promise<Json | undefined> {
    if (!item?.sha256 || item.size > CONFIG_LIMIT) return undefined;
    return parseJson(await readCapped(this.#storage.blobs.read(item.sha256, item.size), CONFIG_LIMIT));
  }

  /** The README.md at the top of a Helm chart's archive, as the package browser shows it. */
  async #chartReadme(manifest: Manifest & { kind: 'image' }, blobs: ReadonlyMap<string, Item>) {
    if (manifest.config.mediaType !== MEDIA_TYPES.helmConfig) return undefined;
    const chart = manifest.layers.find((layer) => layer.mediaType === MEDIA_TYPES.helmChart);
    const item = chart && blobs.get(chart.digest);
    if (!item?.sha256) return undefined;
    const archive = this.#storage.blobs.read(item.sha256, item.size);
    const readme = await readTarEntry(archive, (name) => README.test(name), README_LIMIT);
    return readme?.toString('utf8');
  }

  async manifest(actor: Actor, repoKey: string, image: string, reference: string): Promise<StoredManifest> {
    const repository = await this.#readable(actor, repoKey, image);
    if (!isDigest(reference) && !isTag(reference)) throw manifestInvalid(`invalid tag "${reference}"`);
    for (const source of await this.#sources(actor, repository, image)) {
      const found =
        source.rclass === 'remote'
          ? [await this.#remote.manifest(actor, source, image, reference)]
          : isDigest(reference)
            ? await this.#layout.manifests(source.key, image, reference)
            : [await this.#layout.manifest(source.key, image, reference)];
      const item = await this.#firstReadable(actor, found);
      if (!item?.sha256) continue;
      const stored = await this.#layout.manifestProperties(item);
      const mediaType = stored.mediaType ?? MEDIA_TYPES.ociManifest;
      // Read by a digest, it is known by that one; by a tag, by the digest the tag was pushed with.
      const digest = isDigest(reference) ? reference : await this.#layout.pushedDigest(item, stored.digest);
      return { item, mediaType, digest };
    }
    throw this.#missing(actor, repository, manifestUnknown(reference));
  }

  /** By tag: the tag's folder. By digest: every folder holding that manifest, its tags with it. */
  async deleteManifest(actor: Actor, repoKey: string, image: string, reference: string): Promise<void> {
    const repository = await this.#holding(actor, repoKey, image);
    const manifests = isDigest(reference)
      ? await this.#layout.manifests(repository.key, image, reference)
      : [await this.#layout.manifest(repository.key, image, reference)].filter(
          (item): item is Item => item !== undefined,
        );
    if (manifests.length === 0) throw manifestUnknown(reference);
    await this.#changing(repository.key, image, async () => {
      const doomed: Item[] = [];
      for (const manifest of manifests) {
        const folder = manifest.fullPath.slice(0, manifest.fullPath.lastIndexOf('/'));
        doomed.push(...(await this.#storage.items.below(repository.key, folder)));
        const folderItem = await this.#storage.items.find(repository.key, folder);
        if (folderItem) doomed.push(folderItem);
      }
      await this.#remove(actor, doomed);
      await this.#showUntagged(repository, image);
    });
  }

  /**
   * Runs work while no push or delete on any node changes the image's manifests: the cleanup judges
   * and removes in it (ADR 019).
   */
  whileImageUnchanged<T>(repoKey: string, image: string, work: () => Promise<T>): Promise<T> {
    return this.#changing(repoKey, image, work);
  }

  /**
   * After a delete through the artifact API or the console (a tag's folder, or a file in it): the
   * manifest it pointed at may have lost its last tag. `path` is below the image by one or two levels.
   */
  async deleted(repository: StoredRepository, path: string): Promise<void> {
    await this.#index.prune();
    const parent = (of: string) => of.slice(0, Math.max(of.lastIndexOf('/'), 0));
    for (const image of new Set([parent(path), parent(parent(path))]))
      if (isImageName(image)) await this.#changing(repository.key, image, () => this.#showUntagged(repository, image));
  }

  /**
   * Keeps the package index's versions named by a digest in step with the image's untagged
   * manifests (ADR 019): each has one, so the package view can show it and it can be found and
   * deleted, and a manifest a tag points at again has none. The children of an index are part of it,
   * not loose manifests, and a Helm chart is a version of its chart, so neither gets one.
   */
  async #showUntagged(repository: StoredRepository, image: string): Promise<void> {
    if (repository.rclass !== 'local') return;
    const { untagged, indexes } = await this.#layout.untagged(repository.key, image);
    // Most images have every manifest tagged: their indexes are not read.
    const children = untagged.length > 0 ? await this.#childrenOf(indexes) : new Set<string>();
    const versions = await this.#index.versionsIn(repository.key, 'docker', image);
    const shown = new Map(versions.filter(({ version }) => isDigest(version)).map((entry) => [entry.version, entry]));
    // One version per digest, though its content may be in its sha256's and its sha512's folders.
    const seen = new Set<string>();
    for (const loose of untagged) {
      const digest = `sha256:${loose.manifest.sha256}`;
      if (children.has(digest) || seen.has(digest)) continue;
      seen.add(digest);
      if (shown.delete(digest)) continue;
      const entry = await this.#untaggedEntry(image, digest, loose);
      if (entry?.packageType === 'docker') await this.#index.record(entry);
    }
    // What is left was shown as loose and is tagged again, gone, or an index's child now.
    const settled = [...shown.values()].flatMap(({ files }) => files.map(({ itemId }) => itemId));
    if (settled.length > 0) await this.#index.unlinkFiles(settled);
  }

  /** The digests of the manifests these indexes name. */
  async #childrenOf(indexes: readonly Item[]): Promise<Set<string>> {
    const children = new Set<string>();
    for (const index of indexes) {
      const document = parseJson(await this.#readManifest(index));
      const manifests = Array.isArray(document?.manifests) ? document.manifests : [];
      for (const child of manifests) children.add(String((child as { digest?: unknown } | null)?.digest));
    }
    return children;
  }

  async #readManifest(item: Item): Promise<Buffer | undefined> {
    if (!item.sha256 || item.size > MANIFEST_LIMIT) return undefined;
    return readCapped(this.#storage.blobs.read(item.sha256, item.size), MANIFEST_LIMIT);
  }

  /** The version an untagged manifest is shown as: named by its digest, with the files of its folder. */
  async #untaggedEntry(image: string, digest: string, { manifest: item, blobs }: UntaggedManifest) {
    const body = await this.#readManifest(item);
    let manifest: Manifest;
    try {
      manifest = parseManifest(body ?? Buffer.alloc(0), await this.#layout.mediaType(item));
    } catch {
      return undefined;
    }
    const configFile = manifest.kind === 'image' ? blobFileName(manifest.config.digest) : undefined;
    const config = await this.#readConfig(blobs.find((blob) => blob.name === configFile));
    return versionEntry({
      image,
      tag: digest,
      digest,
      manifest,
      config,
      manifestItemId: item.id,
      blobItemIds: blobs.map((blob) => blob.id),
    });
  }

  /** The image's tags in lexical order; a virtual repository's are its members' together. */
  async tags(actor: Actor, repoKey: string, image: string): Promise<string[]> {
    const repository = await this.#readable(actor, repoKey, image);
    let known = false;
    const tags = new Set<string>();
    for (const source of await this.#sources(actor, repository, image)) {
      const found = await this.#readableTags(actor, source, image);
      if (!found) continue;
      known = true;
      for (const tag of found) tags.add(tag);
    }
    if (!known) throw this.#missing(actor, repository, nameUnknown(`${repoKey}/${image}`));
    return [...tags].sort();
  }

  /**
   * A source's tags of the image whose manifest the actor may read, as a manifest read by tag
   * would serve it: a permission's patterns may leave some tags' folders out. A tag's manifest is
   * the file that holds it; for an upstream tag not cached yet, either file it would be cached as.
   * Undefined when the source knows nothing of the image.
   */
  async #readableTags(actor: Actor, source: StoredRepository, image: string): Promise<string[] | undefined> {
    const stored = await this.#layout.tagManifests(source.key, image);
    const names = source.rclass === 'remote' ? await this.#remote.tags(source, image) : stored && [...stored.keys()];
    if (!names) return undefined;
    const manifests = names.flatMap((tag) => {
      const item = stored?.get(tag);
      if (item) return [{ tag, repoKey: source.key, fullPath: item.fullPath }];
      // An upstream's name that is no tag could not be pulled, nor placed in the layout to be checked.
      if (!isTag(tag)) return [];
      return [...MANIFEST_FILES].map((file) => ({ tag, repoKey: source.key, fullPath: `${image}/${tag}/${file}` }));
    });
    const readable = await this.#storage.access.readable(actor, manifests);
    return [...new Set(readable.map((manifest) => manifest.tag))];
  }

  /**
   * The manifests of the image whose `subject` is this digest, as descriptors, optionally of one
   * artifact type: only from files the actor may read, as a manifest read by digest would serve them.
   */
  async referrers(
    actor: Actor,
    repoKey: string,
    image: string,
    digest: string,
    artifactType: string | undefined,
  ): Promise<Descriptor[]> {
    const repository = await this.#readable(actor, repoKey, image);
    if (!isDigest(digest)) throw digestInvalid(digest);
    const looked = new Set<string>();
    const found: Descriptor[] = [];
    for (const source of await this.#sources(actor, repository, image)) {
      const manifests = await this.#readableFiles(actor, await this.#layout.allManifests(source.key, image));
      for (const item of manifests) {
        if (!item.sha256 || looked.has(item.sha256) || item.size > MANIFEST_LIMIT) continue;
        looked.add(item.sha256);
        const descriptor = await this.#referrer(item, digest, artifactType);
        if (descriptor) found.push(descriptor);
      }
    }
    return found;
  }

  async #referrer(item: Item, subject: string, artifactType: string | undefined): Promise<Descriptor | undefined> {
    const body = await readCapped(this.#storage.blobs.read(item.sha256 ?? '', item.size), MANIFEST_LIMIT);
    const document = parseJson(body);
    if (!body || (document?.subject as { digest?: unknown } | undefined)?.digest !== subject) return undefined;
    let manifest: Manifest;
    try {
      manifest = parseManifest(body, (await this.#layout.mediaType(item)) ?? undefined);
    } catch {
      return undefined;
    }
    const type = manifest.artifactType ?? (manifest.kind === 'image' ? manifest.config.mediaType : undefined);
    if (artifactType !== undefined && type !== artifactType) return undefined;
    return {
      mediaType: manifest.mediaType,
      digest: `sha256:${item.sha256}`,
      size: item.size,
      ...(type ? { artifactType: type } : {}),
      ...(manifest.annotations ? { annotations: manifest.annotations } : {}),
    };
  }
}
