import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** A PostgreSQL cluster of the test's own, which it may stop and start again (under a running server). */
export interface PrivatePostgres {
  /** `postgres://…/arca`, a database made for the test. */
  databaseUrl: string;
  /** `fast` ends sessions with admin_shutdown (57P01); `immediate` cuts them as a crash would. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** The same cluster again, on the same port; returns once it accepts connections. */
  start(): void;
  /** Stops the cluster, if running, and removes its files. */
  dispose(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length > 0 ? join(root, versions[versions.length - 1] as string, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error('PostgreSQL is not installed: `npm test` installs it, or run `apt-get install postgresql`.');
  }
  return bin;
}

/**
 * A cluster in a temp dir on a free port, as `npm test` starts one for the server tests. As root,
 * it runs as the postgres user, which initdb requires.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'arca-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    start();
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'arca']);
  } catch (error) {
    if (running) stop('immediate');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/arca`,
    stop,
    start,
    dispose() {
      try {
        if (running) stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
