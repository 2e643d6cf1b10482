import type { DatabaseSync } from 'node:sqlite';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database.ts';
import { matchesPattern, type Step, stepsOf } from './ant-pattern.ts';

/**
 * Ant patterns in SQL, so that queries can keep only the paths a permission lets read and still
 * page and count in the database. SQLite asks `matchesPattern` itself through a function of the
 * connection; PostgreSQL gets the same pattern as a regular expression.
 */

/** The SQLite function `arca_ant_match(pattern, path)`: 1 when the path matches, as matchesPattern says. */
export const SQLITE_ANT_MATCH = 'arca_ant_match';

export function registerAntMatch(database: DatabaseSync): void {
  database.function(SQLITE_ANT_MATCH, { deterministic: true }, (pattern, path) =>
    typeof pattern === 'string' && typeof path === 'string' && matchesPattern(pattern, path) ? 1 : 0,
  );
}

/** Any text, line breaks included: PostgreSQL's `.` matches every character unless told otherwise. */
const ANY_TEXT = '.*';

/** ASCII punctuation is escaped; a backslash before a letter or digit would start an escape. */
function literal(char: string): string {
  return /[!-/:-@[-`{-~]/.test(char) ? `\\${char}` : char;
}

function regExpStep(step: Step): string {
  switch (step.kind) {
    case 'char':
      return literal(step.char);
    case 'one':
      return '[^/]';
    case 'name':
      return '[^/]*';
    case 'text':
      return ANY_TEXT;
    case 'folders':
      return `(?:${ANY_TEXT}/)?`;
    case 'below':
      return `(?:/${ANY_TEXT})?`;
  }
}

/** The pattern as a PostgreSQL regular expression matching the whole path, as matchesPattern reads it. */
export function postgresRegExp(pattern: string): string {
  return `^${stepsOf(pattern).map(regExpStep).join('')}$`;
}

/** A pattern's literal text when it has no wildcard at all; undefined otherwise. */
function literalText(steps: readonly Step[]): string | undefined {
  let text = '';
  for (const step of steps) {
    if (step.kind !== 'char') return undefined;
    text += step.char;
  }
  return text;
}

/**
 * How a pattern reads, for the SQL that fits it: everything (`**`), one exact path, a folder and
 * everything below it (`libs/**`), or anything else, matched path by path.
 */
export type PatternShape =
  | { kind: 'everything' }
  | { kind: 'exactly'; path: string }
  | { kind: 'subtree'; folder: string }
  | { kind: 'other' };

export function patternShape(pattern: string): PatternShape {
  const steps = stepsOf(pattern);
  if (steps.length === 1 && steps[0]?.kind === 'text') return { kind: 'everything' };
  const exact = literalText(steps);
  if (exact !== undefined) return { kind: 'exactly', path: exact };
  if (steps.at(-1)?.kind === 'below') {
    const folder = literalText(steps.slice(0, -1));
    if (folder !== undefined && folder !== '') return { kind: 'subtree', folder };
  }
  return { kind: 'other' };
}

/** Whether a full path (no leading slash) matches the pattern, in the database's own terms. */
export function antPatternMatches(
  dialect: Dialect,
  pattern: string,
  fullPath: Expression<string>,
): Expression<SqlBool> {
  if (dialect === 'sqlite') return sql<SqlBool>`${sql.raw(SQLITE_ANT_MATCH)}(${pattern}, ${fullPath}) = 1`;
  return sql<SqlBool>`${fullPath} ~ ${postgresRegExp(pattern)}`;
}
