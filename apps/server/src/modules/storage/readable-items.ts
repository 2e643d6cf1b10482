import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { antPatternMatches, patternShape } from '../../lib/ant-pattern-sql.ts';
import type { PathRule, ReadScope } from '../permissions/authorization.ts';
import { splitPath } from './artifact-path.ts';

const ALWAYS = sql<SqlBool>`1 = 1`;
const NEVER = sql<SqlBool>`1 = 0`;

/**
 * A SQL condition on the rows of `items` (under `alias`): the item lies where the scope lets its
 * actor read. Repositories read wholly are one `repo_key in (…)`, as before path rules existed;
 * the others add their include and exclude patterns, so queries page and count readable items
 * only. A pattern that names a folder and everything below it (`libs/**`) reads index ranges; any
 * other pattern is matched path by path.
 */
export function readableItem(scope: ReadScope, dialect: Dialect, alias = 'items'): Expression<SqlBool> {
  const columns = {
    // A filter, not a way in: SQLite would otherwise walk whole repositories through their key
    // instead of the name or checksum index a search narrows by (the unary + hides the column
    // from its planner). A caller that wants the repository index names the keys itself.
    repoKey: dialect === 'sqlite' ? sql`+${sql.ref(`${alias}.repo_key`)}` : sql.ref(`${alias}.repo_key`),
    path: sql.ref(`${alias}.path`),
    name: sql.ref(`${alias}.name`),
  };
  const whole: string[] = [];
  const partial: Expression<SqlBool>[] = [];
  for (const [repoKey, reach] of scope) {
    if (reach === 'whole') whole.push(repoKey);
    else partial.push(sql<SqlBool>`(${columns.repoKey} = ${repoKey} and ${anyRule(reach, dialect, columns)})`);
  }
  const parts = whole.length > 0 ? [sql<SqlBool>`${columns.repoKey} in (${sql.join(whole)})`, ...partial] : partial;
  if (parts.length === 0) return NEVER;
  return parts.length === 1 ? (parts[0] as Expression<SqlBool>) : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

type Columns = { repoKey: Expression<unknown>; path: Expression<unknown>; name: Expression<unknown> };

function anyRule(rules: readonly PathRule[], dialect: Dialect, columns: Columns): Expression<SqlBool> {
  const each = rules.map((rule) => {
    const included = anyPattern(rule.includes, dialect, columns);
    if (rule.excludes.length === 0) return included;
    return sql<SqlBool>`(${included} and not ${anyPattern(rule.excludes, dialect, columns)})`;
  });
  return each.length === 1 ? (each[0] as Expression<SqlBool>) : sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

function anyPattern(patterns: readonly string[], dialect: Dialect, columns: Columns): Expression<SqlBool> {
  if (patterns.length === 0) return NEVER;
  const each = patterns.map((pattern) => patternCondition(pattern, dialect, columns));
  return each.length === 1 ? (each[0] as Expression<SqlBool>) : sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

function patternCondition(pattern: string, dialect: Dialect, columns: Columns): Expression<SqlBool> {
  const shape = patternShape(pattern);
  switch (shape.kind) {
    case 'everything':
      return ALWAYS;
    case 'exactly':
      return at(shape.path, columns);
    case 'subtree': {
      // The folder itself, its children, and everything whose parent lies below it.
      const below = `${shape.folder}/`;
      const end = `${shape.folder}0`;
      return sql<SqlBool>`(${at(shape.folder, columns)} or ${columns.path} = ${shape.folder} or (${columns.path} >= ${below} and ${columns.path} < ${end}))`;
    }
    case 'other': {
      const fullPath = sql<string>`(case when ${columns.path} = '.' then ${columns.name} else ${columns.path} || '/' || ${columns.name} end)`;
      return antPatternMatches(dialect, pattern, fullPath);
    }
  }
}

/** The item at exactly this full path. */
function at(fullPath: string, columns: Columns): Expression<SqlBool> {
  const { parent, name } = splitPath(fullPath);
  return sql<SqlBool>`(${columns.path} = ${parent} and ${columns.name} = ${name})`;
}
