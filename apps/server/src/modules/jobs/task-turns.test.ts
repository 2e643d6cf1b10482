import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TaskTurns } from './task-turns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('turns of cluster tasks', () => {
  it('go to one node a period: the first claim wins, the others skip until half the period has passed', async () => {
    const nodes = ['node-a', 'node-b', 'node-c'].map((id) => new TaskTurns(t.database.db, id));
    const hour = 3_600_000;
    const now = Date.now();
    const first = await Promise.all(nodes.map((node) => node.claim('tidy up', hour, now)));
    expect(first.filter(Boolean)).toHaveLength(1);
    const later = await Promise.all(nodes.map((node) => node.claim('tidy up', hour, now + hour / 2 - 1)));
    expect(later.filter(Boolean)).toHaveLength(0);
    const next = await Promise.all(nodes.map((node) => node.claim('tidy up', hour, now + hour)));
    expect(next.filter(Boolean)).toHaveLength(1);
    // Each task has turns of its own.
    expect(await nodes[1]?.claim('another task', hour, now)).toBe(true);
  });
});
