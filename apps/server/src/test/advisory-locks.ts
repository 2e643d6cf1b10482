import pg from 'pg';
import { lockName } from '../db/cluster-lock.ts';
import { testDatabaseUrl } from './build-test-app.ts';

/**
 * The backends of the tests' PostgreSQL database holding (`granted`) or waiting for a lock of
 * `ClusterLock` (db/cluster-lock.ts), named `key` within `schema`.
 */
export async function lockBackends(schema: string, key: string, granted: boolean): Promise<number[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_locks
        where locktype = 'advisory' and granted = $2
          and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
      [lockName(schema, key), granted],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Resolves once someone waits for that lock: a second node reached it while the first holds it. */
export async function someoneWaitsFor(schema: string, key: string): Promise<void> {
  for (let tries = 0; tries < 1000; tries++) {
    if ((await lockBackends(schema, key, false)).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nobody came to wait for ${key}`);
}
