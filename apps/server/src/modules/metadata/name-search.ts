import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';

/**
 * Matches `p.name` against a lowercased LIKE pattern escaped with `!` (see likePattern), through
 * the trigram index of migration 020 where the database has one.
 */
export type NameSearch = (pattern: string) => Expression<SqlBool>;

export function nameSearch(dialect: Dialect): NameSearch {
  return dialect === 'postgres' ? postgresSearch : sqliteSearch;
}

/**
 * FTS5 uses its trigram index for LIKE only without an ESCAPE clause, so the index is asked with
 * escaped characters left as wildcards — a superset — and the exact pattern checks what it finds.
 */
function sqliteSearch(pattern: string): Expression<SqlBool> {
  const loose = pattern.replace(/!(.)/g, '$1');
  return sql<SqlBool>`(p.id in (select rowid from package_name_search where name like ${loose}) and lower(p.name) like ${pattern} escape '!')`;
}

/** pg_trgm serves LIKE with the default backslash escape; an ESCAPE clause would hide the pattern from it. */
function postgresSearch(pattern: string): Expression<SqlBool> {
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
