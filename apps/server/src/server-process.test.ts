import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` (scripts/start.mjs) runs the server with the Node options and malloc settings of
// scripts/server-process.mjs (ADR 022); a launcher that lacks them starts again with them.
const ROOT = resolve(import.meta.dirname, '../../..');
const START = join(ROOT, 'scripts/start.mjs');

interface ServerProcess {
  SERVER_NODE_OPTIONS: string[];
  SERVER_MALLOC_ENV: Record<string, string>;
  serverRelaunch(
    execArgv: string[],
    env: Record<string, string | undefined>,
  ): { execArgv: string[]; env: Record<string, string | undefined> } | null;
}
const { SERVER_NODE_OPTIONS, SERVER_MALLOC_ENV, serverRelaunch }: ServerProcess = await import(
  pathToFileURL(join(ROOT, 'scripts/server-process.mjs')).href
);

describe('the server process npm start runs', () => {
  it('gives V8 a young generation that grows under load and a collector to give it back when idle, and Linux two malloc arenas', () => {
    expect(SERVER_NODE_OPTIONS).toEqual(['--max-semi-space-size=8', '--expose-gc']);
    expect(SERVER_MALLOC_ENV).toEqual(process.platform === 'linux' ? { MALLOC_ARENA_MAX: '2' } : {});
  });

  it("passes every Node option on package.json's start script, so that only malloc's settings need a new start", () => {
    const start: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
    expect(start.split(' ')).toEqual(['node', ...SERVER_NODE_OPTIONS, 'scripts/start.mjs']);
  });

  it('asks for nothing more from a process that has every option and setting', () => {
    expect(serverRelaunch(['--inspect', ...SERVER_NODE_OPTIONS], { PATH: '/bin', ...SERVER_MALLOC_ENV })).toBeNull();
  });

  it("adds what is missing to the process's own options and environment", () => {
    expect(serverRelaunch(['--inspect'], { PATH: '/bin' })).toEqual({
      execArgv: ['--inspect', '--max-semi-space-size=8', '--expose-gc'],
      env: { PATH: '/bin', ...SERVER_MALLOC_ENV },
    });
  });

  it('keeps a malloc setting the operator gave', () => {
    expect(serverRelaunch(SERVER_NODE_OPTIONS, { MALLOC_ARENA_MAX: '4' })).toBeNull();
  });
});

describe('scripts/start.mjs started without the options', () => {
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'arca-start-'));
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Read from /proc: Arca's servers, like its CI, run on Linux.
  it('starts the server, in the same process, with every option and malloc setting', async () => {
    const { MALLOC_ARENA_MAX: _, ...env } = process.env;
    server = spawn(process.execPath, [START], {
      env: { ...env, ARCA_DATA_DIR: dataDir, ARCA_PORT: '0', ARCA_ADMIN_PASSWORD: 'Start-Admin-Passw0rd!' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((ready, fail) => {
      let out = '';
      server?.stdout?.on('data', (chunk) => {
        out += chunk;
        if (/ready at http:/.test(out)) ready();
      });
      server?.once('exit', (code) => fail(new Error(`start.mjs exited with ${code}: ${out}`)));
    });
    // The pid the launcher was spawned with is the server's: a supervisor's handle stays good.
    const args = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    const environment = readFileSync(`/proc/${server.pid}/environ`, 'utf8').split('\0');
    expect(args).toEqual(expect.arrayContaining(SERVER_NODE_OPTIONS));
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
  }, 120_000);
});
