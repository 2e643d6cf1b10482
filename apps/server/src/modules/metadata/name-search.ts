import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { prefixRange } from '../../lib/sql-like.ts';
import { hasTrigram, type TrigramIndexed, trigramLike } from '../../lib/trigram-like.ts';

/**
 * Matches `p.name` against a lowercased LIKE pattern escaped with `!` (see likePattern), through
 * the index that fits the pattern (migrations 020 and 021): a literal prefix reads a range of the
 * `lower(name)` index, a literal run of three characters elsewhere asks the trigram index, and
 * anything else is checked row by row.
 */
export type NameSearch = (pattern: string) => Expression<SqlBool>;

const PACKAGE_NAMES: TrigramIndexed = {
  lowered: sql`lower(p.name)`,
  rowid: sql`p.id`,
  ftsTable: 'package_name_search',
};

export function nameSearch(dialect: Dialect): NameSearch {
  return (pattern) => {
    if (pattern === '%') return sql<SqlBool>`1 = 1`;
    const range = prefixRange(dialect, pattern, sql`lower(p.name)`);
    if (range) return sql<SqlBool>`(${range} and ${exactly(pattern)})`;
    if (!hasTrigram(pattern)) return exactly(pattern);
    return trigramLike(dialect, PACKAGE_NAMES, pattern);
  };
}

/** The pattern itself, as LIKE reads it with the `!` escape. */
function exactly(pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(p.name) like ${pattern} escape '!'`;
}
