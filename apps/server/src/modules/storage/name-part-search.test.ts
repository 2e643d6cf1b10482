import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The quick search (`api/search/artifact?name=` without wildcards): files by a part of their name, best first. */
let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);

const FILES = [
  'billing/prebilling.txt',
  'billing/acme-billing.zip',
  'billing/billing-core-1.0.jar',
  'billing/billing',
  'billing/billing-core-1.0-sources.jar',
  'other/readme.md',
];

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['parts']);
  for (const path of FILES) {
    const res = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/parts/${path}`,
      headers: admin,
      payload: path,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const found = async (name: string) => {
  const res = await t.call('GET', `/artifactory/api/search/artifact?name=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { uri: string }[]).map((result) =>
    result.uri.replace(/^.*\/api\/storage\/parts\//, ''),
  );
};

describe('quick search by a part of a file name', () => {
  it('finds a file by a part of its name, without case', async () => {
    expect(await found('sources')).toEqual(['billing/billing-core-1.0-sources.jar']);
    expect(await found('CORE-1.0.J')).toEqual(['billing/billing-core-1.0.jar']);
    expect(await found('eadm')).toEqual(['other/readme.md']);
  });

  it('ranks the file named so first, then names that start with it, then words, then other parts', async () => {
    expect(await found('billing')).toEqual([
      'billing/billing',
      'billing/billing-core-1.0-sources.jar',
      'billing/billing-core-1.0.jar',
      'billing/acme-billing.zip',
      'billing/prebilling.txt',
    ]);
  });

  it('keeps a name with wildcards a pattern of the whole name', async () => {
    expect(await found('billing-core-*.jar')).toEqual([
      'billing/billing-core-1.0-sources.jar',
      'billing/billing-core-1.0.jar',
    ]);
    expect(await found('*ing')).toEqual(['billing/billing']);
  });

  it('follows renames and deletions in its index', async () => {
    const moved = await t.call('POST', '/artifactory/api/move/parts/other/readme.md?to=/parts/other/notes.md');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found('eadm')).toEqual([]);
    expect(await found('notes')).toEqual(['other/notes.md']);
    const removed = await t.call('DELETE', '/artifactory/parts/other/notes.md');
    expect(removed.statusCode).toBe(204);
    expect(await found('notes')).toEqual([]);
  });

  it('reads file names through a trigram index', async () => {
    if (t.database.dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select rowid from item_name_search
        where name like ${'%billing%'}`.execute(t.database.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:L/);
    } else {
      const plan = await t.database.db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        return sql<{
          'QUERY PLAN': string;
        }>`explain select id from items where lower(name) like ${'%billing%'}`.execute(tx);
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/items_name_trigram/);
    }
  });
});
