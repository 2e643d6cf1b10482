import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { packageHeldIn } from '../packages/package-index.ts';
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
    expect(await named('100%*')).toEqual(['100%pure']);
    expect(await named('100*')).toEqual(['100%pure']);
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

async function file(repoKey: string, name: string): Promise<number> {
  const now = Date.now();
  const row = await t.database.db
    .insertInto('items')
    .values({
      repo_key: repoKey,
      path: '.',
      name,
      type: 'file',
      depth: 1,
      sha256: null,
      mime_type: null,
      created_at: now,
      created_by: 'admin',
      modified_at: now,
      modified_by: 'admin',
      updated_at: now,
      last_downloaded_at: null,
      last_downloaded_by: null,
      remote_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function version(packageId: number, name: string, itemIds: readonly number[]): Promise<number> {
  const row = await t.database.db
    .insertInto('package_versions')
    .values({ package_id: packageId, version: name, readme: null, created_at: 1, modified_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (const itemId of itemIds)
    await t.database.db
      .insertInto('package_files')
      .values({ version_id: id, item_id: itemId, metadata: null })
      .execute();
  return id;
}

async function heldBy(...repoKeys: string[]): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('packages as p')
    .select('p.name')
    .where(packageHeldIn(repoKeys))
    .where('p.name', 'like', 'held-%')
    .orderBy('p.name')
    .execute();
  return rows.map((row) => row.name);
}

describe('packages held in repositories', () => {
  it('follow the files of their versions as they come, move and go', async () => {
    await t.createRepositories(['held-a', 'held-b']);
    const one = await add('held-one');
    const two = await add('held-two');
    const a1 = await file('held-a', 'one-1.tgz');
    const a2 = await file('held-a', 'one-2.tgz');
    const b1 = await file('held-b', 'two-1.tgz');
    await version(one, '1.0.0', [a1]);
    const oneTwo = await version(one, '2.0.0', [a2]);
    await version(two, '1.0.0', [b1]);
    expect(await heldBy('held-a')).toEqual(['held-one']);
    expect(await heldBy('held-b')).toEqual(['held-two']);
    expect(await heldBy('held-a', 'held-b')).toEqual(['held-one', 'held-two']);

    // One of two files gone: still held; both gone (one with its item, one with its version): not.
    await t.database.db.deleteFrom('items').where('id', '=', a1).execute();
    expect(await heldBy('held-a')).toEqual(['held-one']);
    await t.database.db.deleteFrom('package_versions').where('id', '=', oneTwo).execute();
    expect(await heldBy('held-a')).toEqual([]);

    // A file that changes repository takes its package along.
    await t.database.db.updateTable('items').set({ repo_key: 'held-a' }).where('id', '=', b1).execute();
    expect(await heldBy('held-b')).toEqual([]);
    expect(await heldBy('held-a')).toEqual(['held-two']);

    // A repository deleted with its files.
    const res = await t.call('DELETE', '/artifactory/api/repositories/held-a');
    expect(res.statusCode).toBe(200);
    expect(await heldBy('held-a', 'held-b')).toEqual([]);
  });
});
