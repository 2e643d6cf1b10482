import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/build-test-app.ts';
import { CachedReads } from './cached-reads.ts';
import { PostgresDataChanges } from './data-changes.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arca-changes-'));
const schema = testDatabaseUrl ? `test_changes_${process.pid}_${Date.now().toString(36)}` : undefined;
const open = () => openDatabase({ dataDir, databaseUrl: testDatabaseUrl, ...(schema ? { schema } : {}) });
let node: DatabaseHandle;
let other: DatabaseHandle;

beforeAll(async () => {
  node = await open();
  // Another node over the same database: a second connection to the SQLite file, or another pool.
  other = await open();
});
afterAll(async () => {
  await other.close();
  await node.close();
  if (schema) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const setting = (db: DatabaseHandle, value: string) =>
  sql`insert into settings (key, value, updated_at) values ('changes-test', ${value}, 0)
    on conflict (key) do update set value = excluded.value`.execute(db.db);

/** Another node hears of a change when PostgreSQL delivers the notification: within moments. */
async function whenMoved(changes: DatabaseHandle['changes'], from: number): Promise<number> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const now = changes.current();
    if (now !== from) return now;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return changes.current();
}

describe(`what the database says has changed (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stays while only reads run, and moves at once with a write of its own', async () => {
    const before = node.changes.current();
    await sql`select count(*) from settings`.execute(node.db);
    expect(node.changes.current()).toBe(before);
    await setting(node, 'one');
    expect(node.changes.current()).not.toBe(before);
  });

  it('moves when another connection or node commits a write', async () => {
    const before = node.changes.current();
    await setting(other, 'two');
    expect(await whenMoved(node.changes, before)).not.toBe(before);
  });

  it('keeps a read value until the database changes, then reads again', async () => {
    const reads = new CachedReads<string>(node.changes, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      const { rows } = await sql<{ value: string }>`select value from settings where key = 'changes-test'`.execute(
        node.db,
      );
      return rows[0]?.value ?? '';
    };
    await setting(node, 'three');
    expect(await reads.get('k', load)).toBe('three');
    expect(await reads.get('k', load)).toBe('three');
    expect(loads).toBe(1);
    const before = node.changes.current();
    await setting(other, 'four');
    await whenMoved(node.changes, before);
    expect(await reads.get('k', load)).toBe('four');
    expect(loads).toBe(2);
  });

  if (testDatabaseUrl) {
    it("tells another node of a transaction's writes when it commits, not before", async () => {
      // Notifications of the writes above have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const settled = other.changes.current();
      let during = 0;
      await node.db.transaction().execute(async (trx) => {
        await sql`insert into settings (key, value, updated_at) values ('changes-tx', 'x', 0)
          on conflict (key) do update set value = excluded.value`.execute(trx);
        // PostgreSQL holds the notification back until the commit.
        await new Promise((resolve) => setTimeout(resolve, 100));
        during = other.changes.current();
      });
      expect(during).toBe(settled);
      expect(await whenMoved(other.changes, settled)).not.toBe(settled);
    });

    it('stops answering from memory when its listening connection is cut without a word, and listens again', async () => {
      // A forwarder between the listener and PostgreSQL that can go silent, as a firewall's idle
      // timeout or a paused machine leaves a connection: open on both ends, carrying nothing.
      const database = new URL(testDatabaseUrl ?? '');
      let silent = false;
      const sockets: Socket[] = [];
      const forwarder = createServer((inbound) => {
        const outbound = connect(Number(database.port || 5432), database.hostname);
        sockets.push(inbound, outbound);
        inbound.on('data', (chunk) => silent || outbound.write(chunk));
        outbound.on('data', (chunk) => silent || inbound.write(chunk));
        inbound.on('error', () => outbound.destroy());
        outbound.on('error', () => inbound.destroy());
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
      });
      await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
      const through = new URL(testDatabaseUrl ?? '');
      through.host = `127.0.0.1:${(forwarder.address() as { port: number }).port}`;
      const changes = new PostgresDataChanges(() => new pg.Client({ connectionString: through.href }), schema, 100);
      const caching = () => {
        const first = changes.current();
        return changes.current() === first;
      };
      const until = async (wanted: boolean) => {
        for (let waited = 0; waited < 5000 && caching() !== wanted; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        return caching();
      };
      try {
        await changes.start();
        expect(caching()).toBe(true);
        silent = true;
        expect(await until(false)).toBe(false);
        // The path comes back: a new connection listens, and answers come from memory again.
        silent = false;
        for (const socket of sockets) socket.destroy();
        expect(await until(true)).toBe(true);
      } finally {
        await changes.close();
        for (const socket of sockets) socket.destroy();
        forwarder.close();
      }
    });

    it('counts every call as a change while it cannot listen, so nothing is answered from memory', async () => {
      const unreachable = new PostgresDataChanges(
        () => new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 }),
        undefined,
      );
      await unreachable.start();
      try {
        const first = unreachable.current();
        expect(unreachable.current()).not.toBe(first);
      } finally {
        await unreachable.close();
      }
    });
  }
});
