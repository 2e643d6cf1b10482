import type { Readable } from 'node:stream';
import { type StorageFileInfo, type StorageFolderInfo, serverMessages } from '@arca/contract';
import type { Logger } from 'pino';
import type { ClusterLock } from '../../db/cluster-lock.ts';
import type { Db } from '../../db/database.ts';
import { audited } from '../../lib/audit.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { Conflict, DomainError, InsufficientStorage, NotFound } from '../../lib/errors.ts';
import { isOutOfSpace } from '../../lib/system-failures.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import { ancestorsOf, type ParsedArtifactUrl, splitPath } from './artifact-path.ts';
import { type BlobCollector, blobKey } from './blob-collector.ts';
import { isPending } from './blob-hasher.ts';
import type { BlobDigest, BlobStore, PendingBlob } from './blob-store.ts';
import type { FormatHooksRegistry } from './format-hooks.ts';
import type { ItemsRepository } from './items.repository.ts';
import { mimeTypeOf } from './mime-types.ts';
import type { PendingChecksums } from './pending-checksums.ts';
import { readableContent } from './readable-content.ts';
import { acceptsPath, type StorageAccess } from './storage-access.ts';
import type { StorageListener } from './storage-events.ts';
import type { StorageInfoFormat } from './storage-info.ts';

/** The checksum headers of a deploy (jfrog-wire-compat §1.2, §1.3). */
export interface DeployChecksums {
  sha1?: string;
  md5?: string;
  sha256?: string;
  /** `X-Checksum`: the algorithm is told by its length. */
  generic?: string;
  /** `X-Checksum-Deploy: true`: reuse content the server has instead of a body. */
  checksumDeploy: boolean;
}

class MethodNotAllowed extends DomainError {
  constructor(message: string) {
    super(405, message);
  }
}

type Algorithm = 'sha256' | 'sha1' | 'md5';

/**
 * What a format records with a file in the transaction that stores it (an npm version with its
 * tarball), so that a crash or a failure leaves both or neither.
 */
export type InCommit = (tx: Db, itemId: number) => Promise<void>;

/** What a deploy's commit does beside recording the file. */
export interface CommitTerms {
  /** Recorded with the file, in its transaction. */
  inCommit?: InCommit;
  /**
   * The refusal, in the format's own words, when a file is at the path already: decided inside the
   * commit, so that of two deploys of one path on two nodes at once, one is refused and none is
   * written over (a published version's content never changes once a client was told it).
   */
  ifAbsent?: DomainError;
  /**
   * A lock the commit holds besides its blob's, taken first (ADR 032): a format's key for changes
   * that span several transactions and must not interleave with this commit (an npm package's).
   */
  under?: string;
}

/** A unique index refused a row, in PostgreSQL's or SQLite's words. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
/** A full disk, told as the upload that was not kept: receiving and keeping the bytes both write. */
function uploadNotKept(error: unknown): never {
  if (isOutOfSpace(error)) throw new InsufficientStorage(serverMessages.diskFull);
  throw error;
}

const LENGTHS: Record<number, Algorithm> = { 64: 'sha256', 40: 'sha1', 32: 'md5' };

/** The checksums a client announced, each by its algorithm. */
function expectedChecksums(checksums: DeployChecksums): Partial<Record<Algorithm, string>> {
  const expected: Partial<Record<Algorithm, string>> = {};
  const generic = checksums.generic?.trim().toLowerCase();
  const genericAlgorithm = generic ? LENGTHS[generic.length] : undefined;
  if (generic && genericAlgorithm) expected[genericAlgorithm] = generic;
  for (const algorithm of ['sha256', 'sha1', 'md5'] as const) {
    const value = checksums[algorithm]?.trim().toLowerCase();
    if (value) expected[algorithm] = value;
  }
  return expected;
}

/** Stores artifacts: a deploy streams the body to the blob store and records the file only once it is whole and verified. */
export class DeployService {
  readonly #access: StorageAccess;
  readonly #items: ItemsRepository;
  readonly #blobs: BlobStore;
  readonly #collector: BlobCollector;
  readonly #lock: ClusterLock;
  readonly #format: StorageInfoFormat;
  readonly #audit: Logger;
  readonly #hooks: FormatHooksRegistry | undefined;
  readonly #listeners: StorageListener | undefined;
  readonly #checksums: PendingChecksums | undefined;

  constructor(deps: {
    access: StorageAccess;
    items: ItemsRepository;
    blobs: BlobStore;
    collector: BlobCollector;
    lock: ClusterLock;
    format: StorageInfoFormat;
    audit: Logger;
    hooks?: FormatHooksRegistry;
    listeners?: StorageListener;
    /** Computes the sha1 and md5 a registry push left pending, once its file is recorded (ADR 034). */
    checksums?: PendingChecksums;
  }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#blobs = deps.blobs;
    this.#collector = deps.collector;
    this.#lock = deps.lock;
    this.#format = deps.format;
    this.#audit = deps.audit;
    this.#hooks = deps.hooks;
    this.#listeners = deps.listeners;
    this.#checksums = deps.checksums;
  }

  /** Where a deploy to this repository lands: itself, or a virtual repository's default deployment repository. */
  async deployTarget(repoKey: string): Promise<StoredRepository> {
    return this.#targetOf(await this.#access.repository(repoKey));
  }

  async #targetOf(repository: StoredRepository): Promise<StoredRepository> {
    if (repository.rclass === 'remote') throw new MethodNotAllowed(serverMessages.remoteIsReadOnly(repository.key));
    if (repository.rclass !== 'virtual') return repository;
    const target = repository.config.defaultDeploymentRepo;
    const local = target ? await this.#access.findRepository(target) : undefined;
    if (!local || local.rclass === 'remote' || local.rclass === 'virtual')
      throw new MethodNotAllowed(serverMessages.noDeploymentRepo(repository.key));
    if (!acceptsPath(repository, '')) throw new Conflict(serverMessages.rejectedByPatterns(repository.key, ''));
    return local;
  }

  async deploy(
    actor: Actor,
    url: ParsedArtifactUrl,
    body: Readable,
    checksums: DeployChecksums,
    terms: CommitTerms = {},
  ): Promise<StorageFileInfo | StorageFolderInfo> {
    return audited(this.#audit, actor, 'deploy', url, () => this.#deploy(actor, url, body, checksums, terms));
  }

  async #deploy(
    actor: Actor,
    url: ParsedArtifactUrl,
    body: Readable,
    checksums: DeployChecksums,
    { inCommit, ifAbsent, under }: CommitTerms,
  ): Promise<StorageFileInfo | StorageFolderInfo> {
    const requested = await this.#access.repository(url.repoKey);
    const repository = await this.#targetOf(requested);
    const { path } = url;
    for (const checked of new Set([requested, repository]))
      if (!acceptsPath(checked, path)) throw new Conflict(serverMessages.rejectedByPatterns(checked.key, path));
    await this.#access.require(actor, 'WRITE', repository.key, path);
    if (url.folder || path === '') return this.#createFolder(actor, repository.key, path);
    const hooks = this.#hooks?.of(repository);
    const answer = await hooks?.beforeDeploy?.(actor, repository, path, body);
    if (answer) return this.#format.file(answer);

    const existing = await this.#items.find(repository.key, path);
    if (existing?.type === 'folder') throw new Conflict(serverMessages.folderInTheWay(repository.key, path));
    if (existing) await this.#access.require(actor, 'DELETE', repository.key, path);

    const expected = expectedChecksums(checksums);
    const source = checksums.checksumDeploy
      ? await this.#knownContent(actor, expected)
      : await this.#receive(body, expected);
    const user = actorName(actor);
    const file = { repoKey: repository.key, path, mimeType: mimeTypeOf(path), user, properties: url.properties };
    // The format reads the stored content before the commit, so content it refuses is never recorded.
    const check = hooks?.checkContent?.bind(hooks);
    const digest = 'digest' in source ? source.digest : source;
    const checked: InCommit | undefined = check
      ? async (tx, itemId) => {
          await check(repository, path, digest);
          await inCommit?.(tx, itemId);
        }
      : inCommit;
    await this.write(file, source, { inCommit: checked, ifAbsent, under });
    const stored = await this.#items.find(repository.key, path);
    if (stored && hooks?.deployed) await hooks.deployed(actor, repository, stored);
    const item = hooks?.deployed ? await this.#items.find(repository.key, path) : stored;
    if (!item) throw new NotFound(serverMessages.itemNotFound(repository.key, path));
    return this.#format.file(item);
  }

  /**
   * Records a file over content that is either pending (just received) or stored already. The
   * content is kept, or found, under the blob's lock, held on every node until the commit that
   * refers to it, so no collector removes it in between. The blob a replaced file used is released
   * afterwards. `terms` says what else the commit does, refuses or holds.
   */
  async write(
    file: {
      repoKey: string;
      path: string;
      mimeType: string;
      user: string;
      properties?: ReadonlyMap<string, string[]>;
      remoteUrl?: string;
    },
    source: PendingBlob | BlobDigest,
    { inCommit, ifAbsent, under }: CommitTerms = {},
  ): Promise<void> {
    const digest = 'digest' in source ? source.digest : source;
    let kept = false;
    const stored = async () => {
      if ('digest' in source && !kept) {
        await source.keep().catch(uploadNotKept);
        kept = true;
        crashPoint('deploy-blob-kept');
      } else if (!(await this.#blobs.has(digest.sha256))) {
        // Kept by a first attempt that lost a race for the path, then removed before the second took the lock.
        if (kept) throw new Error(`the content ${digest.sha256} went before its deploy was recorded`);
        throw new NotFound(serverMessages.checksumDeployMissing('sha256', digest.sha256));
      }
    };
    const commit = () =>
      this.#lock.transaction(
        under === undefined ? blobKey(digest.sha256) : [under, blobKey(digest.sha256)],
        async (tx) => {
          const now = Date.now();
          const written = await this.#items.putFile(tx, { ...file, blob: digest }, now);
          if (!written.written || written.id === undefined)
            throw new Conflict(serverMessages.folderInTheWay(file.repoKey, file.path));
          // `putFile` read the path as it wrote: a file there refuses this one, and the rollback
          // undoes what `putFile` wrote over it.
          if (ifAbsent && written.replacedSha256 !== undefined) throw ifAbsent;
          await inCommit?.(tx, written.id);
          const { name } = splitPath(file.path);
          await this.#listeners?.changed(
            tx,
            [
              {
                // A remote repository's copy of an upstream file is cached, not deployed.
                type: file.remoteUrl ? 'cached' : 'deployed',
                repoKey: file.repoKey,
                path: file.path,
                name,
                sha256: digest.sha256,
                size: digest.size,
              },
            ],
            now,
          );
          return written;
        },
        { prepare: stored },
      );
    let replaced: string | undefined;
    try {
      // Two deploys of one new path can both find it free; the one that loses writes over the
      // winner's, or is refused where the path must have been free.
      const result = await commit().catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        if (ifAbsent) throw ifAbsent;
        return commit();
      });
      if (result.replacedSha256 && result.replacedSha256 !== digest.sha256) replaced = result.replacedSha256;
    } catch (error) {
      // Content kept for a file that was not recorded goes, unless another file uses it meanwhile.
      if (kept) await this.#collector.release([digest.sha256]).catch(() => undefined);
      throw error;
    }
    if (replaced) await this.#collector.release([replaced]);
    if (isPending(digest)) this.#checksums?.later(digest.sha256);
  }

  async #createFolder(actor: Actor, repoKey: string, path: string): Promise<StorageFolderInfo> {
    if (path !== '') {
      const existing = await this.#items.find(repoKey, path);
      if (existing?.type === 'file') throw new Conflict(serverMessages.folderInTheWay(repoKey, path));
      const created = await this.#items.transaction((tx) =>
        this.#items.ensureFolders(tx, repoKey, [...ancestorsOf(path), path], actorName(actor), Date.now()),
      );
      if (!created) throw new Conflict(serverMessages.folderInTheWay(repoKey, path));
    }
    const folder = await this.#items.find(repoKey, path);
    const now = Date.now();
    const root = {
      fullPath: '',
      createdAt: now,
      createdBy: actorName(actor),
      modifiedAt: now,
      modifiedBy: actorName(actor),
      updatedAt: now,
    };
    return this.#format.folder(repoKey, folder ?? root, []);
  }

  /**
   * A checksum deploy: content the server holds already, found by sha256, else sha1, in a file the
   * deployer may read; content they may not read is answered as unknown, word for word.
   */
  async #knownContent(actor: Actor, expected: Partial<Record<Algorithm, string>>): Promise<BlobDigest> {
    const algorithm = expected.sha256 ? 'sha256' : expected.sha1 ? 'sha1' : undefined;
    const checksum = algorithm && expected[algorithm];
    if (!algorithm || !checksum) throw new NotFound(serverMessages.checksumDeployNoHeader);
    const blob = await readableContent({ access: this.#access, items: this.#items }, actor, algorithm, checksum);
    if (!blob) throw new NotFound(serverMessages.checksumDeployMissing(algorithm, checksum));
    return blob;
  }

  /** Streams the body to the store and verifies every checksum the client announced. */
  async #receive(body: Readable, expected: Partial<Record<Algorithm, string>>): Promise<PendingBlob> {
    const pending = await this.#blobs.receive(body).catch(uploadNotKept);
    for (const [algorithm, value] of Object.entries(expected) as [Algorithm, string][]) {
      if (pending.digest[algorithm] !== value) {
        await pending.discard();
        throw new Conflict(serverMessages.checksumMismatch(algorithm, value, pending.digest[algorithm]));
      }
    }
    return pending;
  }
}
