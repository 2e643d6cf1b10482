import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Dialect } from '../../../db/database.ts';
import { DomainError, Invalid, NotFound, Unauthorized } from '../../../lib/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import type { PackageIndex, VersionEntry } from '../../packages/package-index.ts';
import { type RepositoryReach, reachCovers } from '../../permissions/authorization.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import { acceptsPath, type Item } from '../../storage/index.ts';
import { forgetFile } from '../forget-file.ts';
import type { FormatStorage } from '../format-storage.ts';
import { coreMetadataOf, type RangeReader } from './core-metadata.ts';
import { boundaryOf, readMultipart } from './multipart.ts';
import type { Release } from './project-json.ts';
import {
  distributionOf,
  fileNameProblem,
  isValidName,
  isValidVersion,
  normalizeName,
  storagePath,
} from './pypi-names.ts';
import { parseSimplePage, type SimpleFile } from './simple-pages.ts';

export const PACKAGE_TYPE = 'pypi';
export const NOT_FOUND = 'Not Found';
/** An upstream's simple page is metadata: read whole, within reason. */
const PAGE_LIMIT = 32 * 1024 * 1024;

export type PypiStorage = Pick<FormatStorage, 'access' | 'deploy' | 'resolve' | 'changes' | 'items' | 'blobs'>;

/** A repository whose simple pages are read, and its sources the caller may read something in, with where. */
export interface ProjectSources {
  repository: StoredRepository;
  sources: readonly { source: StoredRepository; reach: RepositoryReach }[];
}

/** The fields of an upload, each as often as the client sent it (classifiers, requires_dist…). */
type Form = Map<string, string[]>;

function first(form: Form, key: string): string | undefined {
  const value = form.get(key)?.[0]?.trim();
  return value === '' ? undefined : value;
}

/** Keywords are comma separated in current metadata, space separated in old. */
function keywordsOf(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(text.includes(',') ? ',' : /\s+/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/** The licence as an SPDX expression, a one-line licence field, else the licence classifiers. */
function licensesOf(form: Form): { name: string; source: string }[] {
  const expression = first(form, 'license_expression');
  if (expression) return [{ name: expression, source: 'PKG-INFO' }];
  const license = first(form, 'license');
  if (license && !license.includes('\n') && license.length <= 100 && license.toUpperCase() !== 'UNKNOWN')
    return [{ name: license, source: 'PKG-INFO' }];
  return (form.get('classifiers') ?? [])
    .filter((classifier) => classifier.startsWith('License :: '))
    .map((classifier) => ({ name: classifier.split(' :: ').at(-1) ?? classifier, source: 'PKG-INFO' }));
}

/** The file metadata a simple page and the package browser use. */
function fileMetadata(form: Form): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const key of ['filetype', 'pyversion', 'requires_python', 'metadata_version', 'description_content_type']) {
    const value = first(form, key);
    if (value !== undefined) metadata[key] = value;
  }
  const requiresDist = form.get('requires_dist');
  if (requiresDist?.length) metadata.requires_dist = requiresDist;
  return metadata;
}

/** Where a distribution's core metadata is kept and served (PEP 658): next to it, its name and `.metadata`. */
export const METADATA_SUFFIX = '.metadata';

/** The simple API's announcement of a file's core metadata, `sha256=…`, from what its upload recorded. */
function coreMetadataOfRecorded(metadata: unknown): string | undefined {
  const sha256 = (metadata as { core_metadata_sha256?: unknown } | null)?.core_metadata_sha256;
  return typeof sha256 === 'string' ? `sha256=${sha256}` : undefined;
}

/** Whether storage refused content because it does not have the checksum given for it. */
function isChecksumMismatch(error: unknown, algorithm: string, expected: string | undefined): boolean {
  if (!expected || !(error instanceof DomainError) || error.status !== 409) return false;
  const prefix = serverMessages.checksumMismatch(algorithm, expected.toLowerCase(), '').slice(0, -2);
  return error.message.startsWith(prefix);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readWhole(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > PAGE_LIMIT) {
      stream.destroy();
      throw new DomainError(502, 'the upstream simple page is too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * PyPI repositories (ADR 005): the simple index from the package index (local), from the
 * upstream's pages (remote) or from the members' (virtual); uploads as twine sends them.
 */
export class PypiService {
  readonly #storage: PypiStorage;
  readonly #index: PackageIndex;
  readonly #log: FastifyBaseLogger;
  readonly #dialect: Dialect;

  constructor(deps: { storage: PypiStorage; index: PackageIndex; log: FastifyBaseLogger; dialect: Dialect }) {
    this.#storage = deps.storage;
    this.#index = deps.index;
    this.#log = deps.log;
    this.#dialect = deps.dialect;
  }

  async #repository(repoKey: string): Promise<StoredRepository> {
    const repository = await this.#storage.access.repository(repoKey);
    if (repository.packageType !== PACKAGE_TYPE) throw new Invalid(`${repository.key} is not a PyPI repository`);
    return repository;
  }

  /** The repositories whose holdings answer for this one: itself, or a virtual's members in order, each once. */
  #sources(repository: StoredRepository): Promise<StoredRepository[]> {
    return this.#storage.resolve.sources(repository);
  }

  /**
   * The repositories whose holdings answer for this one (itself, or a virtual's members in order,
   * each once) that the caller may read something in, with where they may read there.
   */
  async #readableSources(actor: Actor, repository: StoredRepository) {
    const sources = await this.#sources(repository);
    const scope = await this.#storage.access.readScope(actor, sources);
    const readable: { source: StoredRepository; reach: RepositoryReach }[] = [];
    for (const source of sources) {
      const reach = scope.get(source.key);
      if (reach !== undefined) readable.push({ source, reach });
    }
    return readable;
  }

  /** `…/simple/`: the projects the repository holds (a remote: those it has pages of) that the caller may read. */
  async projects(actor: Actor, repoKey: string): Promise<string[]> {
    const repository = await this.#repository(repoKey);
    const sources = await this.#readableSources(actor, repository);
    if (repository.rclass !== 'virtual' && sources.length === 0)
      await this.#storage.access.require(actor, 'READ', repository.key, '');
    const names = new Map<string, string>();
    for (const { source, reach } of sources) {
      for (const name of await this.#projectsIn(source, reach))
        if (!names.has(normalizeName(name))) names.set(normalizeName(name), name);
    }
    return [...names.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, name]) => name);
  }

  /**
   * The projects whose page the reach lets read: of a local repository those with a file the reach
   * lets read, of a remote one those with a cached page it lets read.
   */
  async #projectsIn(repository: StoredRepository, reach: RepositoryReach): Promise<string[]> {
    if (repository.rclass !== 'remote') {
      const held = await this.#index.packagesIn(repository.key, PACKAGE_TYPE, reach, this.#dialect);
      return held.filter((entry) => reachCovers(reach, entry.nameKey)).map((entry) => entry.name);
    }
    const pages = await this.#storage.items.children(repository.key, 'simple', { offset: 0, limit: 10_000 });
    return pages
      .filter((item) => item.type === 'file')
      .filter((item) => reachCovers(reach, item.name) && reachCovers(reach, `simple/${item.name}`))
      .map((item) => item.name);
  }

  /**
   * Where `…/simple/{project}/` reads from for this caller, `project` normalised: the repository and
   * the sources they may read something in. Refuses a caller who may not read the project there.
   */
  async projectSources(actor: Actor, repoKey: string, project: string): Promise<ProjectSources> {
    const repository = await this.#repository(repoKey);
    const sources = await this.#readableSources(actor, repository);
    // A reach answers as the permission check does for every path: the check runs only to refuse.
    if (repository.rclass !== 'virtual' && !reachCovers(sources[0]?.reach, project))
      await this.#storage.access.require(actor, 'READ', repository.key, project);
    return { repository, sources };
  }

  /**
   * `…/simple/{project}/`: the files of the project the caller may read in the sources
   * projectSources gave; a virtual's first member holding a file the caller may read there wins its name.
   */
  async files(actor: Actor, { repository, sources }: ProjectSources, project: string): Promise<SimpleFile[]> {
    const byName = new Map<string, SimpleFile>();
    for (const { source, reach } of sources) {
      for (const file of await this.#filesIn(actor, source, reach, project)) {
        // A file the patterns keep out could not be downloaded through this repository.
        const allowed = acceptsPath(source, file.path) && acceptsPath(repository, file.path);
        if (allowed && !byName.has(file.filename)) byName.set(file.filename, file);
      }
    }
    if (byName.size > 0) return [...byName.values()];
    // pip sends credentials only when challenged.
    if (actor.kind === 'anonymous' && repository.rclass === 'virtual')
      throw new Unauthorized(serverMessages.authenticationRequired);
    throw new NotFound(NOT_FOUND);
  }

  async #filesIn(
    actor: Actor,
    repository: StoredRepository,
    reach: RepositoryReach,
    project: string,
  ): Promise<SimpleFile[]> {
    if (!reachCovers(reach, project)) return [];
    const files =
      repository.rclass === 'remote'
        ? await this.#upstreamFiles(actor, repository, project)
        : await this.#storedFiles(repository, project);
    return reach === 'whole' ? files : files.filter((file) => reachCovers(reach, file.path));
  }

  async #storedFiles(repository: StoredRepository, project: string): Promise<SimpleFile[]> {
    const versions = await this.#index.versionsIn(repository.key, PACKAGE_TYPE, project);
    return versions.flatMap((version) =>
      version.files.map((file) => {
        const metadata = (file.metadata ?? {}) as { requires_python?: unknown };
        return {
          filename: file.name,
          path: file.path,
          sha256: file.sha256 ?? undefined,
          requiresPython: typeof metadata.requires_python === 'string' ? metadata.requires_python : undefined,
          coreMetadata: coreMetadataOfRecorded(file.metadata),
        };
      }),
    );
  }

  /**
   * The upstream's page of the project, cached by storage as metadata (`simple/{project}`). Its
   * files are kept where they are below the upstream's URL, so storage fetches them from there.
   */
  async #upstreamFiles(actor: Actor, repository: StoredRepository, project: string): Promise<SimpleFile[]> {
    const base = `${String(repository.config.url ?? '').replace(/\/+$/, '')}/`;
    let item: Item;
    try {
      ({ item } = await this.#storage.resolve.resolveIn(actor, repository, `simple/${project}`));
    } catch (error) {
      if (error instanceof NotFound) return [];
      throw error;
    }
    if (item.type !== 'file' || !item.sha256) return [];
    const html = await readWhole(this.#storage.blobs.read(item.sha256, item.size));
    const files: SimpleFile[] = [];
    for (const link of parseSimplePage(html, `${base}simple/${project}/`)) {
      const href = `${link.url.origin}${link.url.pathname}`;
      // Files elsewhere than below the upstream's URL could not be fetched through it.
      if (!href.startsWith(base)) continue;
      let path: string;
      try {
        path = href.slice(base.length).split('/').map(decodeURIComponent).join('/');
      } catch {
        continue;
      }
      const sha256 = /^#sha256=([0-9a-f]{64})$/i.exec(link.url.hash)?.[1]?.toLowerCase();
      files.push({
        filename: link.text || path.slice(path.lastIndexOf('/') + 1),
        path,
        sha256,
        requiresPython: link.requiresPython,
        coreMetadata: link.coreMetadata,
      });
    }
    return files;
  }

  /**
   * The releases of a project for the JSON API, in upload order: each version's files the caller may
   * read in the repository's sources (a remote's: those it has cached), a virtual's first member
   * holding a file winning its name; and the core metadata of `version`'s release (else the last).
   */
  async releases(
    actor: Actor,
    repoKey: string,
    project: string,
    version: string | undefined,
  ): Promise<{ releases: Release[]; release: Release; coreMetadata: string | undefined }> {
    const located = await this.projectSources(actor, repoKey, project);
    const byVersion = new Map<string, { release: Release; created: number; metadata: Set<string> }>();
    const seen = new Set<string>();
    for (const { source, reach } of located.sources) {
      if (!reachCovers(reach, project)) continue;
      for (const held of await this.#index.versionsIn(source.key, PACKAGE_TYPE, project)) {
        for (const file of held.files) {
          const readable = reach === 'whole' || reachCovers(reach, file.path);
          const allowed = acceptsPath(source, file.path) && acceptsPath(located.repository, file.path);
          if (!readable || !allowed || seen.has(file.name)) continue;
          seen.add(file.name);
          const entry = byVersion.get(held.version) ?? {
            release: { version: held.version, files: [] },
            created: held.created,
            metadata: new Set<string>(),
          };
          byVersion.set(held.version, entry);
          const metadata = (file.metadata ?? {}) as Record<string, unknown>;
          entry.release.files.push({
            filename: file.name,
            path: file.path,
            size: file.size,
            sha256: file.sha256,
            uploaded: held.created,
            metadata,
          });
          if (typeof metadata.core_metadata_sha256 === 'string') entry.metadata.add(metadata.core_metadata_sha256);
        }
      }
    }
    const entries = [...byVersion.values()].sort((a, b) => a.created - b.created);
    const chosen = version === undefined ? entries.at(-1) : byVersion.get(version);
    if (!chosen) {
      if (actor.kind === 'anonymous' && located.repository.rclass === 'virtual')
        throw new Unauthorized(serverMessages.authenticationRequired);
      throw new NotFound(NOT_FOUND);
    }
    return {
      releases: entries.map((entry) => entry.release),
      release: chosen.release,
      coreMetadata: await this.#metadataText(chosen.metadata),
    };
  }

  /** The first of these kept core metadata files that can be read; each is a few kilobytes. */
  async #metadataText(sha256s: Set<string>): Promise<string | undefined> {
    for (const sha256 of sha256s) {
      try {
        return (await this.#storage.blobs.readSmall(sha256)).toString('utf8');
      } catch (error) {
        this.#log.warn({ err: error, sha256 }, 'could not read the core metadata of a PyPI release');
      }
    }
    return undefined;
  }

  /** A file below `…/packages/`: stored, cached from the upstream, or found in a member. */
  async file(actor: Actor, repoKey: string, path: string): Promise<Item> {
    const repository = await this.#repository(repoKey);
    const resolved = await this.#storage.resolve.resolveIn(actor, repository, path);
    const { item } = resolved;
    if (item.type !== 'file' || !item.sha256) throw new NotFound(NOT_FOUND);
    if (resolved.repository.rclass === 'remote')
      await this.#indexCached(resolved.repository.key, item).catch((error: unknown) =>
        this.#log.warn({ err: error, repo: resolved.repository.key, path }, 'could not index a cached PyPI file'),
      );
    return item;
  }

  /** A file a remote repository has cached joins the package index, by what its name states. */
  async #indexCached(repoKey: string, item: Item): Promise<void> {
    const distribution = distributionOf(item.name);
    if (!distribution) return;
    const nameKey = normalizeName(distribution.name);
    const versions = await this.#index.versionsIn(repoKey, PACKAGE_TYPE, nameKey);
    const files = versions.find((known) => known.version === distribution.version)?.files ?? [];
    if (files.some((file) => file.itemId === item.id)) return;
    const filetype = item.name.endsWith('.whl') ? 'bdist_wheel' : item.name.endsWith('.egg') ? 'bdist_egg' : 'sdist';
    await this.#index.record({
      packageType: PACKAGE_TYPE,
      name: distribution.name,
      nameKey,
      version: distribution.version,
      files: [{ itemId: item.id, lead: !files.some((file) => file.lead), metadata: { filetype } }],
    });
  }

  /** Refuses an upload before its body is read: not a PyPI repository, or one that takes no deploys. */
  async checkUpload(repoKey: string): Promise<void> {
    const repository = await this.#repository(repoKey);
    await this.#storage.deploy.deployTarget(repository.key);
  }

  /** The legacy upload API (`POST …/api/pypi/{repo}`, `:action=file_upload`) that twine uses. */
  async upload(actor: Actor, repoKey: string, body: AsyncIterable<Buffer>, contentType: string | undefined) {
    const repository = await this.#repository(repoKey);
    const target = await this.#storage.deploy.deployTarget(repository.key);
    const boundary = boundaryOf(contentType);
    if (!boundary) throw new Invalid('the upload must be multipart/form-data');
    const form: Form = new Map();
    let uploaded: { item: Item; form: Form } | undefined;
    await readMultipart(body, boundary, {
      field: (name, value) => form.set(name, [...(form.get(name) ?? []), value]),
      file: async (name, filename, content) => {
        if (name !== 'content' || uploaded) throw new Invalid(`Invalid form part: ${name}`);
        uploaded = {
          item: await this.#store(actor, repository.key, target.key, form, filename, content),
          form: new Map(form),
        };
      },
    });
    if (!uploaded) throw new Invalid('Upload payload does not have a file.');
    const coreMetadata = await this.#storeCoreMetadata(actor, repository.key, uploaded.item);
    await this.#record(uploaded.item, uploaded.form, target.key, coreMetadata);
  }

  /**
   * Reads the core metadata of a distribution once, as it is uploaded, and keeps it next to the
   * file as `{file}.metadata` (PEP 658), which the file route serves like any file; its sha256, for
   * the simple pages. A file without metadata that can be trusted has none, and is uploaded still.
   */
  async #storeCoreMetadata(actor: Actor, repoKey: string, item: Item): Promise<Buffer | undefined> {
    const sha256 = item.sha256 ?? '';
    const read: RangeReader = (start, length) =>
      length <= 0
        ? Promise.resolve(Buffer.alloc(0))
        : bytesOf(this.#storage.blobs.read(sha256, item.size, { start, end: start + length - 1 }));
    const stream = () => this.#storage.blobs.read(sha256, item.size);
    const path = `${item.fullPath}${METADATA_SUFFIX}`;
    try {
      const metadata = await coreMetadataOf(item.name, { read, stream, size: item.size });
      if (!metadata) return undefined;
      const url = { repoKey, path, folder: false, properties: new Map<string, string[]>() };
      await this.#storage.deploy.deploy(actor, url, Readable.from([metadata]), { checksumDeploy: false });
      return metadata;
    } catch (error) {
      this.#log.warn({ err: error, repo: repoKey, path }, 'could not keep the core metadata of a PyPI file');
      return undefined;
    }
  }

  /** After a distribution's file is deleted: its core metadata goes with it. */
  async deleted(repoKey: string, path: string): Promise<void> {
    if (path.endsWith(METADATA_SUFFIX) || !distributionOf(path.slice(path.lastIndexOf('/') + 1))) return;
    const metadata = await this.#storage.items.find(repoKey, `${path}${METADATA_SUFFIX}`);
    if (metadata) await this.#storage.changes.removeItems([metadata]);
  }

  /** Checks the fields that came before the file, then streams the file into storage. */
  async #store(actor: Actor, repoKey: string, targetKey: string, form: Form, filename: string, content: Readable) {
    const action = first(form, ':action');
    if (action !== 'file_upload') throw new Invalid(`Invalid value for :action: ${action ?? 'none'}`);
    const name = first(form, 'name');
    const version = first(form, 'version');
    if (!name || !isValidName(name))
      throw new Invalid(
        "Invalid value for name. Error: Start and end with a letter or numeral containing only ASCII numeric and '.', '_' and '-'.",
      );
    if (!version || !isValidVersion(version))
      throw new Invalid(`Invalid value for version. Error: '${version ?? ''}' is not a valid PEP 440 version.`);
    const problem = fileNameProblem(name, filename);
    if (problem) throw new Invalid(problem);
    const path = storagePath(name, version, filename);
    const sha256 = first(form, 'sha256_digest');
    const md5 = first(form, 'md5_digest');
    // Refused before the body is read when the file is known here; an upload of it that commits
    // meanwhile, on any node, refuses this one inside its commit.
    const exists = () => new Invalid(`File already exists: ${filename}`);
    if (await this.#storage.items.find(targetKey, path)) throw exists();
    const url = { repoKey, path, folder: false, properties: new Map<string, string[]>() };
    try {
      await this.#storage.deploy.deploy(
        actor,
        url,
        content,
        { ...(sha256 ? { sha256 } : {}), ...(md5 ? { md5 } : {}), checksumDeploy: false },
        { ifAbsent: exists() },
      );
    } catch (error) {
      if (isChecksumMismatch(error, 'sha256', sha256) || isChecksumMismatch(error, 'md5', md5))
        throw new Invalid('The digest supplied does not match a digest calculated from the uploaded file.');
      throw error;
    }
    const item = await this.#storage.items.find(targetKey, path);
    if (!item) throw new DomainError(500, 'the file was not stored');
    return item;
  }

  /** Adds the uploaded file to its version in the index; a file that cannot be recorded is removed again. */
  async #record(item: Item, form: Form, repoKey: string, coreMetadata: Buffer | undefined): Promise<void> {
    const name = first(form, 'name') ?? '';
    const version = first(form, 'version') ?? '';
    try {
      const known = await this.#index.versionsIn(repoKey, PACKAGE_TYPE, normalizeName(name));
      const siblings = known.find((entry) => entry.version === version)?.files ?? [];
      const licenses = licensesOf(form);
      const entry: VersionEntry = {
        packageType: PACKAGE_TYPE,
        name,
        nameKey: normalizeName(name),
        version,
        // What a file's upload leaves out (a wheel's after the sdist's) keeps what an earlier one gave.
        ...(first(form, 'summary') ? { description: first(form, 'summary') } : {}),
        ...(form.has('keywords') ? { tags: keywordsOf(first(form, 'keywords')) } : {}),
        ...(licenses.length > 0 ? { licenses } : {}),
        ...(form.get('description')?.[0] ? { readme: form.get('description')?.[0] } : {}),
        files: [
          {
            itemId: item.id,
            lead: !siblings.some((file) => file.lead),
            metadata: {
              ...fileMetadata(form),
              ...(coreMetadata
                ? { core_metadata_sha256: createHash('sha256').update(coreMetadata).digest('hex') }
                : {}),
            },
          },
        ],
      };
      await this.#index.record(entry);
    } catch (error) {
      await forgetFile(this.#storage, this.#index, item);
      await this.deleted(repoKey, item.fullPath);
      throw error;
    }
  }
}
