// A PostgreSQL database of the benchmarks' own. ARCA_BENCH_DATABASE_URL names one outright; else
// `arca_bench` on the development server at 127.0.0.1:55432, created when missing; else a private
// cluster in a temporary folder on a free port (initdb with trust auth, fsync off), removed again
// by `stop()`.
import { startPrivatePostgres } from '@arca/test-support';
import pg from 'pg';

const DEV_SERVER = 'postgres://postgres@127.0.0.1:55432';
const DATABASE = 'arca_bench';

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

async function createIfMissing(client) {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (rowCount === 0) await client.query(`create database ${DATABASE}`);
}

/** A private cluster, the one the fault tests use (`@arca/test-support`), removed again by `stop()`. */
async function privateCluster() {
  const cluster = await startPrivatePostgres();
  return {
    url: cluster.databaseUrl,
    how: 'a private cluster started for the run (fsync off, on a free port)',
    async stop() {
      cluster.dispose();
    },
  };
}

/** `{ url, how, stop() }` for the database the search scenarios may empty and fill. */
export async function benchDatabase() {
  if (process.env.ARCA_BENCH_DATABASE_URL) {
    return { url: process.env.ARCA_BENCH_DATABASE_URL, how: 'ARCA_BENCH_DATABASE_URL', stop: async () => {} };
  }
  const client = await reachable(`${DEV_SERVER}/postgres`);
  if (client) {
    try {
      await createIfMissing(client);
    } finally {
      await client.end();
    }
    return {
      url: `${DEV_SERVER}/${DATABASE}`,
      how: `${DATABASE} on the development server at 127.0.0.1:55432`,
      stop: async () => {},
    };
  }
  return privateCluster();
}
