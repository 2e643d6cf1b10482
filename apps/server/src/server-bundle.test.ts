import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` runs the server from one prebuilt file (scripts/server-bundle.mjs, plain Node like the
// other scripts); these tests build it into a folder of their own, so that a bundle in
// apps/server/dist that a running server uses is never touched. The folder is inside the
// repository, as apps/server/dist is, for the bundle to find the native modules in node_modules.
const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/server-bundle.mjs');
const SOURCES_ENTRY = resolve(import.meta.dirname, 'main.ts');
const VERSION: string = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')).version;
const PASSWORD = 'Bundle-Admin-Passw0rd!';

interface ServerBundle {
  currentServerBundle(outDir: string): string | null;
  serverEntry(outDir: string): Promise<{ entry: string; built: boolean }>;
}
const { currentServerBundle, serverEntry }: ServerBundle = await import(pathToFileURL(SCRIPT).href);

mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(ROOT, '.tmp/server-bundle-'));
const outDir = join(scratch, 'dist');
let server: ChildProcess | undefined;
let entry: string;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the bundle on an empty data dir; resolves with its URL once it says it is ready. */
function startBundle(): Promise<{ url: string; out: string }> {
  server = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      ARCA_DATA_DIR: mkdtempSync(join(scratch, 'data-')),
      ARCA_PORT: '0',
      ARCA_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  server.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((ready, fail) => {
    server?.stdout?.on('data', (chunk) => {
      out += chunk;
      const url = out.match(/ready at (http:\/\/[^ ]+)\/ui\//)?.[1];
      if (url) ready({ url, out });
    });
    server?.once('exit', (code) => fail(new Error(`the bundle exited with ${code}: ${out}`)));
  });
}

describe('the server bundle npm start runs', () => {
  let first: { entry: string; built: boolean };
  beforeAll(async () => {
    first = await serverEntry(outDir);
    entry = first.entry;
  }, 60_000);

  it('is built when missing, and then run as it is while no file it was built from changes', async () => {
    expect(first).toEqual({ entry: join(outDir, 'main.mjs'), built: true });
    const builtAt = statSync(join(outDir, 'server.mjs')).mtimeMs;
    expect(await serverEntry(outDir)).toEqual({ entry, built: false });
    expect(statSync(join(outDir, 'server.mjs')).mtimeMs).toBe(builtAt);
  });

  it('starts and answers, finding its files beside the sources: package.json, the small-blob writer', async () => {
    const { url, out } = await startBundle();
    expect(out).toContain(`Arca ${VERSION} is ready`);
    const ping = await fetch(`${url}/artifactory/api/system/ping`);
    expect(await ping.text()).toBe('OK');
    // A small file goes to disk through the writer thread, whose file the bundle loads from src/.
    const admin = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
    const created = await fetch(`${url}/artifactory/api/repositories/files`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ rclass: 'local', packageType: 'generic' }),
    });
    expect(created.status).toBe(200);
    const deployed = await fetch(`${url}/artifactory/files/hello.txt`, {
      method: 'PUT',
      headers: admin,
      body: 'hello',
    });
    expect(deployed.status).toBe(201);
    const read = await fetch(`${url}/artifactory/files/hello.txt`, { headers: admin });
    expect(await read.text()).toBe('hello');
  });

  it('is rebuilt when a file it was built from has changed since', async () => {
    const manifestFile = join(outDir, 'server-bundle.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    // The manifest remembers each input's size and time; a different time is what an edit leaves.
    manifest.inputs['apps/server/src/serve.ts'][1] -= 1000;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(currentServerBundle(outDir)).toBeNull();

    expect(await serverEntry(outDir)).toEqual({ entry, built: true });
    expect(currentServerBundle(outDir)).toBe(entry);
  }, 60_000);

  it('leaves the server to its sources when the bundle cannot be written', async () => {
    const aFile = join(scratch, 'not-a-folder');
    writeFileSync(aFile, '');
    expect(await serverEntry(join(aFile, 'dist'))).toEqual({ entry: SOURCES_ENTRY, built: false });
  });
});
