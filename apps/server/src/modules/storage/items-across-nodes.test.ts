import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ItemsRepository } from './items.repository.ts';

let t: TestApp;
let items: ItemsRepository;
beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['removals-local']);
  items = new ItemsRepository(t.database.db, t.database.dialect, t.database.changes);
});
afterAll(() => t?.close());

describe('items changed by several nodes', () => {
  it('answers only the items the removal itself removed, so another node’s delete of the same ones announces nothing twice', async () => {
    for (const name of ['a.txt', 'b.txt'])
      expect((await t.call('PUT', `/artifactory/removals-local/${name}`, Buffer.from(name))).statusCode).toBe(201);
    const a = await items.find('removals-local', 'a.txt');
    const b = await items.find('removals-local', 'b.txt');
    if (!a || !b) throw new Error('the deployed files are missing');
    // Another node removed a.txt already: this removal, working from what it read before, removes b.txt only.
    expect((await items.transaction((tx) => items.remove(tx, [a]))).map((item) => item.fullPath)).toEqual(['a.txt']);
    expect((await items.transaction((tx) => items.remove(tx, [a, b]))).map((item) => item.fullPath)).toEqual(['b.txt']);
    expect(await items.transaction((tx) => items.remove(tx, [a, b]))).toEqual([]);
  });

  it('counts downloads flushed by several nodes, keeping the latest as the last one, whatever order they come in', async () => {
    expect((await t.call('PUT', '/artifactory/removals-local/counted.txt', Buffer.from('counted'))).statusCode).toBe(
      201,
    );
    const item = await items.find('removals-local', 'counted.txt');
    if (!item) throw new Error('the deployed file is missing');
    await items.addDownloads(new Map([[item.id, { count: 2, at: 2000, by: 'later' }]]));
    // Another node's flush of earlier downloads comes after.
    await items.addDownloads(new Map([[item.id, { count: 3, at: 1000, by: 'earlier' }]]));
    const [row] = await t.database.db
      .selectFrom('items')
      .select(['downloads', 'last_downloaded_at', 'last_downloaded_by'])
      .where('id', '=', item.id)
      .execute();
    expect({ ...row, downloads: Number(row?.downloads), last_downloaded_at: Number(row?.last_downloaded_at) }).toEqual({
      downloads: 5,
      last_downloaded_at: 2000,
      last_downloaded_by: 'later',
    });
  });
});
