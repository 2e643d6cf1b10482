import {
  type ArtifactVersions,
  type BadChecksumResults,
  type DatedSearchResults,
  type PatternSearchResult,
  type SearchDateField,
  storageSearchMessages,
} from '@arca/contract';
import { Invalid, NotFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { latestIntegration, latestOf, matchesVersion, versionsLatestFirst } from './maven-version-search.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageAccess } from './storage-access.ts';
import type { StorageInfoFormat } from './storage-info.ts';
import type { DatedFile, StorageSearchRepository, TimeRange } from './storage-searches.repository.ts';

/** The coordinates `api/search/versions` and `latestVersion` take; `v` may hold `*` and `?`. */
export interface VersionQuery {
  g: string;
  a: string;
  v?: string;
}

/**
 * Artifactory's searches by Maven version, date, download and Ant pattern (JFrog REST APIs,
 * "Searches"). Each finds only what the caller may read; the ones Artifactory keeps from anonymous
 * callers are `user` calls in the contract.
 */
export class StorageSearchService {
  readonly #access: StorageAccess;
  readonly #resolve: ResolveService;
  readonly #searches: StorageSearchRepository;
  readonly #format: StorageInfoFormat;

  constructor(deps: {
    access: StorageAccess;
    resolve: ResolveService;
    searches: StorageSearchRepository;
    format: StorageInfoFormat;
  }) {
    this.#access = deps.access;
    this.#resolve = deps.resolve;
    this.#searches = deps.searches;
    this.#format = deps.format;
  }

  /** `api/search/versions`: every version of the artifact the caller may read a file of, latest first. */
  async versions(actor: Actor, query: VersionQuery, repoKeys?: readonly string[]): Promise<ArtifactVersions> {
    const versions = (await this.#versionsOf(actor, query, repoKeys)).filter((version) =>
      matchesVersion(version, query.v),
    );
    if (versions.length === 0) throw new NotFound(storageSearchMessages.noVersions);
    return {
      results: versionsLatestFirst(versions).map((version) => ({
        version,
        integration: version.endsWith('-SNAPSHOT'),
      })),
    };
  }

  /**
   * `api/search/latestVersion`: the latest release; with a snapshot version (`1.0-SNAPSHOT`), the
   * latest integration version of it, a unique snapshot's `1.0-20260101.120000-3` when one is stored.
   */
  async latestVersion(actor: Actor, query: VersionQuery, repoKeys?: readonly string[]): Promise<string> {
    const versions = await this.#versionsOf(actor, query, repoKeys);
    const snapshots = query.v?.endsWith('-SNAPSHOT') === true;
    const candidates = versions.filter(
      (version) => version.endsWith('-SNAPSHOT') === snapshots && matchesVersion(version, query.v),
    );
    const latest = latestOf(candidates);
    if (latest === undefined) throw new NotFound(storageSearchMessages.noVersions);
    if (!snapshots) return latest;
    const folder = `${query.g.replaceAll('.', '/')}/${query.a}/${latest}`;
    const scope = await this.#access.readScope(actor);
    const names = await this.#searches.fileNamesIn([folder], scope, await this.#holding(repoKeys));
    return latestIntegration(query.a, latest, names);
  }

  /** `api/search/creation`: files created in the range. */
  async createdIn(actor: Actor, range: TimeRange, repoKeys?: readonly string[]): Promise<DatedSearchResults> {
    const files = await this.#searches.filesDatedIn(['created'], range, await this.#access.readScope(actor), repoKeys);
    return this.#dated(files, ['created']);
  }

  /** `api/search/dates`: files with any of the fields in the range, each answered with those fields. */
  async datedIn(
    actor: Actor,
    fields: readonly SearchDateField[],
    range: TimeRange,
    repoKeys?: readonly string[],
  ): Promise<DatedSearchResults> {
    const files = await this.#searches.filesDatedIn(fields, range, await this.#access.readScope(actor), repoKeys);
    return this.#dated(files, fields);
  }

  /** `api/search/usage`: files created before `createdBefore` (else `since`) and not downloaded since `since`. */
  async notDownloadedSince(
    actor: Actor,
    since: number,
    createdBefore: number | undefined,
    repoKeys?: readonly string[],
  ): Promise<DatedSearchResults> {
    const scope = await this.#access.readScope(actor);
    const files = await this.#searches.filesNotDownloadedSince(since, createdBefore ?? since, scope, repoKeys);
    return this.#dated(files, ['lastDownloaded']);
  }

  /** `api/search/pattern?pattern=repo:ant/pattern`: the readable files of the repository the pattern matches. */
  async pattern(actor: Actor, sourcePattern: string): Promise<PatternSearchResult> {
    const colon = sourcePattern.indexOf(':');
    const repoKey = colon > 0 ? sourcePattern.slice(0, colon) : '';
    const pattern = colon > 0 ? sourcePattern.slice(colon + 1).replace(/^\/+/, '') : '';
    if (repoKey === '' || pattern === '') throw new Invalid(storageSearchMessages.patternNeedsRepository);
    if (pattern === '**') throw new Invalid(storageSearchMessages.patternTooWide);
    const repository = await this.#access.repository(repoKey);
    const scope = await this.#access.readScope(actor, [repository]);
    return {
      repositoryUri: this.#format.downloadUri(repository.key, '').replace(/\/$/, ''),
      sourcePattern,
      files: await this.#searches.filesMatchingPattern(repository.key, pattern, scope),
    };
  }

  /**
   * `api/search/badChecksum`: none. A deploy that announces a checksum is refused when it differs
   * (409), and a file deployed without one keeps the server's as its own (its storage info reports
   * them as its original checksums), so no stored file has a missing or wrong client checksum.
   */
  badChecksums(): BadChecksumResults {
    return { results: [] };
  }

  async #versionsOf(actor: Actor, query: VersionQuery, repoKeys?: readonly string[]): Promise<string[]> {
    const scope = await this.#access.readScope(actor);
    const folders = await this.#searches.versionFolders(
      { groupPath: query.g.replaceAll('.', '/'), artifactId: query.a },
      scope,
      await this.#holding(repoKeys),
    );
    return [...new Set(folders.map((folder) => folder.version))];
  }

  /** The repositories that hold the items of those named: a virtual repository's members, as Artifactory consults them. */
  async #holding(repoKeys: readonly string[] | undefined): Promise<string[] | undefined> {
    if (repoKeys === undefined) return undefined;
    const keys = new Set<string>();
    for (const key of repoKeys) {
      const repository = await this.#access.findRepository(key);
      if (!repository) continue;
      for (const source of await this.#resolve.sources(repository)) keys.add(source.key);
    }
    return [...keys];
  }

  /**
   * Artifactory's answer to a search that found nothing: 404, which cleanup scripts read as "nothing
   * to do". Otherwise each file's storage URI with the asked dates it has.
   */
  #dated(files: readonly DatedFile[], fields: readonly SearchDateField[]): DatedSearchResults {
    if (files.length === 0) throw new NotFound(storageSearchMessages.noResults);
    return {
      results: files.map((file) => {
        const dates: Record<SearchDateField, number | null> = {
          created: file.createdAt,
          lastModified: file.modifiedAt,
          lastDownloaded: file.lastDownloadedAt,
        };
        const result: DatedSearchResults['results'][number] = {
          uri: this.#format.storageUri(file.repoKey, file.fullPath),
        };
        for (const field of fields) {
          const at = dates[field];
          if (at !== null) result[field] = new Date(at).toISOString();
        }
        return result;
      }),
    };
  }
}
