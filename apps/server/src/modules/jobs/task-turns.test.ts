import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseClock, processClock } from '../../db/database-clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TaskTurns } from './task-turns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('turns of cluster tasks', () => {
  it('go to one node a period: the first claim wins, the others skip until half the period has passed', async () => {
    let now = Date.now();
    const nodes = ['node-a', 'node-b', 'node-c'].map(
      (id) =>
        new TaskTurns(
          t.database.db,
          id,
          processClock(() => now),
        ),
    );
    const hour = 3_600_000;
    const first = await Promise.all(nodes.map((node) => node.claim('tidy up', hour)));
    expect(first.filter(Boolean)).toHaveLength(1);
    now += hour / 2 - 1;
    const later = await Promise.all(nodes.map((node) => node.claim('tidy up', hour)));
    expect(later.filter(Boolean)).toHaveLength(0);
    now += hour / 2 + 1;
    const next = await Promise.all(nodes.map((node) => node.claim('tidy up', hour)));
    expect(next.filter(Boolean)).toHaveLength(1);
    // Each task has turns of its own.
    expect(await nodes[1]?.claim('another task', hour)).toBe(true);
  });

  it('B6 are judged on the database’s clock: on PostgreSQL a node whose clock runs a period ahead takes no turn just run', async () => {
    const second = 1000;
    const onDatabaseTime = (id: string) => new TaskTurns(t.database.db, id, databaseClock(t.database.dialect));
    expect(await onDatabaseTime('node-a').claim('every second', second)).toBe(true);
    const realNow = Date.now.bind(Date);
    const ahead = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    try {
      // On SQLite the database lives in this one process, so its clock is the process's: no second clock exists.
      expect(await onDatabaseTime('node-b').claim('every second', second)).toBe(t.database.dialect !== 'postgres');
    } finally {
      ahead.mockRestore();
    }
  });
});
