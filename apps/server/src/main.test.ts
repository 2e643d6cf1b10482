import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@arca/contract';
import { freePort } from '@arca/test-support';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = new URL('./main.ts', import.meta.url).pathname;
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arca-main-'));
  dirs.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async (): Promise<string> => {
    for (let i = 0; i < 200; i++) {
      const match = stdout.match(/ready at (http:\/\/[^ ]+)\/ui\//);
      if (match?.[1]) return match[1];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`did not start: ${stdout} ${stderr}`);
  };
  return { child, exited, ready, out: () => stdout, err: () => stderr };
}

/** One line naming the setting and the fix: no stack trace. */
function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.split('\n').filter((l) => l.trim() && !l.includes('ExperimentalWarning'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('starting the server', () => {
  it('exits 1 with one line when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = start({ ARCA_DATA_DIR: tempDir(), ARCA_PORT: String(port), ARCA_ADMIN_PASSWORD: 'x-Passw0rd' });
      expect(await run.exited).toBe(1);
      expectOneLine(
        run.err(),
        new RegExp(
          `^arca: ARCA_PORT=${port} is already in use on 127\\.0\\.0\\.1: stop the other process or choose another ARCA_PORT\\.$`,
        ),
      );
    } finally {
      blocker.close();
    }
  });

  it('exits 1 with one line when the data dir cannot be written', async () => {
    const file = join(tempDir(), 'a-file');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, 'x');
    const run = start({ ARCA_DATA_DIR: join(file, 'data') });
    expect(await run.exited).toBe(1);
    expectOneLine(run.err(), /^arca: ARCA_DATA_DIR='.*' is not writable: point ARCA_DATA_DIR at a directory/);
  });

  it('exits 1 with one line when another Arca process serves the data dir, and leaves that one serving', async () => {
    const dataDir = tempDir();
    const first = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'First-Passw0rd' });
    const url = await first.ready();
    const second = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'First-Passw0rd' });
    expect(await second.exited).toBe(1);
    expectOneLine(
      second.err(),
      /^arca: ARCA_DATA_DIR='.*' is in use by another Arca process: stop that process, or give this one a data dir of its own\.$/,
    );
    expect((await fetch(`${url}${apiPaths.readiness}`)).status).toBe(200);
  });

  it('starts on a data dir whose previous process was killed, with no lock left to clear', async () => {
    const dataDir = tempDir();
    const crashed = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'Crash-Passw0rd' });
    await crashed.ready();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    const next = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'Crash-Passw0rd' });
    expect(await next.ready()).toMatch(/^http:/);
  });

  it('exits 1 with one line for a malformed setting', async () => {
    const run = start({ ARCA_DATA_DIR: tempDir(), ARCA_PORT: 'http' });
    expect(await run.exited).toBe(1);
    expectOneLine(run.err(), /^arca: ARCA_PORT='http' is not a port number/);
  });

  it('exits 1 with one line when the database cannot be reached', async () => {
    const port = await freePort();
    const run = start({
      ARCA_DATA_DIR: tempDir(),
      ARCA_PORT: '0',
      ARCA_DATABASE_URL: `postgres://arca:pw@127.0.0.1:${port}/arca`,
    });
    expect(await run.exited).toBe(1);
    expectOneLine(
      run.err(),
      /^arca: ARCA_DATABASE_URL: cannot connect to PostgreSQL .*check the host, port, user and password/,
    );
    expect(run.err()).not.toContain('pw@');
  });

  it('generates the first admin password once, prints it once and keeps it in a 0600 file', async () => {
    const dataDir = tempDir();
    const first = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0' });
    const url = await first.ready();
    const file = join(dataDir, 'initial-admin-password');
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.out()).toContain(password);
    const login = await fetch(`${url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', password, type: 'login' }),
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readFileSync(join(dataDir, 'logs', 'artifactory-service.log'), 'utf8')).not.toContain(password);

    const second = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0' });
    await second.ready();
    expect(second.out()).not.toContain(password);
    expect(second.out()).not.toContain('Initial password');
  });

  it('lets an in-flight request finish on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = tempDir();
    const run = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'Graceful-Passw0rd' });
    const url = await run.ready();
    // Password hashing keeps the login busy for tens of milliseconds: long enough to be in flight.
    const inFlight = fetch(`${url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', password: 'Graceful-Passw0rd', type: 'login' }),
    });
    await new Promise((r) => setTimeout(r, 15));
    run.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await run.exited).toBe(0);
    const log = readFileSync(join(dataDir, 'logs', 'artifactory-service.log'), 'utf8');
    expect(log).toContain('shutting down');
    expect(log).toContain('"msg":"stopped"');
  });

  it('L6 keeps the data dir to its owner under a usual umask: tightens folders left open and writes files 0600, folders 0700', async () => {
    const dataDir = tempDir();
    // A data dir as an earlier version, or an operator's mkdir, left it: readable by every local user.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'logs'), { mode: 0o755 });
    chmodSync(join(dataDir, 'logs'), 0o755);
    const previous = process.umask(0o022);
    let run: ReturnType<typeof start>;
    try {
      run = start({ ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'Umask-Passw0rd' });
    } finally {
      process.umask(previous);
    }
    const url = await run.ready();
    const admin = { authorization: `Basic ${Buffer.from('admin:Umask-Passw0rd').toString('base64')}` };
    const created = await fetch(`${url}/artifactory/api/repositories/files`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ rclass: 'local', packageType: 'generic' }),
    });
    expect(created.status).toBe(200);
    // A small file is written by the blob writer's thread, a large one through a temporary file.
    for (const [name, size] of [
      ['small.txt', 100],
      ['large.bin', 300 * 1024],
    ] as const) {
      const put = await fetch(`${url}/artifactory/files/${name}`, {
        method: 'PUT',
        headers: admin,
        body: Buffer.alloc(size, name),
      });
      expect(put.status).toBe(201);
    }
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    const modes = new Map<string, number>();
    const walk = (path: string) => {
      const stat = statSync(path);
      modes.set(path.slice(dataDir.length) || '/', stat.mode & 0o777);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dataDir);
    const files = [...modes.keys()].filter((path) => statSync(join(dataDir, path)).isFile());
    expect(files).toEqual(
      expect.arrayContaining([
        '/db/arca.db',
        '/logs/artifactory-service.log',
        '/logs/artifactory-request.log',
        '/master.key',
      ]),
    );
    expect(files.filter((path) => path.startsWith('/blobs/') && !path.includes('.incoming'))).toHaveLength(2);
    const open = [...modes]
      .filter(([, mode]) => (mode & 0o077) !== 0)
      .map(([path, mode]) => `${path} ${mode.toString(8)}`);
    expect(open).toEqual([]);
    for (const dir of ['/', '/db', '/blobs', '/logs', '/support']) expect(modes.get(dir), dir).toBe(0o700);
    const log = readFileSync(join(dataDir, 'logs', 'artifactory-service.log'), 'utf8');
    const tightened = log
      .split('\n')
      .filter((line) => line.includes('made it owner-only'))
      .map((line) => JSON.parse(line));
    expect(tightened.map((line) => [line.path, line.was, line.now])).toEqual([
      [dataDir, '755', '700'],
      [join(dataDir, 'logs'), '755', '700'],
    ]);
  });
});
