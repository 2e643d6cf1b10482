import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database.ts';

/** Escapes LIKE's wildcards in literal text, for a pattern written with `escape '!'`. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, '!$&');
}

/** The literal text a `!`-escaped LIKE pattern starts with, before its first unescaped wildcard. */
export function literalPrefix(pattern: string): string {
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

/**
 * `lowered` (a `lower(…)` of a name column) between the pattern's literal prefix and the next
 * string of its length, compared by code point as a `lower(name)` index in that order reads it
 * (collate "C" on PostgreSQL); nothing when the pattern starts with a wildcard. The LIKE itself
 * must still be checked: the range only narrows what is read.
 */
export function prefixRange(
  dialect: Dialect,
  pattern: string,
  lowered: RawBuilder<unknown>,
): Expression<SqlBool> | undefined {
  const prefix = literalPrefix(pattern);
  if (prefix === '') return undefined;
  const column = dialect === 'postgres' ? sql`${lowered} collate "C"` : lowered;
  const points = [...prefix];
  const last = (points.pop() as string).codePointAt(0) as number;
  // After U+10FFFF (or just below the surrogates) no string of that length follows: no upper bound.
  if (last >= 0x10ffff || last === 0xd7ff) return sql<SqlBool>`${column} >= ${prefix}`;
  const upper = points.join('') + String.fromCodePoint(last + 1);
  return sql<SqlBool>`${column} >= ${prefix} and ${column} < ${upper}`;
}
