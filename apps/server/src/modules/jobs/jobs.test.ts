import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { processClock } from '../../db/database-clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exponentialBackoff, type JobHandler, JobRunner, PermanentJobFailure } from './job-runner.ts';
import { JobsRepository } from './jobs.repository.ts';

let t: TestApp;
let jobs: JobsRepository;
const runners: JobRunner[] = [];
const log = pino({ level: 'silent' });

/** A clock the test moves forward, so that backoffs and leases pass without waiting. */
let offset = 0;
const now = () => Date.now() + offset;

function runner(kind: string, handler: Partial<JobHandler> & Pick<JobHandler, 'run'>, leaseMs?: number) {
  const created = new JobRunner({ jobs, log, pollMs: 50, concurrency: 3, ...(leaseMs ? { leaseMs } : {}) });
  created.register(kind, { maxAttempts: 3, backoffMs: exponentialBackoff(1000, 60_000), ...handler });
  runners.push(created);
  return created;
}

beforeAll(async () => {
  t = await buildTestApp();
  jobs = new JobsRepository(t.database.db, t.database.dialect, processClock(now));
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((each) => each.stop()));
  offset = 0;
});
afterAll(() => t.close());

describe('durable jobs', () => {
  it('are written with the change that causes them, or not at all', async () => {
    const kept = await t.database.db.transaction().execute((tx) => jobs.enqueue(tx, 'kept', { n: 1 }, now()));
    await expect(
      t.database.db.transaction().execute(async (tx) => {
        await jobs.enqueue(tx, 'dropped', { n: 2 }, now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await jobs.get(kept))?.status).toBe('pending');
    const dropped = await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'dropped').execute();
    expect(dropped).toEqual([]);
  });

  it('run once with their payload and are then done', async () => {
    const seen: unknown[] = [];
    const id = await jobs.enqueue(t.database.db, 'once', { hello: 'world' }, now());
    const running = runner('once', { run: async (payload) => void seen.push(payload) });
    running.start();
    await running.settled();
    expect(seen).toEqual([{ hello: 'world' }]);
    expect(await jobs.get(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('are tried again after a backoff when they fail, and done when an attempt succeeds', async () => {
    let calls = 0;
    const id = await jobs.enqueue(t.database.db, 'flaky', {}, now());
    const running = runner('flaky', {
      run: async () => {
        calls++;
        if (calls < 3) throw new Error(`receiver down (${calls})`);
      },
    });
    running.start();
    await running.settled();
    // The first failure waits a second before the next attempt.
    expect(await jobs.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'receiver down (1)' });
    expect((await jobs.get(id))?.runAt).toBeGreaterThanOrEqual(now() + 900);
    offset += 1000;
    running.wake();
    await running.settled();
    expect(await jobs.get(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'receiver down (2)' });
    // The second waits two.
    offset += 1000;
    await running.settled();
    expect((await jobs.get(id))?.attempts).toBe(2);
    offset += 1000;
    running.wake();
    await running.settled();
    expect(await jobs.get(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(calls).toBe(3);
  });

  it('are given up after their last attempt, or at once on a permanent failure', async () => {
    const exhausted = await jobs.enqueue(t.database.db, 'hopeless', { kind: 'retry' }, now());
    const permanent = await jobs.enqueue(t.database.db, 'hopeless', { kind: 'permanent' }, now());
    const running = runner('hopeless', {
      maxAttempts: 2,
      backoffMs: () => 10,
      run: async (payload) => {
        if ((payload as { kind: string }).kind === 'permanent') throw new PermanentJobFailure('no such subscription');
        throw new Error('still down');
      },
    });
    running.start();
    await running.settled();
    offset += 10;
    running.wake();
    await running.settled();
    expect(await jobs.get(exhausted)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'still down' });
    expect(await jobs.get(permanent)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no such subscription',
    });
  });

  it('are claimed again when the node running them stopped, and settled once, by the new owner', async () => {
    const id = await jobs.enqueue(t.database.db, 'orphan', {}, now());
    const leaseMs = 30_000;
    const claimed = await jobs.claim(['orphan'], 'node-that-died', leaseMs);
    expect(claimed?.id).toBe(id);
    let runs = 0;
    const running = runner('orphan', { run: async () => void runs++ }, leaseMs);
    running.start();
    await running.settled();
    expect(runs).toBe(0);
    offset += leaseMs + 1;
    running.wake();
    await running.settled();
    expect(runs).toBe(1);
    expect(await jobs.get(id)).toMatchObject({ status: 'done', attempts: 2 });
    // The first node's late answer no longer counts.
    await jobs.finish(id, 'node-that-died', 'failed', 'late');
    expect(await jobs.get(id)).toMatchObject({ status: 'done', lastError: null });
  });

  it('survive a restart: a job queued before the stop runs after the start', async () => {
    const before = runner('restart', { run: async () => undefined });
    await before.stop();
    const id = await jobs.enqueue(t.database.db, 'restart', {}, now());
    const ran: number[] = [];
    const after = runner('restart', { run: async (_payload, job) => void ran.push(job.id) });
    after.start();
    await after.settled();
    expect(ran).toEqual([id]);
  });

  it('run exactly once when two nodes share the database', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) => jobs.enqueue(t.database.db, 'shared', { index }, now())),
    );
    const runs = new Map<number, number>();
    const handler = {
      run: async (_payload: unknown, job: { id: number }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const first = runner('shared', handler);
    const second = runner('shared', handler);
    first.start();
    second.start();
    await Promise.all([first.settled(), second.settled()]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('leave settled jobs to be pruned after a while, never pending ones', async () => {
    const done = await jobs.enqueue(t.database.db, 'prune', {}, now());
    const waiting = await jobs.enqueue(t.database.db, 'prune-later', {}, now() + 60_000);
    const running = runner('prune', { run: async () => undefined });
    running.start();
    await running.settled();
    expect(await jobs.prune(now() + 1)).toBeGreaterThanOrEqual(1);
    expect(await jobs.get(done)).toBeUndefined();
    expect((await jobs.get(waiting))?.status).toBe('pending');
  });
});

describe('job leases across nodes', () => {
  it('B6 are measured on the database’s clock: on PostgreSQL a node whose clock runs a minute ahead takes over no lease', async () => {
    const onDatabaseTime = new JobsRepository(t.database.db, t.database.dialect);
    const id = await onDatabaseTime.enqueue(t.database.db, 'leased', {}, Date.now());
    const { promise: holding, resolve: release } = Promise.withResolvers<void>();
    const ran: string[] = [];
    const holder = new JobRunner({ jobs: onDatabaseTime, log, pollMs: 50, concurrency: 1, leaseMs: 30_000 });
    holder.register('leased', {
      maxAttempts: 3,
      backoffMs: () => 10,
      run: () => {
        ran.push('holder');
        return holding;
      },
    });
    runners.push(holder);
    holder.start();
    await vi.waitFor(() => expect(ran).toEqual(['holder']));

    // Another node, whose clock is a minute ahead of the database's.
    const realNow = Date.now.bind(Date);
    const ahead = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    try {
      const other = new JobRunner({ jobs: onDatabaseTime, log, pollMs: 50, concurrency: 1, leaseMs: 30_000 });
      other.register('leased', { maxAttempts: 3, backoffMs: () => 10, run: async () => void ran.push('other') });
      runners.push(other);
      other.start();
      await other.settled();
      await other.stop();
    } finally {
      ahead.mockRestore();
      release();
    }
    // On SQLite the database lives in this one process, so its clock is the process's: no second clock exists.
    expect(ran).toEqual(t.database.dialect === 'postgres' ? ['holder'] : ['holder', 'other']);
    await holder.settled();
    expect((await onDatabaseTime.get(id))?.status).toBe('done');
  });
});
