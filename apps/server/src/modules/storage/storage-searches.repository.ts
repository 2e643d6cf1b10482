import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { antPatternMatches } from '../../lib/ant-pattern-sql.ts';
import { escapeLike, prefixRange } from '../../lib/sql-like.ts';
import type { ReadScope } from '../permissions/authorization.ts';
import { joinPath } from './artifact-path.ts';
import { readableItem } from './readable-items.ts';

/** A file as the date and usage searches answer it. */
export interface DatedFile {
  repoKey: string;
  fullPath: string;
  createdAt: number;
  modifiedAt: number;
  lastDownloadedAt: number | null;
}

/** A time range, both ends included, in milliseconds since the epoch. */
export interface TimeRange {
  from: number;
  to: number;
}

/** The date columns the date searches compare; the last download's is not indexed (migration 045). */
export const DATE_COLUMNS = {
  created: 'items.created_at',
  lastModified: 'items.modified_at',
  lastDownloaded: 'items.last_downloaded_at',
} as const;

export type DateColumn = keyof typeof DATE_COLUMNS;

/** The first string after every string that starts with `prefix`, for an index range over a subtree. */
function afterPrefix(prefix: string): string {
  return `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
}

/**
 * SQL of the searches by Maven version, date, download and Ant pattern: each reads the files the
 * scope lets read only, so what may not be read is never found.
 */
export class StorageSearchRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  #files(scope: ReadScope, repoKeys: readonly string[] | undefined) {
    return this.#db
      .selectFrom('items')
      .select([
        'items.repo_key',
        'items.path',
        'items.name',
        'items.created_at',
        'items.modified_at',
        'items.last_downloaded_at',
      ])
      .where('items.type', '=', 'file')
      .where(readableItem(scope, this.#dialect))
      .$if(repoKeys !== undefined, (query) =>
        query.where('items.repo_key', 'in', repoKeys?.length ? (repoKeys as string[]) : ['']),
      );
  }

  /**
   * The version folders of a Maven artifact holding a file named after it, in each repository:
   * `{groupPath}/{artifactId}/{version}/{artifactId}-…`, read through the name index (migration 030).
   */
  async versionFolders(
    coordinates: { groupPath: string; artifactId: string },
    scope: ReadScope,
    repoKeys: readonly string[] | undefined,
  ): Promise<{ repoKey: string; version: string }[]> {
    const folder = `${coordinates.groupPath}/${coordinates.artifactId}/`;
    const name = `${escapeLike(coordinates.artifactId.toLowerCase())}-%`;
    const range = prefixRange(this.#dialect, name, sql`lower(items.name)`);
    const rows = await this.#db
      .selectFrom('items')
      .select(['items.repo_key', 'items.path'])
      .distinct()
      .where('items.type', '=', 'file')
      .$if(range !== undefined, (query) => query.where(range as Expression<SqlBool>))
      .where(sql<string>`lower(items.name)`, 'like', sql<string>`${name} escape '!'`)
      .where('items.path', '>=', folder)
      .where('items.path', '<', afterPrefix(folder))
      // The version folder's files only: `{folder}{version}/{file}`, one segment below each version.
      .where('items.depth', '=', folder.split('/').length + 1)
      .where(readableItem(scope, this.#dialect))
      .$if(repoKeys !== undefined, (query) =>
        query.where('items.repo_key', 'in', repoKeys?.length ? (repoKeys as string[]) : ['']),
      )
      .execute();
    return rows.map((row) => ({ repoKey: row.repo_key, version: row.path.slice(folder.length) }));
  }

  /** The names of the readable files in these folders of a repository or of all searched ones. */
  async fileNamesIn(
    folders: readonly string[],
    scope: ReadScope,
    repoKeys: readonly string[] | undefined,
  ): Promise<string[]> {
    if (folders.length === 0) return [];
    const rows = await this.#files(scope, repoKeys).where('items.path', 'in', folders).execute();
    return rows.map((row) => row.name);
  }

  /** Files with any of the given dates in the range, by repository and path. */
  async filesDatedIn(
    columns: readonly DateColumn[],
    range: TimeRange,
    scope: ReadScope,
    repoKeys: readonly string[] | undefined,
  ): Promise<DatedFile[]> {
    const rows = await this.#files(scope, repoKeys)
      .where((eb) =>
        eb.or(
          columns.map((column) =>
            eb.and([eb(DATE_COLUMNS[column], '>=', range.from), eb(DATE_COLUMNS[column], '<=', range.to)]),
          ),
        ),
      )
      .orderBy('items.repo_key')
      .orderBy('items.path')
      .orderBy('items.name')
      .execute();
    return rows.map(toDatedFile);
  }

  /**
   * Files created before `createdBefore` and not downloaded since `since`: never downloaded first,
   * then the least recently downloaded, then by repository and path.
   */
  async filesNotDownloadedSince(
    since: number,
    createdBefore: number,
    scope: ReadScope,
    repoKeys: readonly string[] | undefined,
  ): Promise<DatedFile[]> {
    const rows = await this.#files(scope, repoKeys)
      .where('items.created_at', '<', createdBefore)
      .where((eb) => eb.or([eb('items.last_downloaded_at', 'is', null), eb('items.last_downloaded_at', '<', since)]))
      .orderBy(sql`case when items.last_downloaded_at is null then 0 else 1 end`)
      .orderBy('items.last_downloaded_at')
      .orderBy('items.repo_key')
      .orderBy('items.path')
      .orderBy('items.name')
      .execute();
    return rows.map(toDatedFile);
  }

  /**
   * The full paths of a repository's files matching an Ant pattern, in path order. The literal
   * folders the pattern starts with narrow the read to their subtree through the location index.
   */
  async filesMatchingPattern(repoKey: string, pattern: string, scope: ReadScope): Promise<string[]> {
    const fullPath = sql<string>`(case when items.path = '.' then items.name else items.path || '/' || items.name end)`;
    const folder = literalFolders(pattern);
    let query = this.#files(scope, [repoKey]);
    if (folder !== '')
      query = query.where((eb) =>
        eb.or([
          eb('items.path', '=', folder),
          eb.and([eb('items.path', '>=', `${folder}/`), eb('items.path', '<', afterPrefix(`${folder}/`))]),
        ]),
      );
    const rows = await query
      .where(antPatternMatches(this.#dialect, pattern, fullPath))
      .orderBy('items.path')
      .orderBy('items.name')
      .execute();
    return rows.map((row) => joinPath(row.path, row.name));
  }
}

/** The folders a pattern names before its first wildcard: `libs/a/*.jar` → `libs/a`. */
function literalFolders(pattern: string): string {
  const wildcard = pattern.search(/[*?]/);
  const literal = wildcard < 0 ? pattern : pattern.slice(0, wildcard);
  return literal.slice(0, Math.max(literal.lastIndexOf('/'), 0));
}

function toDatedFile(row: {
  repo_key: string;
  path: string;
  name: string;
  created_at: number;
  modified_at: number;
  last_downloaded_at: number | null;
}): DatedFile {
  return {
    repoKey: row.repo_key,
    fullPath: joinPath(row.path, row.name),
    createdAt: Number(row.created_at),
    modifiedAt: Number(row.modified_at),
    lastDownloadedAt: row.last_downloaded_at === null ? null : Number(row.last_downloaded_at),
  };
}
