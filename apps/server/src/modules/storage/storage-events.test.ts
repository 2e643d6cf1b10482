import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { StorageChange } from './storage-events.ts';

const admin = basic('admin', ADMIN_PASSWORD);
let t: TestApp;
let seen: StorageChange[] = [];
let failNext = false;

const put = (url: string, body: string) => t.server.inject({ method: 'PUT', url, headers: admin, payload: body });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['events-a', 'events-b']);
  t.storageListeners.add({
    async changed(tx, changes) {
      // Written in the change's own transaction: a failure here must undo the change.
      await tx.selectFrom('items').select('id').limit(1).execute();
      if (failNext) throw new Error('the listener failed');
      seen.push(...changes);
    },
  });
});
beforeEach(() => {
  seen = [];
  failNext = false;
});
afterAll(() => t.close());

describe('storage changes', () => {
  it('tell a deploy with the file it stored', async () => {
    expect((await put('/artifactory/events-a/lib/a.txt', 'alpha')).statusCode).toBe(201);
    expect(seen).toEqual([
      { type: 'deployed', repoKey: 'events-a', path: 'lib/a.txt', name: 'a.txt', sha256: sha256('alpha'), size: 5 },
    ]);
  });

  it('tell a copy and a move with their source and target', async () => {
    expect((await put('/artifactory/events-a/lib/b.txt', 'beta')).statusCode).toBe(201);
    seen = [];
    expect(
      (await t.call('POST', '/artifactory/api/copy/events-a/lib/b.txt?to=/events-b/copied/b.txt')).statusCode,
    ).toBe(200);
    expect((await t.call('POST', '/artifactory/api/move/events-a/lib/b.txt?to=/events-b/moved/b.txt')).statusCode).toBe(
      200,
    );
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'copied',
        repoKey: 'events-b',
        path: 'copied/b.txt',
        sourceRepoPath: 'events-a/lib/b.txt',
        targetRepoPath: 'events-b/copied/b.txt',
      }),
      expect.objectContaining({
        type: 'moved',
        repoKey: 'events-b',
        path: 'moved/b.txt',
        sourceRepoPath: 'events-a/lib/b.txt',
        targetRepoPath: 'events-b/moved/b.txt',
      }),
    ]);
  });

  it('tell properties added and deleted, with their values', async () => {
    const url = '/artifactory/api/storage/events-a/lib/a.txt';
    expect((await t.call('PUT', `${url}?properties=qa=passed,final`)).statusCode).toBe(204);
    expect((await t.call('DELETE', `${url}?properties=qa`)).statusCode).toBe(204);
    expect(seen.map((change) => [change.type, 'propertyKey' in change ? change.propertyValues : []])).toEqual([
      ['propertyAdded', ['passed', 'final']],
      // As stored, in order.
      ['propertyDeleted', ['final', 'passed']],
    ]);
  });

  it('tell a folder deleted as each file it held', async () => {
    expect((await put('/artifactory/events-b/gone/one.txt', '1')).statusCode).toBe(201);
    expect((await put('/artifactory/events-b/gone/deeper/two.txt', '2')).statusCode).toBe(201);
    seen = [];
    expect((await t.call('DELETE', '/artifactory/events-b/gone')).statusCode).toBe(204);
    expect(seen.map((change) => [change.type, change.path]).sort()).toEqual([
      ['deleted', 'gone/deeper/two.txt'],
      ['deleted', 'gone/one.txt'],
    ]);
  });

  it('are all or nothing with what a listener writes: a failing listener fails the deploy, nothing stored', async () => {
    failNext = true;
    const res = await put('/artifactory/events-a/lib/never.txt', 'never');
    expect(res.statusCode).toBe(500);
    expect(await t.storedPaths('events-a')).not.toContain('lib/never.txt');
  });
});
