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

describe('removing items', () => {
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
});
