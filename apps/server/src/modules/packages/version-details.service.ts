import {
  type AvailablePackages,
  type DependencyScope,
  type DockerLayersView,
  type ProjectScopeQuery,
  type RepoData,
  serverMessages,
  type VersionDependencies,
  type VersionProperties,
  type VersionReadme,
  type WebServerConfig,
} from '@arca/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, NotFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { scopeOver } from '../permissions/authorization.ts';
import { inSelectedProject } from '../repositories/project-scope.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import {
  checkRelativePath,
  type Item,
  type ItemsRepository,
  joinPath,
  type ResolveService,
  type StorageAccess,
  storedItems,
} from '../storage/index.ts';
import { packageReadable } from './package-index.ts';

const DEPENDENCY_SCOPES: readonly DependencyScope[] = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];
const DOCKER_MANIFESTS = ['manifest.json', 'list.manifest.json'];

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `{repoKey}/{path}` as the console names a version's file. */
function splitRepoPath(path: string): { repoKey: string; path: string } {
  const trimmed = path.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  return slash < 0
    ? { repoKey: trimmed, path: '' }
    : { repoKey: trimmed.slice(0, slash), path: trimmed.slice(slash + 1) };
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/** Host, scheme and port of a public URL, the scheme's default port when it names none. */
export function webAddressOf(publicUrl: string): { serverName: string; https: boolean; port: number } {
  const url = new URL(publicUrl);
  const https = url.protocol === 'https:';
  const port = url.port === '' ? DEFAULT_PORTS[https ? 'https' : 'http'] : Number(url.port);
  return { serverName: url.hostname, https, port };
}

/**
 * What the package browser shows of one version beside its files (readme, npm dependencies and
 * properties, docker layers), a file's browser download, and the search screen's support data.
 * Everything is read from the package index and storage; a file the caller may not read is a 404,
 * so a detail call never tells whether something exists where the caller cannot look.
 */
export class VersionDetailsService {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #access: StorageAccess;
  readonly #resolve: ResolveService;
  readonly #items: ItemsRepository;
  readonly #publicUrl: string;

  constructor(deps: {
    db: Kysely<Database>;
    dialect: Dialect;
    access: StorageAccess;
    resolve: ResolveService;
    items: ItemsRepository;
    publicUrl: string;
  }) {
    this.#db = deps.db;
    this.#dialect = deps.dialect;
    this.#access = deps.access;
    this.#resolve = deps.resolve;
    this.#items = deps.items;
    this.#publicUrl = deps.publicUrl;
  }

  /** The file at a path, when the caller may read it; a refusal reads as absence. */
  async readableFile(actor: Actor, repoKey: string, path: string): Promise<Item> {
    const relative = checkRelativePath(path);
    const missing = new NotFound(serverMessages.itemNotFound(repoKey, relative));
    if (relative === '') throw missing;
    let item: Item;
    try {
      ({ item } = await this.#resolve.resolve(actor, repoKey, relative));
    } catch (error) {
      if (error instanceof DomainError && (error.status === 401 || error.status === 403)) throw missing;
      throw error;
    }
    if (item.type !== 'file') throw missing;
    return item;
  }

  /** The version's readme; `path` (`{repoKey}/{leadFilePath}`) names the file the console looks at. */
  async readme(actor: Actor, versionId: number, path: string | undefined): Promise<VersionReadme> {
    const version = await this.#db
      .selectFrom('package_versions')
      .select(['id', 'readme'])
      .where('id', '=', versionId)
      .executeTakeFirst();
    const missing = new NotFound(serverMessages.notFound);
    if (!version) throw missing;
    const files = await this.#db
      .selectFrom('package_files as f')
      .innerJoin(storedItems('i'), 'i.id', 'f.item_id')
      .select(['i.id', 'i.repo_key', 'i.path', 'i.name'])
      .where('f.version_id', '=', versionId)
      .execute();
    if (path !== undefined && path !== '') {
      const target = splitRepoPath(path);
      const item = await this.readableFile(actor, target.repoKey, target.path);
      if (!files.some((file) => Number(file.id) === item.id)) throw missing;
    } else {
      const readable = await this.#access.readable(
        actor,
        files.map((file) => ({ repoKey: file.repo_key, fullPath: joinPath(file.path, file.name) })),
      );
      if (readable.length === 0) throw missing;
    }
    return { readme: version.readme };
  }

  /** The npm manifest the index keeps of a tarball, as a list of its dependencies. */
  async npmDependencies(actor: Actor, repoKey: string, path: string): Promise<VersionDependencies> {
    const item = await this.readableFile(actor, repoKey, path);
    const row = await this.#db
      .selectFrom('package_files as f')
      .innerJoin('package_versions as v', 'v.id', 'f.version_id')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select('f.metadata')
      .where('f.item_id', '=', item.id)
      .where('p.package_type', '=', 'npm')
      .executeTakeFirst();
    const manifest = asObject(parseJson(row?.metadata ?? null));
    if (!manifest) throw new NotFound(serverMessages.itemNotFound(item.repoKey, item.fullPath));
    const dependencies: VersionDependencies['dependencies'] = [];
    for (const scope of DEPENDENCY_SCOPES) {
      for (const [name, version] of Object.entries(asObject(manifest[scope]) ?? {})) {
        if (typeof version === 'string') dependencies.push({ name, version, scope });
      }
    }
    return { dependencies };
  }

  async properties(actor: Actor, repoKey: string, path: string): Promise<VersionProperties> {
    const item = await this.readableFile(actor, repoKey, path);
    const properties = (await this.#items.properties([item.id])).get(item.id) ?? new Map<string, string[]>();
    return {
      properties: [...properties]
        .map(([key, values]) => ({ key, values: [...values] }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    };
  }

  /** A docker tag's layers as the index recorded them at push; `path` is the tag's folder or its manifest. */
  async dockerLayers(actor: Actor, repoKey: string, path: string): Promise<DockerLayersView> {
    const relative = checkRelativePath(path);
    const name = relative.slice(relative.lastIndexOf('/') + 1);
    const folder = DOCKER_MANIFESTS.includes(name) ? relative.slice(0, -name.length - 1) : relative;
    const missing = new NotFound(serverMessages.itemNotFound(repoKey, relative));
    if (!folder.includes('/')) throw missing;
    let item: Item | undefined;
    for (const manifest of DOCKER_MANIFESTS) {
      item = await this.readableFile(actor, repoKey, `${folder}/${manifest}`).catch((error: unknown) => {
        if (error instanceof NotFound) return undefined;
        throw error;
      });
      if (item) break;
    }
    if (!item) throw missing;
    const version = await this.#db
      .selectFrom('package_files as f')
      .innerJoin('package_versions as v', 'v.id', 'f.version_id')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select(['v.id', 'v.version', 'p.name', 'f.metadata'])
      .where('f.item_id', '=', item.id)
      .where('f.lead', '=', 1)
      .where('p.package_type', '=', 'docker')
      .executeTakeFirst();
    if (!version) throw missing;
    const layers = await this.#db
      .selectFrom('package_layers')
      .select(['digest', 'size', 'command', 'created'])
      .where('version_id', '=', version.id)
      .orderBy('position')
      .execute();
    const digest = asObject(parseJson(version.metadata))?.digest;
    const shaped = layers.map((layer) => ({
      digest: layer.digest,
      size: Number(layer.size),
      command: layer.command,
      created: layer.created,
    }));
    return {
      image: version.name,
      tag: version.version,
      digest: typeof digest === 'string' ? digest : `sha256:${item.sha256}`,
      totalSize: shaped.reduce((sum, layer) => sum + layer.size, 0),
      layers: shaped,
    };
  }

  /** The repositories the caller may read something in, narrowed to the selected project. */
  async #repositories(actor: Actor, scope: ProjectScopeQuery): Promise<StoredRepository[]> {
    return inSelectedProject(await this.#access.readableRepositories(actor), scope);
  }

  /** The package types that have a package with a file the caller may read, in the selected project's repositories. */
  async availablePackages(actor: Actor, scope: ProjectScopeQuery): Promise<AvailablePackages> {
    const keys = (await this.#repositories(actor, scope)).map((repository) => repository.key);
    if (keys.length === 0) return { packageTypes: [] };
    const readable = scopeOver(await this.#access.readScope(actor), keys);
    const rows = await this.#db
      .selectFrom('packages as p')
      .select(({ fn }) => ['p.package_type', fn.count<number | string>('p.id').as('count')])
      .where(packageReadable(readable, this.#dialect))
      .groupBy('p.package_type')
      .orderBy('p.package_type')
      .execute();
    return {
      packageTypes: rows.map((row) => ({ packageType: row.package_type, packagesCount: Number(row.count) })),
    };
  }

  async repoData(actor: Actor, scope: ProjectScopeQuery): Promise<RepoData> {
    const repositories = await this.#repositories(actor, scope);
    return {
      repositories: repositories
        .map((repository) => ({
          key: repository.key,
          type: repository.rclass,
          packageType: repository.packageType,
          projectKey: repository.projectKey,
        }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    };
  }

  /** Reverse-proxy data from the server's own base URL; docker is served at `/v2/{repoKey}/`. */
  async webServer(actor: Actor): Promise<WebServerConfig> {
    const { serverName, https, port } = webAddressOf(this.#publicUrl);
    const docker = (await this.#access.readableRepositories(actor)).filter(
      (repository) => repository.packageType === 'docker',
    );
    return {
      serverName,
      dockerReverseProxyMethod: 'REPOPATHPREFIX',
      reverseProxyRepositories: docker.map((repository) => ({ repoKey: repository.key, repoType: repository.rclass })),
      useHttps: https,
      useHttp: !https,
      httpsPort: https ? port : null,
      httpPort: https ? null : port,
    };
  }
}
