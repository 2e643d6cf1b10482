import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database.ts';

/**
 * A name column with a trigram index: `lowered` is `lower(column)`, which PostgreSQL's pg_trgm GIN
 * index covers; `rowid` the row's id, which SQLite's FTS5 trigram table (`ftsTable`, external
 * content over the same rows) answers with.
 */
export interface TrigramIndexed {
  lowered: RawBuilder<unknown>;
  rowid: RawBuilder<unknown>;
  ftsTable: string;
}

/** Whether three literal characters stand together in a `!`-escaped LIKE pattern, which a trigram index can look up. */
export function hasTrigram(pattern: string): boolean {
  let run = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '%' || char === '_') run = 0;
    else {
      if (char === '!') index++;
      run++;
      if (run >= 3) return true;
    }
  }
  return false;
}

/**
 * The column matched against a lowercased LIKE pattern escaped with `!`, asked through its trigram
 * index; only worth it when the pattern {@link hasTrigram} (otherwise the index answers everything).
 */
export function trigramLike(dialect: Dialect, target: TrigramIndexed, pattern: string): Expression<SqlBool> {
  return dialect === 'postgres' ? postgresLike(target, pattern) : sqliteTrigram(target, pattern);
}

/**
 * FTS5 uses its trigram index for LIKE only without an ESCAPE clause, so the index is asked with
 * escaped characters left as wildcards — a superset — and the exact pattern checks what it finds.
 */
function sqliteTrigram(target: TrigramIndexed, pattern: string): Expression<SqlBool> {
  const loose = pattern.replace(/!(.)/g, '$1');
  return sql<SqlBool>`(${target.rowid} in (select rowid from ${sql.table(target.ftsTable)} where name like ${loose}) and ${target.lowered} like ${pattern} escape '!')`;
}

/** pg_trgm serves LIKE with the default backslash escape; an ESCAPE clause would hide the pattern from it. */
function postgresLike(target: TrigramIndexed, pattern: string): Expression<SqlBool> {
  let backslashed = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '!') {
      backslashed += `\\${pattern[index + 1] ?? ''}`;
      index++;
    } else if (char === '\\') backslashed += '\\\\';
    else backslashed += char;
  }
  return sql<SqlBool>`${target.lowered} like ${backslashed}`;
}
