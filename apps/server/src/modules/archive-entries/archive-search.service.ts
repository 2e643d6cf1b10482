import type { ProjectScopeQuery } from '@arca/contract';
import type { Actor } from '../auth/actor.ts';
import { inSelectedProject } from '../repositories/project-scope.ts';
import type { ResolveService, StorageAccess, StorageInfoFormat } from '../storage/index.ts';
import type { ArchiveEntriesRepository } from './archive-entries.repository.ts';
import type { ArchiveIndexer } from './archive-indexer.ts';
import type { ArchiveSearchResult } from './archive-search.wire.ts';

/** Entry-archive pairs one search reads at most, as the other searches cap their results. */
export const ARCHIVE_SEARCH_LIMIT = 1000;

export interface ArchiveSearchQuery {
  /** The entry name, `*` and `?` wildcards; a name with a slash matches the entry's whole path. */
  name: string;
  /** Repositories to search; a virtual one stands for its members. Every readable one when absent. */
  repoKeys?: readonly string[];
  /** The console's selected project, whose repositories alone are searched (R6.01). */
  scope?: ProjectScopeQuery;
  searchClassOnly: boolean;
  excludeInnerClasses: boolean;
}

/** Artifactory's archive entry ("class") search over the archives a caller may read. */
export class ArchiveSearchService {
  readonly #entries: ArchiveEntriesRepository;
  readonly #indexer: ArchiveIndexer;
  readonly #access: StorageAccess;
  readonly #resolve: ResolveService;
  readonly #format: StorageInfoFormat;

  constructor(deps: {
    entries: ArchiveEntriesRepository;
    indexer: ArchiveIndexer;
    access: StorageAccess;
    resolve: ResolveService;
    format: StorageInfoFormat;
  }) {
    this.#entries = deps.entries;
    this.#indexer = deps.indexer;
    this.#access = deps.access;
    this.#resolve = deps.resolve;
    this.#format = deps.format;
  }

  async search(actor: Actor, query: ArchiveSearchQuery): Promise<ArchiveSearchResult> {
    const repoKeys = await this.#repositoriesToSearch(actor, query.repoKeys, query.scope ?? {});
    await this.#indexer.settled();
    const hits = await this.#entries.search(
      {
        pattern: query.name.toLowerCase(),
        classOnly: query.searchClassOnly,
        excludeInnerClasses: query.excludeInnerClasses,
      },
      repoKeys,
      ARCHIVE_SEARCH_LIMIT,
    );
    const readable = await this.#access.readable(actor, hits);
    const byEntry = new Map<string, string[]>();
    for (const hit of readable) {
      const uris = byEntry.get(hit.entryPath) ?? [];
      uris.push(this.#format.storageUri(hit.repoKey, hit.fullPath));
      byEntry.set(hit.entryPath, uris);
    }
    return { results: [...byEntry].map(([entry, archiveUris]) => ({ entry, archiveUris })) };
  }

  /**
   * The repositories holding items that the caller may read, of those asked for (virtual ones by
   * their members), in the selected project.
   */
  async #repositoriesToSearch(
    actor: Actor,
    asked: readonly string[] | undefined,
    scope: ProjectScopeQuery,
  ): Promise<string[]> {
    const readable = new Set(
      inSelectedProject(await this.#access.readableRepositories(actor), scope)
        .filter((repository) => repository.rclass !== 'virtual')
        .map((repository) => repository.key),
    );
    if (!asked) return [...readable];
    const keys = new Set<string>();
    for (const key of asked) {
      const repository = await this.#access.findRepository(key);
      if (!repository) continue;
      for (const source of await this.#resolve.sources(repository)) if (readable.has(source.key)) keys.add(source.key);
    }
    return [...keys];
  }
}
