import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockBackends } from '../test/advisory-locks.ts';
import { testDatabaseUrl } from '../test/build-test-app.ts';
import { gate } from '../test/gate.ts';
import { until } from '../test/until.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arca-locks-'));
const schema = testDatabaseUrl ? `test_locks_${process.pid}_${Date.now().toString(36)}` : undefined;
const open = () => openDatabase({ dataDir, databaseUrl: testDatabaseUrl, ...(schema ? { schema } : {}) });
let node: DatabaseHandle;
let admin: pg.Client | undefined;

beforeAll(async () => {
  node = await open();
  if (testDatabaseUrl) {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  }
});
afterAll(async () => {
  await node.close();
  if (admin && schema) {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The backends holding (`granted`) or waiting for one of the lock's keys, as PostgreSQL sees them. */
const backendsAt = (key: string, granted: boolean) => lockBackends(schema as string, key, granted);

describe(`a lock by name (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('runs one holder of a key at a time in this process, in arrival order, and other keys beside it', async () => {
    const held = gate();
    const started = gate();
    const order: string[] = [];
    const first = node.locks.run('same', async () => {
      order.push('first');
      started.open();
      await held.opened;
      order.push('first done');
    });
    await started.opened;
    const second = node.locks.transaction('same', async () => {
      order.push('second');
    });
    await node.locks.run('other', async () => {
      order.push('other');
    });
    held.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'other', 'first done', 'second']);
  });

  it('does what the transaction form prepares before its work and settles after it, and rolls the work back on failure', async () => {
    const steps: string[] = [];
    const around = {
      prepare: async () => {
        steps.push('prepare');
      },
      settle: async (answer: string) => {
        steps.push(`settle ${answer}`);
      },
    };
    expect(
      await node.locks.transaction(
        'prepared',
        async () => {
          steps.push('work');
          return 'done';
        },
        around,
      ),
    ).toBe('done');
    expect(steps).toEqual(['prepare', 'work', 'settle done']);
    await expect(
      node.locks.transaction(
        'prepared',
        async (tx) => {
          await tx.insertInto('settings').values({ key: 'locks-test', value: '"x"', updated_at: 0 }).execute();
          throw new Error('refused');
        },
        around,
      ),
    ).rejects.toThrow('refused');
    const rows = await node.db.selectFrom('settings').select('key').where('key', '=', 'locks-test').execute();
    expect(rows).toEqual([]);
  });

  // One process serves an SQLite database (ADR 016): only PostgreSQL has other nodes.
  if (testDatabaseUrl) {
    let other: DatabaseHandle;
    beforeAll(async () => {
      other = await open();
    });
    afterAll(() => other?.close());

    it('makes a second node wait for the first node’s holder of a key, and run once it lets go', async () => {
      // Any text names a lock, a NUL between its parts included.
      const image = 'docker:local\0image';
      const held = gate();
      const ran: string[] = [];
      const first = node.locks.run(image, async () => {
        ran.push('first');
        await held.opened;
        ran.push('first done');
      });
      await until(async () => (await backendsAt(image, true)).length === 1, 'the first node holds the key');
      const second = other.locks.run(image, async () => {
        ran.push('second');
      });
      await until(async () => (await backendsAt(image, false)).length === 1, 'the second node waits');
      expect(ran).toEqual(['first']);
      held.open();
      await Promise.all([first, second]);
      expect(ran).toEqual(['first', 'first done', 'second']);
    });

    it('holds a key taken by the transaction form until the transaction ends, against the other form on another node', async () => {
      const held = gate();
      const ran: string[] = [];
      const first = node.locks.transaction('blob', async () => {
        ran.push('first');
        await held.opened;
        ran.push('first commits');
      });
      await until(async () => (await backendsAt('blob', true)).length === 1, 'the first node holds the key');
      const second = other.locks.run('blob', async () => {
        ran.push('second');
      });
      await until(async () => (await backendsAt('blob', false)).length === 1, 'the second node waits');
      held.open();
      await Promise.all([first, second]);
      expect(ran).toEqual(['first', 'first commits', 'second']);
    });

    it('takes several keys of the transaction form in the order given and holds each until the transaction ends', async () => {
      // A package's key before a blob's, as every holder of both takes them.
      const keys = ['npm:local\0package', 'blob:several'];
      const held = gate();
      const ran: string[] = [];
      const first = node.locks.transaction(keys, async () => {
        ran.push('first');
        await held.opened;
        ran.push('first commits');
      });
      for (const key of keys)
        await until(async () => (await backendsAt(key, true)).length === 1, `the first node holds ${key}`);
      const waiting = keys.map((key) =>
        other.locks.run(key, async () => {
          ran.push(`second ${key}`);
        }),
      );
      for (const key of keys)
        await until(async () => (await backendsAt(key, false)).length === 1, `the second node waits for ${key}`);
      held.open();
      await Promise.all([first, ...waiting]);
      expect(ran.slice(0, 2)).toEqual(['first', 'first commits']);
      expect(ran.slice(2).sort()).toEqual(keys.map((key) => `second ${key}`).sort());
    });

    it('frees a key when its holder’s connection dies, as a killed node’s would, and the holder’s later release harms nothing', async () => {
      const held = gate();
      const first = node.locks.run('killed', () => held.opened);
      await until(async () => (await backendsAt('killed', true)).length === 1, 'the first node holds the key');
      const [holder] = await backendsAt('killed', true);
      let secondRan = false;
      const second = other.locks.run('killed', async () => {
        secondRan = true;
      });
      await until(async () => (await backendsAt('killed', false)).length === 1, 'the second node waits');
      await (admin as pg.Client).query('select pg_terminate_backend($1)', [holder]);
      await second;
      expect(secondRan).toBe(true);
      // The first holder finishes without knowing; the key is free for the next holder on its node.
      held.open();
      await first;
      expect(await node.locks.run('killed', async () => 'again')).toBe('again');
    });
  }
});
