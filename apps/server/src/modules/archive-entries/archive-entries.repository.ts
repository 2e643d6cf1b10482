import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { lastItemId, storedItems } from '../storage/index.ts';

export type IndexOutcome = 'indexed' | 'truncated' | 'too-large' | 'unreadable';

/** What a search asks of entry names. */
export interface EntryCriteria {
  /** Lower-cased, with `*` and `?` wildcards; matched against the whole entry path when it has a slash. */
  pattern: string;
  classOnly: boolean;
  excludeInnerClasses: boolean;
}

/** An entry and one archive that holds it. */
export interface EntryHit {
  entryPath: string;
  repoKey: string;
  fullPath: string;
}

const INSERT_BATCH = 300;
/** Sorts after every character, closing the index range of a pattern's literal prefix. */
const HIGHEST = '\u{10FFFF}';

/** The archive entry tables (migration 022). */
export class ArchiveEntriesRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async isRead(sha256: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('archive_contents')
      .select('sha256')
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Files with one of these extensions whose content was never read, in (`afterId`, `upToId`] by id:
   * archives stored before entries were indexed, or while a process that stopped had them queued.
   */
  async unread(
    extensions: readonly string[],
    afterId: number,
    upToId: number,
    limit: number,
  ): Promise<{ id: number; repoKey: string; fullPath: string }[]> {
    const rows = await this.#db
      .selectFrom(storedItems('i'))
      .leftJoin('archive_contents as a', 'a.sha256', 'i.sha256')
      .select(['i.id', 'i.repo_key', 'i.path', 'i.name'])
      .where('i.type', '=', 'file')
      .where('i.id', '>', afterId)
      .where('i.id', '<=', upToId)
      .where('a.sha256', 'is', null)
      .where((eb) =>
        eb.or(extensions.map((extension) => eb(sql<string>`lower(i.name)`, 'like', `%${escapeLike(extension)}`))),
      )
      .orderBy('i.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      repoKey: row.repo_key,
      fullPath: row.path === '.' ? row.name : `${row.path}/${row.name}`,
    }));
  }

  /** The highest item id so far, 0 when nothing is stored: where the catch-up's walk over stored files ends. */
  lastItemId(): Promise<number> {
    return lastItemId(this.#db);
  }

  /** Records a blob's entries, or that it could not be read, in one transaction; once, whoever read it. */
  async record(sha256: string, outcome: IndexOutcome, entries: readonly string[], now: number): Promise<void> {
    const unique = [...new Set(entries)];
    await this.#db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('archive_contents')
        .values({ sha256, outcome, entry_count: unique.length, indexed_at: now })
        .onConflict((c) => c.column('sha256').doNothing())
        .executeTakeFirst();
      // Another indexer (a live one, another node's catch-up) read the same content first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (let start = 0; start < unique.length; start += INSERT_BATCH) {
        const rows = unique.slice(start, start + INSERT_BATCH).map((entryPath) => ({
          sha256,
          entry_path: entryPath,
          entry_name: (entryPath.slice(entryPath.lastIndexOf('/') + 1) || entryPath).toLowerCase(),
        }));
        await tx.insertInto('archive_entries').values(rows).execute();
      }
    });
  }

  /** Entries matching the criteria in archives stored in these repositories, by entry path then location. */
  async search(criteria: EntryCriteria, repoKeys: readonly string[], limit: number): Promise<EntryHit[]> {
    if (repoKeys.length === 0) return [];
    const { pattern } = criteria;
    const like = escapeLike(pattern).replaceAll('*', '%').replaceAll('?', '_');
    let query = this.#db
      .selectFrom('archive_entries as e')
      .innerJoin(storedItems('i'), 'i.sha256', 'e.sha256')
      .select(['e.entry_path', 'i.repo_key', 'i.path', 'i.name'])
      .where('i.type', '=', 'file')
      .where('i.repo_key', 'in', repoKeys);
    if (pattern.includes('/')) {
      query = query.where(sql<string>`lower(e.entry_path)`, 'like', sql<string>`${like} escape '!'`);
    } else {
      const wildcard = pattern.search(/[*?]/);
      if (wildcard < 0) query = query.where('e.entry_name', '=', pattern);
      else {
        const prefix = pattern.slice(0, wildcard);
        if (prefix) query = query.where('e.entry_name', '>=', prefix).where('e.entry_name', '<', `${prefix}${HIGHEST}`);
        query = query.where(sql<string>`e.entry_name`, 'like', sql<string>`${like} escape '!'`);
      }
    }
    if (criteria.classOnly) query = query.where('e.entry_name', 'like', '%.class');
    if (criteria.excludeInnerClasses) query = query.where('e.entry_name', 'not like', '%$%');
    const rows = await query
      .orderBy('e.entry_path')
      .orderBy('i.repo_key')
      .orderBy('i.path')
      .orderBy('i.name')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      entryPath: row.entry_path,
      repoKey: row.repo_key,
      fullPath: row.path === '.' ? row.name : `${row.path}/${row.name}`,
    }));
  }
}
