import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { likePattern } from './metadata-input.ts';
import { nameSearch } from './name-search.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function add(name: string): Promise<number> {
  const row = await t.database.db
    .insertInto('packages')
    .values({ package_type: 'generic', name, name_key: name, description: null, created_at: 1, modified_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function named(wildcards: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('packages as p')
    .select('p.name')
    .where(nameSearch(t.database.dialect)(likePattern(wildcards)))
    .orderBy('p.name')
    .execute();
  return rows.map((row) => row.name);
}

describe('package name search', () => {
  it('matches substrings, wildcards and literal LIKE characters, without case', async () => {
    for (const name of ['Left-Pad', 'left_pad', 'right-pad', '100%pure', 'back\\slash']) await add(name);
    expect(await named('*pad*')).toEqual(['Left-Pad', 'left_pad', 'right-pad']);
    expect(await named('LEFT*')).toEqual(['Left-Pad', 'left_pad']);
    expect(await named('left_*')).toEqual(['left_pad']);
    expect(await named('left?pad')).toEqual(['Left-Pad', 'left_pad']);
    expect(await named('*%*')).toEqual(['100%pure']);
    expect(await named('back\\*')).toEqual(['back\\slash']);
    expect(await named('*')).toHaveLength(5);
  });

  it('follows renames and deletions', async () => {
    const id = await add('old-name');
    expect(await named('old*')).toEqual(['old-name']);
    await t.database.db.updateTable('packages').set({ name: 'new-name' }).where('id', '=', id).execute();
    expect(await named('old*')).toEqual([]);
    expect(await named('new*')).toEqual(['new-name']);
    await t.database.db.deleteFrom('packages').where('id', '=', id).execute();
    expect(await named('new*')).toEqual([]);
  });

  it('has a trigram index to search through', async () => {
    if (t.database.dialect === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select rowid from package_name_search where name like ${'%pad%'}`.execute(t.database.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:L/);
    } else {
      const indexes = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname = 'packages_name_trigram' and schemaname = current_schema()`.execute(
        t.database.db,
      );
      expect(indexes.rows[0]?.indexdef).toMatch(/gin_trgm_ops/);
    }
  });
});
