import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_TOKEN_EXPIRY_SECONDS, serverMessages } from '@arca/contract';
import { crashPoint } from '../../../lib/crash-point.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../../../lib/errors.ts';
import { KeyedLock } from '../../../lib/keyed-lock.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { TokensService } from '../../tokens/tokens.service.ts';
import type { FormatStorage } from '../format-storage.ts';
import type { DistTagsRepository } from './dist-tags.repository.ts';
import { isSemver, nameProblem, tagProblem, tarballFile, tarballPath } from './npm-names.ts';
import { NOT_FOUND, type NpmReader, PACKAGE_TYPE } from './npm-reader.ts';
import { basicCredentialsOf, npmrcLines } from './npmrc-lines.ts';
import { indexEntry, type Manifest, type PublishedVersion } from './packument.ts';
import type { PackumentStamps } from './packument-stamp.ts';

/** Base64 is decoded a slice at a time; a multiple of 4 characters decodes on its own. */
const BASE64_SLICE = 256 * 1024;

export type NpmStorage = Pick<
  FormatStorage,
  'access' | 'deploy' | 'resolve' | 'changes' | 'items' | 'collector' | 'locks'
>;

/** The cluster lock of one package's changes in one repository. */
export function packageKey(repoKey: string, name: string): string {
  return `npm:${repoKey}\0${name}`;
}

/** The refusal of a version published already: its tarball never changes (npm's words). */
const PUBLISHED = 'cannot modify pre-existing version';

export interface NpmServiceDeps {
  storage: NpmStorage;
  index: PackageIndex;
  distTags: DistTagsRepository;
  reader: NpmReader;
  stamps: PackumentStamps;
  auth: AuthService;
  tokens: TokensService;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function* base64Slices(data: string): Generator<Buffer> {
  for (let start = 0; start < data.length; start += BASE64_SLICE)
    yield Buffer.from(data.slice(start, start + BASE64_SLICE), 'base64');
}

/** The tarball's checksums, in the forms npm writes them (`dist.shasum`, `dist.integrity`). */
function digestOf(data: string): { sha1: string; sha512: string; length: number } {
  const sha1 = createHash('sha1');
  const sha512 = createHash('sha512');
  let length = 0;
  for (const slice of base64Slices(data)) {
    sha1.update(slice);
    sha512.update(slice);
    length += slice.length;
  }
  return { sha1: sha1.digest('hex'), sha512: sha512.digest('base64'), length };
}

/** Checks `dist.shasum` and every sha512/sha1 of `dist.integrity` (Subresource Integrity, space separated). */
function checkDist(dist: Json | undefined, digest: { sha1: string; sha512: string }): void {
  const shasum = dist?.shasum;
  const integrity = dist?.integrity;
  if (typeof shasum !== 'string' && typeof integrity !== 'string')
    throw new Invalid('dist.integrity or dist.shasum is required');
  if (typeof shasum === 'string' && shasum.toLowerCase() !== digest.sha1)
    throw new Invalid('the tarball does not match dist.shasum');
  if (typeof integrity !== 'string') return;
  let checked = false;
  for (const entry of integrity.trim().split(/\s+/)) {
    const [algorithm, value = ''] = entry.split('?')[0]?.split(/-(.*)/s) ?? [];
    const expected =
      algorithm === 'sha512'
        ? digest.sha512
        : algorithm === 'sha1'
          ? Buffer.from(digest.sha1, 'hex').toString('base64')
          : undefined;
    if (expected === undefined) continue;
    if (value !== expected) throw new Invalid('the tarball does not match dist.integrity');
    checked = true;
  }
  if (!checked && typeof shasum !== 'string') throw new Invalid('dist.integrity names no sha512 or sha1');
}

/**
 * The write side of the npm registry (ADR 005): publish, deprecate and unpublish into a local
 * repository (or a virtual one's deployment repository), dist-tags, and the npm client's login calls.
 */
export class NpmService {
  readonly #storage: NpmStorage;
  readonly #index: PackageIndex;
  readonly #distTags: DistTagsRepository;
  readonly #reader: NpmReader;
  readonly #stamps: PackumentStamps;
  readonly #auth: AuthService;
  readonly #tokens: TokensService;
  /**
   * One change of a package at a time in this process. Across nodes, changes hold the package's
   * cluster lock (`packageKey`), a publish for its commit only, and a version's tarball path is
   * refused inside the commit when it holds a file (ADR 032).
   */
  readonly #changing = new KeyedLock();

  constructor(deps: NpmServiceDeps) {
    this.#storage = deps.storage;
    this.#index = deps.index;
    this.#distTags = deps.distTags;
    this.#reader = deps.reader;
    this.#stamps = deps.stamps;
    this.#auth = deps.auth;
    this.#tokens = deps.tokens;
  }

  #versions(repoKey: string, name: string): Promise<PublishedVersion[]> {
    return this.#reader.versions(repoKey, name);
  }

  /** Where a change lands: a local npm repository, or a virtual one's default deployment repository. */
  async #target(actor: Actor, repoKey: string, name: string, action: 'WRITE' | 'DELETE'): Promise<StoredRepository> {
    await this.#reader.repository(repoKey);
    const target = await this.#storage.deploy.deployTarget(repoKey);
    if (target.packageType !== PACKAGE_TYPE) throw new Invalid(`${target.key} is not an npm repository`);
    await this.#storage.access.require(actor, action, target.key, name);
    return target;
  }

  #writable(actor: Actor, repoKey: string, name: string): Promise<StoredRepository> {
    return this.#target(actor, repoKey, name, 'WRITE');
  }

  /** Refuses a write before its body is read: an unknown repository, or a caller without deploy permission. */
  async checkWrite(actor: Actor, repoKey: string, name: string): Promise<void> {
    await this.#writable(actor, repoKey, name);
  }

  /**
   * `PUT /{name}`: a publish when it carries a tarball, else a change of existing versions
   * (deprecate). With the revision (`PUT /{name}/-rev/{rev}`), the versions the document leaves
   * out are unpublished: that is how `npm unpublish name@version` removes one version.
   */
  async put(actor: Actor, repoKey: string, name: string, body: unknown, rev?: string): Promise<void> {
    const problem = nameProblem(name);
    if (problem) throw new Invalid(`Invalid package name "${name}": ${problem}`);
    const repository = await this.#writable(actor, repoKey, name);
    const document = asObject(body);
    if (!document) throw new Invalid('the package document must be a JSON object');
    if (document.name !== undefined && document.name !== name)
      throw new Invalid('the package name in the document does not match the URL');
    const versions = asObject(document.versions) ?? {};
    const attachments = asObject(document._attachments) ?? {};
    if (Object.keys(attachments).length === 0)
      await this.#changingPackage(repository.key, name, () =>
        this.#update(actor, repository.key, name, versions, rev !== undefined),
      );
    else
      await this.#changing.run(`${repository.key}\0${name}`, () =>
        this.#publish(actor, repository.key, name, document, versions, attachments),
      );
  }

  /**
   * A change of the package over several transactions, under its cluster lock: a publish on another
   * node commits before it starts or after it ends, never between its reads and its writes.
   */
  #changingPackage<T>(repoKey: string, name: string, work: () => Promise<T>): Promise<T> {
    return this.#changing.run(`${repoKey}\0${name}`, () => this.#storage.locks.run(packageKey(repoKey, name), work));
  }

  async #publish(actor: Actor, repoKey: string, name: string, document: Json, versions: Json, attachments: Json) {
    const entries = Object.entries(versions);
    const [version, given] = entries[0] ?? [];
    const manifest = asObject(given);
    if (entries.length !== 1 || version === undefined || !manifest)
      throw new Invalid('a publish must carry exactly one version');
    if (!isSemver(version)) throw new Invalid(`Invalid version: "${version}"`);
    if (manifest.name !== name || manifest.version !== version)
      throw new Invalid('the version manifest must name this package and version');
    const attachment = asObject(attachments[tarballFile(name, version)]);
    if (!attachment || typeof attachment.data !== 'string')
      throw new Invalid(`the tarball ${tarballFile(name, version)} is not attached`);
    const data = attachment.data;
    const digest = digestOf(data);
    if (digest.length === 0) throw new Invalid('the attached tarball is empty');
    if (typeof attachment.length === 'number' && attachment.length !== digest.length)
      throw new Invalid('the attached tarball does not have the length it announces');
    checkDist(asObject(manifest.dist), digest);

    const existing = await this.#versions(repoKey, name);
    if (existing.some((published) => published.version === version)) throw new Forbidden(PUBLISHED);

    const path = tarballPath(name, version);
    const url = { repoKey, path, folder: false, properties: new Map<string, string[]>() };
    const readme = typeof document.readme === 'string' ? document.readme : null;
    const requested = Object.entries(asObject(document['dist-tags']) ?? {}).filter(
      ([tag, target]) => target === version && !tagProblem(tag),
    );
    // Each change gets a time of its own: the cached packuments' stamps read it.
    const time = await this.#stamps.nextTime(name);
    // The version and its tags commit with the tarball: a publish cut short by a crash or a failure
    // leaves neither a tarball without its version nor a version without its tarball. Another node's
    // publish of this version, which passed the check above as well, is refused inside the commit.
    await this.#storage.deploy.deploy(
      actor,
      url,
      Readable.from(base64Slices(data)),
      { sha1: digest.sha1, checksumDeploy: false },
      {
        ifAbsent: new Forbidden(PUBLISHED),
        under: packageKey(repoKey, name),
        inCommit: async (tx, itemId) => {
          crashPoint('npm-publish-before-version');
          await this.#index.record(indexEntry(name, version, manifest as Manifest, readme, itemId), time, tx);
          for (const [tag] of requested.length > 0 ? requested : [['latest']])
            await this.#distTags.set(repoKey, name, tag as string, version, tx);
        },
      },
    );
  }

  /** Only `deprecated` may change on a version once published; everything else is as it was uploaded. */
  async #update(actor: Actor, repoKey: string, name: string, versions: Json, unpublishing: boolean): Promise<void> {
    const existing = await this.#versions(repoKey, name);
    if (existing.length === 0) throw new NotFound(NOT_FOUND);
    if (unpublishing) {
      const removed = existing.filter((published) => versions[published.version] === undefined);
      if (removed.length === existing.length)
        throw new Invalid('an unpublish must leave a version; unpublish the package instead');
      await this.#unpublish(actor, repoKey, name, removed);
    }
    const changes: { published: PublishedVersion; deprecated: string | undefined }[] = [];
    for (const [version, given] of Object.entries(versions)) {
      if (unpublishing && !existing.some((published) => published.version === version)) continue;
      const published = existing.find((candidate) => candidate.version === version);
      if (!published) throw new Invalid(`the tarball of version ${version} is not attached`);
      const message = asObject(given)?.deprecated;
      const deprecated = typeof message === 'string' && message !== '' ? message : undefined;
      if (deprecated !== published.manifest.deprecated) changes.push({ published, deprecated });
    }
    for (const { published, deprecated } of changes) {
      const { deprecated: _previous, ...manifest } = published.manifest;
      await this.#index.record(
        {
          packageType: PACKAGE_TYPE,
          name,
          version: published.version,
          files: [
            {
              itemId: published.itemId,
              lead: true,
              metadata: deprecated === undefined ? manifest : { ...manifest, deprecated },
            },
          ],
        },
        await this.#stamps.nextTime(name),
      );
    }
  }

  /** Removes versions' tarballs (which takes delete permission) and the tags that pointed at them. */
  async #unpublish(actor: Actor, repoKey: string, name: string, versions: readonly PublishedVersion[]) {
    for (const published of versions) await this.#storage.changes.delete(actor, repoKey, published.tarball);
    await this.#index.prune();
    const gone = new Set(versions.map((published) => published.version));
    for (const [tag, version] of Object.entries(await this.#distTags.list(repoKey, name)))
      if (gone.has(version)) await this.#distTags.remove(repoKey, name, tag);
  }

  /** `npm unpublish name --force` (`DELETE /{name}/-rev/{rev}`): every version goes. */
  async unpublishPackage(actor: Actor, repoKey: string, name: string): Promise<void> {
    const repository = await this.#target(actor, repoKey, name, 'DELETE');
    await this.#changingPackage(repository.key, name, async () => {
      const existing = await this.#versions(repository.key, name);
      if (existing.length === 0) throw new NotFound(NOT_FOUND);
      await this.#unpublish(actor, repository.key, name, existing);
      await this.#distTags.removeAll(repository.key, name);
    });
  }

  /** The last step of `npm unpublish name@version` (`DELETE /{name}/-/{file}/-rev/{rev}`). */
  async unpublishTarball(actor: Actor, repoKey: string, name: string, file: string): Promise<void> {
    const repository = await this.#target(actor, repoKey, name, 'DELETE');
    await this.#changingPackage(repository.key, name, async () => {
      const existing = await this.#versions(repository.key, name);
      const published = existing.filter((version) => version.tarball.endsWith(`/${file}`));
      if (published.length === 0) throw new NotFound(NOT_FOUND);
      await this.#unpublish(actor, repository.key, name, published);
    });
  }

  async setDistTag(actor: Actor, repoKey: string, name: string, tag: string, body: unknown): Promise<void> {
    const repository = await this.#writable(actor, repoKey, name);
    const problem = tagProblem(tag);
    if (problem) throw new Invalid(problem);
    if (typeof body !== 'string') throw new Invalid('the body must be the version as a JSON string');
    // Not between an unpublish's reading of the versions and its removal of their tags.
    await this.#changingPackage(repository.key, name, async () => {
      const versions = await this.#versions(repository.key, name);
      if (versions.length === 0) throw new NotFound(NOT_FOUND);
      if (!versions.some((published) => published.version === body))
        throw new NotFound(`version ${body} of ${name} not found`);
      await this.#distTags.set(repository.key, name, tag, body);
    });
  }

  async removeDistTag(actor: Actor, repoKey: string, name: string, tag: string): Promise<void> {
    const repository = await this.#writable(actor, repoKey, name);
    if (tag === 'latest') throw new Invalid('the latest tag cannot be removed');
    if (!(await this.#distTags.remove(repository.key, name, tag))) throw new NotFound(NOT_FOUND);
  }

  /** `npm login` (and `adduser`, `--auth-type=legacy`): the password is checked as Basic credentials are. */
  async login(name: string, body: unknown, address: string): Promise<{ ok: true; id: string; token: string }> {
    const password = asObject(body)?.password;
    if (typeof password !== 'string' || name === '') throw new Unauthorized(serverMessages.badCredentials);
    // An account with an authenticator signs in to clients with tokens only: actorForBasic refuses its password.
    const actor = await this.#auth.actorForBasic(name, password, address);
    if (actor.kind !== 'user') throw new Unauthorized(serverMessages.badCredentials);
    const issued = await this.#tokens.issue(actor.user, {
      expiresIn: DEFAULT_TOKEN_EXPIRY_SECONDS,
      description: 'npm login',
    });
    return { ok: true, id: `org.couchdb.user:${actor.user.name}`, token: issued.access_token };
  }

  whoami(actor: Actor): { username: string } {
    if (actor.kind !== 'user') throw new Unauthorized(serverMessages.authenticationRequired);
    return { username: actor.user.name };
  }

  /** `npm ping`: the registry answers `{}` (an unknown repository, npm's 404). */
  async ping(repoKey: string): Promise<Record<string, never>> {
    await this.#reader.repository(repoKey);
    return {};
  }

  /**
   * `GET /api/npm/auth` (and `/api/npm/{repo}/auth/{scope}`): the `.npmrc` lines of the caller's own
   * Basic credentials. Never for an anonymous caller, nor a token or session: there are no
   * credentials to write then. A scope needs a repository, whose address its registry line names.
   */
  async npmrc(
    actor: Actor,
    authorization: string | undefined,
    at: { repoKey: string; scope: string | undefined; registryUrl: string },
  ): Promise<string> {
    const credentials = basicCredentialsOf(authorization);
    if (actor.kind !== 'user' || actor.via !== 'basic' || !credentials)
      throw new Unauthorized(serverMessages.authenticationRequired);
    if (at.repoKey !== '') await this.#reader.repository(at.repoKey);
    const scoped = at.repoKey !== '' && at.scope ? { scope: at.scope, registryUrl: at.registryUrl } : undefined;
    return npmrcLines(credentials, actor.user.email, scoped);
  }

  /** `npm logout`: the token it names is revoked, if it is the caller's own (or they administer). */
  async logout(actor: Actor, token: string): Promise<void> {
    if (actor.kind !== 'user') throw new Unauthorized(serverMessages.authenticationRequired);
    if (!(await this.#tokens.revokeByValue(actor, token))) throw new NotFound(NOT_FOUND);
  }
}
