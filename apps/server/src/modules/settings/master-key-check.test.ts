import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_KEY_FILE } from '../../lib/encryption.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let first: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
});
afterAll(() => first?.close());

/** A node over the first one's database, with a data dir of its own and, unless given the same, a key of its own. */
async function nodeWith(sameKey: boolean): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arca-node-'));
  symlinkSync(join(first.dataDir, 'db'), join(dataDir, 'db'));
  if (sameKey) copyFileSync(join(first.dataDir, MASTER_KEY_FILE), join(dataDir, MASTER_KEY_FILE));
  return buildTestApp({ ARCA_NODE_ID: 'node-key-check' }, { dataDir, schema: first.schema });
}

describe('the master key of every node', () => {
  it('must be the one the database’s secrets are sealed with: a node with another refuses to start', async () => {
    await expect(nodeWith(false)).rejects.toThrow(
      "this node's master key is not the one this database's secrets are sealed with: give every node the same key (ARCA_MASTER_KEY, or the same data/master.key).",
    );
    const node = await nodeWith(true);
    try {
      expect((await node.call('GET', '/artifactory/api/system/ping')).statusCode).toBe(200);
    } finally {
      await node.stop();
      rmSync(node.dataDir, { recursive: true, force: true });
    }
  });
});
