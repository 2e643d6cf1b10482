import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from './sql-like.ts';

/**
 * Plain text searched for within names (packages, files): where it may stand and how well it
 * matches, for both databases. Texts shorter than {@link MIN_CONTAINED} match only at the start of
 * a name: a substring that short is in most names, and no trigram index can serve it.
 */
export const MIN_CONTAINED = 3;

/** What separates the words of a name: npm scopes (`@`, `/`), Maven coordinates (`.`, `:`), and `-`, `_`, `+`, spaces. */
const WORD_SEPARATORS = ['-', '_', '.', '/', ':', '@', '+', ' '];

/** The `!`-escaped LIKE pattern of names the text may be found in: containing it, or starting with it when short. */
export function containedPattern(text: string): string {
  const literal = escapeLike(text.toLowerCase());
  return [...text].length < MIN_CONTAINED ? `${literal}%` : `%${literal}%`;
}

/**
 * How well a lowercased name matches the text, best first: 0 the name or its last part (after the
 * last `/` or `:`: an npm package without its scope, a Maven artifact id) is the text, 1 one of them
 * starts with it, 2 a word of the name starts with it, 3 it stands elsewhere. Equal ranks keep the
 * order the query asks for.
 */
export function matchRank(lowered: RawBuilder<unknown>, text: string): RawBuilder<number> {
  const lower = text.toLowerCase();
  const literal = escapeLike(lower);
  const like = (pattern: string) => sql<SqlBool>`${lowered} like ${pattern} escape '!'`;
  const any = (conditions: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
  const exact = any([sql<SqlBool>`${lowered} = ${lower}`, like(`%/${literal}`), like(`%:${literal}`)]);
  const prefix = any([like(`${literal}%`), like(`%/${literal}%`), like(`%:${literal}%`)]);
  const word = any(WORD_SEPARATORS.map((separator) => like(`%${escapeLike(separator)}${literal}%`)));
  return sql<number>`(case when ${exact} then 0 when ${prefix} then 1 when ${word} then 2 else 3 end)`;
}
