import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';

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
    const range = prefixRange(dialect, pattern);
    if (range) return sql<SqlBool>`(${range} and ${exactly(pattern)})`;
    if (!hasTrigram(pattern)) return exactly(pattern);
    return dialect === 'postgres' ? postgresLike(pattern) : sqliteTrigram(pattern);
  };
}

/** The literal text a pattern starts with, before its first unescaped wildcard. */
function literalPrefix(pattern: string): string {
  let prefix = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '%' || char === '_') break;
    if (char === '!') {
      prefix += pattern[index + 1] ?? '';
      index++;
    } else prefix += char;
  }
  return prefix;
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

/**
 * `lower(p.name)` between the prefix and the next string of its length, compared by code point
 * as the index of migration 021 orders it; nothing when the pattern starts with a wildcard.
 */
function prefixRange(dialect: Dialect, pattern: string): Expression<SqlBool> | undefined {
  const prefix = literalPrefix(pattern);
  if (prefix === '') return undefined;
  const column = dialect === 'postgres' ? sql`lower(p.name) collate "C"` : sql`lower(p.name)`;
  const points = [...prefix];
  const last = (points.pop() as string).codePointAt(0) as number;
  // After U+10FFFF (or just below the surrogates) no string of that length follows: no upper bound.
  if (last >= 0x10ffff || last === 0xd7ff) return sql<SqlBool>`${column} >= ${prefix}`;
  const upper = points.join('') + String.fromCodePoint(last + 1);
  return sql<SqlBool>`${column} >= ${prefix} and ${column} < ${upper}`;
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
