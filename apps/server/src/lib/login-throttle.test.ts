import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateEventsRepository } from '../modules/auth/rate-events.repository.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LoginThrottle,
} from './login-throttle.ts';

let t: TestApp;
let events: RateEventsRepository;
beforeAll(async () => {
  t = await buildTestApp();
  events = new RateEventsRepository(t.database.db);
});
afterAll(() => t?.close());

/** A throttle with its own scope, so the tests' counts never meet; nodes of one cluster share the key. */
function throttle(scope: string, now: () => number, nameKey = randomBytes(32)) {
  return new LoginThrottle(events, scope, nameKey, now);
}

describe(`LoginThrottle (${process.env.ARCA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('allows the limit of failures of a name at an address, then asks it to wait until the oldest leaves the window', async () => {
    let now = 1_000_000;
    const limits = throttle('pair', () => now);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect(await limits.retryAfter('Alice', '10.0.0.1')).toBe(0);
      await limits.recordFailure('alice', '10.0.0.1');
      now += 1_000;
    }
    // The first failure was at 0 s and leaves the window at 300 s; names count whatever their case.
    const wait = LOGIN_FAILURE_WINDOW_MS / 1000 - LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    expect(await limits.retryAfter('ALICE', '10.0.0.1')).toBe(wait);
    expect(await limits.retryAfter('bob', '10.0.0.1')).toBe(0);
    expect(await limits.retryAfter('alice', '10.0.0.2')).toBe(0);
    now += wait * 1000;
    expect(await limits.retryAfter('alice', '10.0.0.1')).toBe(0);
  });

  it("holds off an address whose failures over many names reach the ceiling, and counts no name's failures as typed", async () => {
    const limits = throttle('ceiling', () => 2_000_000);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) await limits.recordFailure(`spray-${i}`, '10.0.1.1');
    expect(await limits.retryAfter('never-tried', '10.0.1.1')).toBeGreaterThan(0);
    expect(await limits.retryAfter('never-tried', '10.0.1.2')).toBe(0);
    const keys = await t.database.db
      .selectFrom('rate_events')
      .select('key')
      .where('key', 'like', 'ceiling:%')
      .execute();
    expect(keys.some(({ key }) => key.includes('spray-'))).toBe(false);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const limits = throttle('v6', () => 3_000_000);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS / 2; i++) {
      await limits.recordFailure('carol', `2001:db8:1:2::${i + 1}`);
      await limits.recordFailure('carol', `2001:db8:1:2:ffff:0:0:${i + 1}`);
    }
    expect(await limits.retryAfter('carol', '2001:0db8:0001:0002:abcd::9')).toBeGreaterThan(0);
    expect(await limits.retryAfter('carol', '2001:db8:1:3::1')).toBe(0);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS / 2; i++) {
      await limits.recordFailure('dave', '::ffff:192.0.2.7');
      await limits.recordFailure('dave', '192.0.2.7');
    }
    expect(await limits.retryAfter('dave', '192.0.2.7')).toBeGreaterThan(0);
  });

  it('tells without a query what this node saw waiting: after its own failures, and after a check found another node’s', async () => {
    let now = 4_000_000;
    const nameKey = randomBytes(32);
    const here = throttle('seen', () => now, nameKey);
    const elsewhere = throttle('seen', () => now, nameKey);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) await here.recordFailure('erin', '10.0.2.1');
    expect(here.seenWaiting('erin', '10.0.2.1')).toBe(true);
    expect(here.seenWaiting('frank', '10.0.2.1')).toBe(false);

    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) await elsewhere.recordFailure('gina', '10.0.2.1');
    expect(here.seenWaiting('gina', '10.0.2.1')).toBe(false);
    expect(await here.retryAfter('gina', '10.0.2.1')).toBeGreaterThan(0);
    expect(here.seenWaiting('gina', '10.0.2.1')).toBe(true);

    now += LOGIN_FAILURE_WINDOW_MS;
    expect(here.seenWaiting('erin', '10.0.2.1')).toBe(false);
  });
});
