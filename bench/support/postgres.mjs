// A PostgreSQL database of the benchmarks' own. ARCA_BENCH_DATABASE_URL names one outright; else
// `arca_bench` on the development server at 127.0.0.1:55432, created when missing; else a private
// cluster in a temporary folder on a free port, started as scripts/lib.sh starts the tests' one
// (initdb with trust auth, fsync off) and removed again by `stop()`.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/processes.mjs';

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

function binDir() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

async function privateCluster() {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'arca-bench-pg-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  const as = (command, args) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  as('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const server = `postgres://postgres@127.0.0.1:${port}`;
  const client = await reachable(`${server}/postgres`);
  if (!client) throw new Error(`the private PostgreSQL cluster in ${dir} does not answer`);
  try {
    await createIfMissing(client);
  } finally {
    await client.end();
  }
  return {
    url: `${server}/${DATABASE}`,
    how: `a private cluster started for the run (${bin}, fsync off, port ${port})`,
    async stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
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
