import {
  type ArtifactActions,
  type ArtifactTreePage,
  type ProjectScopeQuery,
  type SearchUris,
  type StorageFileList,
  type StorageInfo,
  type StorageProperties,
  type StorageStats,
  serverMessages,
  TREE_PAGE_LIMIT,
} from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { scopeOver } from '../permissions/authorization.ts';
import { inSelectedProject, searchedInProject } from '../repositories/project-scope.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { Item, ItemsRepository } from './items.repository.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageAccess } from './storage-access.ts';
import { type StorageInfoFormat, treeNode } from './storage-info.ts';

export interface ListOptions {
  deep: boolean;
  depth?: number;
  listFolders: boolean;
  mdTimestamps: boolean;
  includeRootPath: boolean;
}

/** Read-only views of what repositories hold: storage info, lists, properties, stats, the console's tree, searches. */
export class BrowseService {
  readonly #access: StorageAccess;
  readonly #items: ItemsRepository;
  readonly #resolve: ResolveService;
  readonly #format: StorageInfoFormat;

  constructor(deps: {
    access: StorageAccess;
    items: ItemsRepository;
    resolve: ResolveService;
    format: StorageInfoFormat;
  }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#resolve = deps.resolve;
    this.#format = deps.format;
  }

  /** A file, a folder or a repository root, in the repository that holds it. */
  async info(actor: Actor, repoKey: string, path: string): Promise<StorageInfo> {
    const repository = await this.#access.repository(repoKey);
    if (path === '') {
      const children = await this.#resolve.children(actor, repository, '');
      if (children.length === 0) await this.#access.require(actor, 'READ', repository.key, '');
      return this.#format.folder(repository.key, rootOf(repository), children);
    }
    const { item } = await this.#resolve.resolveIn(actor, repository, path);
    if (item.type === 'file') return this.#format.file(item);
    return this.#format.folder(item.repoKey, item, await this.#resolve.children(actor, repository, path));
  }

  async list(actor: Actor, repoKey: string, path: string, options: ListOptions): Promise<StorageFileList> {
    const repository = await this.#access.holding(repoKey, path);
    const folder = path === '' ? undefined : await this.#items.find(repository.key, path);
    if (path !== '' && folder?.type !== 'folder') throw new NotFound(serverMessages.itemNotFound(repository.key, path));
    const baseDepth = path === '' ? 0 : path.split('/').length;
    const maxDepth = options.deep ? (options.depth ? baseDepth + options.depth : undefined) : baseDepth + 1;
    const items = await this.#access.readable(
      actor,
      await this.#items.below(repository.key, path, undefined, maxDepth),
    );
    // A caller who may read something below a folder may list it, and sees only that.
    if (items.length === 0) await this.#access.require(actor, 'READ', repository.key, path);
    return this.#format.list(repository.key, path, items, options, folder?.createdAt ?? repository.createdAt);
  }

  /** `?properties`, or only the named ones; 404 when the item has none of them. */
  async properties(actor: Actor, repoKey: string, path: string, keys: readonly string[]): Promise<StorageProperties> {
    const item = await this.#storedItem(actor, repoKey, path);
    const all = (await this.#items.properties([item.id])).get(item.id) ?? new Map<string, string[]>();
    const wanted = [...all].filter(([key]) => keys.length === 0 || keys.includes(key));
    if (wanted.length === 0) throw new NotFound(serverMessages.noProperties(item.repoKey, item.fullPath));
    return { uri: this.#format.storageUri(item.repoKey, item.fullPath), properties: Object.fromEntries(wanted) };
  }

  async stats(actor: Actor, repoKey: string, path: string): Promise<StorageStats> {
    return this.#format.stats(await this.#storedItem(actor, repoKey, path));
  }

  /** One page of the console's tree at the top: the readable repositories, of the selected project when one is. */
  async treeRoots(
    actor: Actor,
    scope: ProjectScopeQuery,
    page: { offset: number; limit: number },
  ): Promise<ArtifactTreePage> {
    const limit = Math.min(page.limit, TREE_PAGE_LIMIT);
    const repositories = inSelectedProject(await this.#access.readableRepositories(actor), scope);
    return {
      total: repositories.length,
      children: repositories.slice(page.offset, page.offset + limit).map((repository) => ({
        type: 'repository',
        repoKey: repository.key,
        path: '',
        name: repository.key,
        repoType: repository.rclass,
        packageType: repository.packageType,
      })),
    };
  }

  /** One page of a repository's or folder's children in the console's tree. */
  async treeChildren(
    actor: Actor,
    repoKey: string,
    path: string,
    page: { offset: number; limit: number },
  ): Promise<ArtifactTreePage> {
    const limit = Math.min(page.limit, TREE_PAGE_LIMIT);
    const repository = await this.#access.repository(repoKey);
    if (repository.rclass === 'virtual') {
      const children = await this.#resolve.children(actor, repository, path);
      return { total: children.length, children: children.slice(page.offset, page.offset + limit).map(treeNode) };
    }
    // Paged and counted in SQL over the readable children only: what may not be read is absent.
    const scope = scopeOver(await this.#access.readScope(actor), [repository.key]);
    const [children, total] = await Promise.all([
      this.#items.children(repository.key, path, { offset: page.offset, limit }, scope),
      this.#items.countChildren(repository.key, path, scope),
    ]);
    if (total === 0 && (await this.#items.countChildren(repository.key, path)) > 0)
      await this.#access.require(actor, 'READ', repository.key, path);
    return { total, children: children.map(treeNode) };
  }

  async actions(actor: Actor, repoKey: string, path: string): Promise<ArtifactActions> {
    const repository = await this.#access.repository(repoKey);
    const granted = await this.#access.actionsOn(actor, repository.key, path);
    const writable = repository.rclass === 'local' || repository.rclass === 'federated';
    return {
      read: granted.has('READ'),
      annotate: granted.has('ANNOTATE') && repository.rclass !== 'virtual',
      deploy: granted.has('WRITE') && writable,
      delete: granted.has('DELETE') && repository.rclass !== 'virtual',
      manage: granted.has('MANAGE'),
    };
  }

  /**
   * The repositories a search looks in: those asked for (undefined: every one), narrowed to the
   * console's selected project's when one is selected (R6.01).
   */
  async searchedKeys(scope: ProjectScopeQuery, asked: readonly string[] | undefined): Promise<string[] | undefined> {
    return searchedInProject(await this.#access.listRepositories(), scope, asked);
  }

  async searchChecksum(
    actor: Actor,
    algorithm: 'sha256' | 'sha1' | 'md5',
    checksum: string,
    repoKeys?: readonly string[],
  ): Promise<SearchUris> {
    const scope = await this.#access.readScope(actor);
    return this.#uris(await this.#items.filesWithChecksum(algorithm, checksum.toLowerCase(), repoKeys, scope));
  }

  async searchProperties(
    actor: Actor,
    criteria: ReadonlyMap<string, readonly string[]>,
    repoKeys?: readonly string[],
  ): Promise<SearchUris> {
    return this.#uris(await this.#items.filesWithProperties(criteria, await this.#access.readScope(actor), repoKeys));
  }

  /**
   * `GET api/search/artifact?name=`: files by a part of their name (Artifactory's quick search),
   * best matches first; a name with `*` or `?` wildcards is a pattern the whole name must match.
   */
  async searchName(actor: Actor, name: string, repoKeys?: readonly string[]): Promise<SearchUris> {
    const scope = await this.#access.readScope(actor);
    const files = /[*?]/.test(name)
      ? await this.#items.filesMatching({ name }, scope, repoKeys, SEARCH_RESULT_LIMIT)
      : await this.#items.filesContaining(name, scope, repoKeys, SEARCH_RESULT_LIMIT);
    return this.#uris(files);
  }

  /**
   * `GET api/search/gavc?g=&a=&v=&c=`: Maven artifacts by coordinates, each left out matching any;
   * the path is `group/as/folders/artifact/version`, the name `artifact-version[-classifier].ext`.
   */
  async searchGavc(
    actor: Actor,
    coordinates: { g?: string; a?: string; v?: string; c?: string },
    repoKeys?: readonly string[],
  ): Promise<SearchUris> {
    const { g, a = '*', v = '*', c } = coordinates;
    const path = `${g ? g.replaceAll('.', '/') : '*'}/${a}/${v}`;
    const name = c ? `${a}-${v}*-${c}.*` : `${a}-${v}*`;
    const scope = await this.#access.readScope(actor);
    return this.#uris(await this.#items.filesMatching({ name, path }, scope, repoKeys, SEARCH_RESULT_LIMIT));
  }

  /** Search results, found in SQL among the readable files only, so a capped search still fills its cap. */
  #uris(items: readonly Item[]): SearchUris {
    return { results: items.map((item) => ({ uri: this.#format.storageUri(item.repoKey, item.fullPath) })) };
  }

  async #storedItem(actor: Actor, repoKey: string, path: string): Promise<Item> {
    const repository = await this.#access.holding(repoKey, path);
    await this.#access.require(actor, 'READ', repository.key, path);
    const item = await this.#items.find(repository.key, path);
    if (!item) throw new NotFound(serverMessages.itemNotFound(repository.key, path));
    return item;
  }
}

/** Artifactory's default cap on the results of one search. */
const SEARCH_RESULT_LIMIT = 1000;

/** A repository's root folder, which is not an item of its own. */
export function rootOf(repository: StoredRepository) {
  const at = repository.createdAt;
  return { fullPath: '', createdAt: at, createdBy: '', modifiedAt: at, modifiedBy: '', updatedAt: at };
}
