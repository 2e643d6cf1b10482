import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { prefixRange } from '../../lib/sql-like.ts';

/**
 * Matches `p.name` against a lowercased LIKE pattern escaped with `!` (see likePattern), through
 * the index that fits the pattern (migrations 020 and 021): a literal prefix reads a range of the
 * `lower(name)` index, a literal run of three characters elsewhere asks the trigram index, and
 * anything else is checked row by row.
 */
export type NameSearch = (pattern: string) => Expression<SqlBool>;

export function nameSearch(dialect: Dialect): NameSearch {
  return (pattern) => {
    if (pattern === '%') return sql<SqlBool>`1 = 1`;
    const range = prefixRange(dialect, pattern, sql`lower(p.name)`);
    if (range) return sql<SqlBool>`(${range} and ${exactly(pattern)})`;
    if (!hasTrigram(pattern)) return exactly(pattern);
    return dialect === 'postgres' ? postgresLike(pattern) : sqliteTrigram(pattern);
  };
}

/** Whether three literal characters stand together somewhere, which a trigram index can look up. */
function hasTrigram(pattern: string): boolean {
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

/** The pattern itself, as LIKE reads it with the `!` escape. */
function exactly(pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(p.name) like ${pattern} escape '!'`;
}

/**
 * FTS5 uses its trigram index for LIKE only without an ESCAPE clause, so the index is asked with
 * escaped characters left as wildcards — a superset — and the exact pattern checks what it finds.
 */
function sqliteTrigram(pattern: string): Expression<SqlBool> {
  const loose = pattern.replace(/!(.)/g, '$1');
  return sql<SqlBool>`(p.id in (select rowid from package_name_search where name like ${loose}) and lower(p.name) like ${pattern} escape '!')`;
}

/** pg_trgm serves LIKE with the default backslash escape; an ESCAPE clause would hide the pattern from it. */
function postgresLike(pattern: string): Expression<SqlBool> {
  let backslashed = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '!') {
      backslashed += `\\${pattern[index + 1] ?? ''}`;
      index++;
    } else if (char === '\\') backslashed += '\\\\';
    else backslashed += char;
  }
  return sql<SqlBool>`lower(p.name) like ${backslashed}`;
}
