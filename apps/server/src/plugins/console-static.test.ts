import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'arca-console-'));
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Arca</title><div id="root"></div>');
  writeFileSync(join(consoleDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  t = await buildTestApp({ ARCA_TEST_CONSOLE_DIR: consoleDir });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('console hosting', () => {
  it('R1.01 serves the console under /ui/ with index.html not cached', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/ui/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('R1.02 answers history-style deep links with index.html', async () => {
    for (const path of ['/ui/packages', '/ui/admin/management/users', '/ui/login?redirectTo=%2Fpackages']) {
      const res = await t.server.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for good', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/ui/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of a built file the client accepts, brotli first, varying by Accept-Encoding', async () => {
    const script = `console.log('${'arca '.repeat(400)}')`;
    const asset = join(consoleDir, 'assets', 'app-Zz99Yy88.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    const get = (acceptEncoding?: string) =>
      t.server.inject({
        method: 'GET',
        url: '/ui/assets/app-Zz99Yy88.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    for (const [accepted, encoding, body] of [
      ['gzip, deflate, br', 'br', brotliCompressSync(script)],
      ['gzip', 'gzip', gzipSync(script)],
      [undefined, undefined, Buffer.from(script)],
    ] as const) {
      const res = await get(accepted);
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type'], accepted).toMatch(/javascript/);
      expect(res.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(body), accepted).toBe(true);
    }
  });

  it('serves an asset added after start, as after a rebuild', async () => {
    writeFileSync(join(consoleDir, 'assets', 'index-Later999.js'), 'console.log(2)');
    const res = await t.server.inject({ method: 'GET', url: '/ui/assets/index-Later999.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a missing asset with 404, not the console page', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/ui/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ status: 404, message: serverMessages.notFound }] });
  });

  it('leaves micro-frontend files to their own route: a missing one is the 404 envelope', async () => {
    for (const path of ['/ui/mfe/', '/ui/mfe/support', '/ui/mfe/support/assets/gone-123.js']) {
      const res = await t.server.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ errors: [{ status: 404, message: serverMessages.notFound }] });
    }
  });

  it('answers an unknown API path with the 404 envelope, never index.html', async () => {
    for (const path of ['/ui/api/v1/no/such/call', '/artifactory/api/nothing', '/access/api/v1/nothing']) {
      const res = await t.server.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ errors: [{ status: 404, message: serverMessages.notFound }] });
    }
  });

  it('redirects / to /ui/', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/');
  });
});
