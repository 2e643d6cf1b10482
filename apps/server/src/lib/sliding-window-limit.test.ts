import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateEventsRepository } from '../modules/auth/rate-events.repository.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SlidingWindowLimit } from './sliding-window-limit.ts';

let t: TestApp;
let events: RateEventsRepository;
beforeAll(async () => {
  t = await buildTestApp();
  events = new RateEventsRepository(t.database.db);
});
afterAll(() => t?.close());

describe(`SlidingWindowLimit (${process.env.ARCA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lets a key act up to the limit per window, each key on its own', async () => {
    let now = 1_000_000;
    const limit = new SlidingWindowLimit(events, 'window-test', 2, 3_600_000, () => now);
    await limit.record('a');
    now += 600_000;
    await limit.record('a');
    expect(await limit.retryAfter('a')).toBe(3_000);
    expect(await limit.retryAfter('b')).toBe(0);
    now += 3_000_000;
    expect(await limit.retryAfter('a')).toBe(0);
  });

  it('counts each limit under its own name, and one instance sees what another counted (another node)', async () => {
    const now = () => 5_000_000;
    const here = new SlidingWindowLimit(events, 'shared', 2, 60_000, now);
    const elsewhere = new SlidingWindowLimit(events, 'shared', 2, 60_000, now);
    const otherLimit = new SlidingWindowLimit(events, 'other', 2, 60_000, now);
    await here.record('k');
    await elsewhere.record('k');
    expect(await here.retryAfter('k')).toBe(60);
    expect(await otherLimit.retryAfter('k')).toBe(0);
  });

  it('forgets events only once pruned past every window', async () => {
    const limit = new SlidingWindowLimit(events, 'pruned', 1, 60_000, () => 9_000_000);
    await limit.record('k');
    await events.prune(9_000_000);
    expect(await limit.retryAfter('k')).toBe(60);
    await events.prune(9_000_001);
    expect(await limit.retryAfter('k')).toBe(0);
  });

  it("has its events pruned by the cluster task once older than every limit's window, and kept while one still counts them", async () => {
    const now = Date.now();
    await events.record('task-test:old', now - 2 * 60 * 60_000);
    await events.record('task-test:recent', now - 30 * 60_000);
    await t.runTask('prune rate events');
    const left = await t.database.db
      .selectFrom('rate_events')
      .select('key')
      .where('key', 'like', 'task-test:%')
      .execute();
    expect(left.map(({ key }) => key)).toEqual(['task-test:recent']);
  });
});
