import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondNode, buildTestApp, type TestApp, testDatabaseUrl } from '../../test/build-test-app.ts';

let first: TestApp;
beforeAll(async () => {
  first = await buildTestApp({ ARCA_NODE_ID: 'node-a' });
});
afterAll(() => first?.close());

describe('a node id', () => {
  // One process serves an SQLite database: nodes of a cluster share PostgreSQL.
  if (!testDatabaseUrl)
    it('needs no lock on SQLite', async () => {
      expect(await first.database.holdLock('node node-a')).toBe(true);
    });
  else
    it('is one running node’s: a second process under it refuses to start, and another id starts', async () => {
      await expect(buildSecondNode(first, { ARCA_NODE_ID: 'node-a' })).rejects.toThrow(
        "ARCA_NODE_ID 'node-a' is in use by another running node of this database: give each node an ARCA_NODE_ID of its own (by default the host name).",
      );
      const second = await buildSecondNode(first, { ARCA_NODE_ID: 'node-b' });
      await second.close();
    });
});
