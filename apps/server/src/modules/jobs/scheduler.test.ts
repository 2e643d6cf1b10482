import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Scheduler } from './scheduler.ts';

const log = pino({ level: 'silent' });
/** A node that wins every claim: the only node. */
const alone = async () => true;

describe('the scheduler of periodic tasks', () => {
  it('runs each task on its period until stopped', async () => {
    const scheduler = new Scheduler(log, alone);
    let turns = 0;
    scheduler.every({ name: 'count', everyMs: 5, scope: 'cluster', run: async () => void turns++ });
    scheduler.start();
    await expect.poll(() => turns).toBeGreaterThanOrEqual(3);
    await scheduler.stop();
    const stoppedAt = turns;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(turns).toBe(stoppedAt);
  });

  it('runs a task marked for the start at once, if this node claims that turn', async () => {
    const claimed: string[] = [];
    const turns: string[] = [];
    const scheduler = new Scheduler(log, async (task) => {
      claimed.push(task.name);
      return task.name === 'mine';
    });
    for (const name of ['mine', 'theirs'])
      scheduler.every({
        name,
        everyMs: 60_000,
        scope: 'cluster',
        atStart: true,
        run: async () => void turns.push(name),
      });
    scheduler.every({ name: 'later', everyMs: 60_000, scope: 'cluster', run: async () => void turns.push('later') });
    scheduler.start();
    await expect.poll(() => turns).toEqual(['mine']);
    expect(claimed).toEqual(['mine', 'theirs']);
    await scheduler.stop();
  });

  it('does not start a turn while the last one still runs, and stopping waits for it', async () => {
    const scheduler = new Scheduler(log, alone);
    let started = 0;
    let finish = () => {};
    scheduler.every({
      name: 'slow',
      everyMs: 60_000,
      scope: 'node',
      run: () => {
        started++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    const first = scheduler.runNow('slow');
    const second = scheduler.runNow('slow');
    expect(second).toBe(first);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed turn and runs the next one as planned', async () => {
    const errors: string[] = [];
    const recording = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
    const scheduler = new Scheduler(recording, alone);
    let turns = 0;
    scheduler.every({
      name: 'flaky',
      everyMs: 60_000,
      scope: 'cluster',
      run: async () => {
        turns++;
        if (turns === 1) throw new Error('the database was away');
      },
    });
    await scheduler.runNow('flaky');
    await scheduler.runNow('flaky');
    expect(turns).toBe(2);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] as string)).toMatchObject({ task: 'flaky', msg: 'a periodic task failed' });
  });

  it('runs a cluster task’s turn only when this node claims it, and a node task’s always', async () => {
    const claimed: string[] = [];
    let mine = false;
    const scheduler = new Scheduler(log, async (task) => {
      claimed.push(task.name);
      return mine;
    });
    const ran: string[] = [];
    scheduler.every({ name: 'tidy', everyMs: 5, scope: 'cluster', run: async () => void ran.push('tidy') });
    scheduler.every({ name: 'beat', everyMs: 5, scope: 'node', run: async () => void ran.push('beat') });
    scheduler.start();
    await expect.poll(() => claimed.length).toBeGreaterThanOrEqual(3);
    expect(ran).not.toContain('tidy');
    expect(ran).toContain('beat');
    expect(claimed).not.toContain('beat');
    mine = true;
    await expect.poll(() => ran.includes('tidy')).toBe(true);
    await scheduler.stop();
  });
});
