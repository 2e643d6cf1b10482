import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type ReadScope, type RepositoryReach, reachCovers } from '../permissions/authorization.ts';
import { splitPath } from './artifact-path.ts';
import { readableItem } from './readable-items.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Whether the SQL condition keeps one item, asked of the test's own database. */
async function keeps(scope: ReadScope, item: { repoKey: string; fullPath: string }): Promise<boolean> {
  const { parent, name } = splitPath(item.fullPath);
  // Real item paths compare byte by byte (collation "C" in PostgreSQL); so do these.
  const bytewise = t.database.dialect === 'postgres' ? sql`collate "C"` : sql``;
  const text = (value: string) => sql`cast(${value} as text) ${bytewise}`;
  const row = sql<{ hit: number }>`select case when ${readableItem(scope, t.database.dialect)} then 1 else 0 end as hit
    from (select ${text(item.repoKey)} as repo_key, ${text(parent)} as path, ${text(name)} as name) items`;
  const { rows } = await row.execute(t.database.db);
  return Number(rows[0]?.hit) === 1;
}

const segment = fc.constantFrom('a', 'b', 'allowed', 'allowed0', 'secret', 'x.jar', 'line\u2028break', 'a-b');
const fullPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
const piece = fc.constantFrom('a', 'b', 'allowed', 'secret', '.', '/', '*', '?', '**', '**/', '/**', '-', 'x.jar');
const pattern = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
const rule = fc.record({
  includes: fc.array(pattern, { minLength: 1, maxLength: 2 }),
  excludes: fc.array(pattern, { maxLength: 2 }),
});
const reach: fc.Arbitrary<RepositoryReach | undefined> = fc.oneof(
  fc.constant('whole' as const),
  fc.constant(undefined),
  fc.array(rule, { minLength: 1, maxLength: 2 }),
);

describe('readable items in SQL', () => {
  it('M1 keep exactly the items the permission check lets read, whatever the patterns', async () => {
    await fc.assert(
      fc.asyncProperty(
        reach,
        reach,
        fc.constantFrom('one', 'two', 'three'),
        fullPath,
        async (first, second, repoKey, path) => {
          const scope = new Map<string, RepositoryReach>();
          if (first) scope.set('one', first);
          if (second) scope.set('two', second);
          expect(await keeps(scope, { repoKey, fullPath: path })).toBe(reachCovers(scope.get(repoKey), path));
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });

  it('M1 read a folder and everything below it by the folder, not by a name that starts alike', async () => {
    const scope = new Map([['one', [{ includes: ['allowed/**'], excludes: ['allowed/secret/**'] }]]]);
    const cases: [string, boolean][] = [
      ['allowed', true],
      ['allowed/x.jar', true],
      ['allowed/a/b/x.jar', true],
      ['allowed0/x.jar', false],
      ['allowed-too/x.jar', false],
      ['allowed/secret', false],
      ['allowed/secret/x.jar', false],
      ['allowed/secrets/x.jar', true],
    ];
    for (const [path, readable] of cases) {
      expect(await keeps(scope, { repoKey: 'one', fullPath: path }), path).toBe(readable);
      expect(reachCovers(scope.get('one'), path), path).toBe(readable);
    }
  });
});
