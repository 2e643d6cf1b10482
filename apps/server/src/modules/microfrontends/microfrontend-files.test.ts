import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MICROFRONTEND_MANIFEST, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeMicrofrontendsDir, SHOP } from './microfrontend-fixtures.ts';

const notFound = { errors: [{ status: 404, message: serverMessages.notFound }] };

describe('the bundled files', () => {
  let t: TestApp;
  let dir: string;
  let consoleDir: string;
  let origin: string;
  beforeAll(async () => {
    dir = makeMicrofrontendsDir();
    // A built console, so a wrong fallback would answer its page instead of the 404.
    consoleDir = mkdtempSync(join(tmpdir(), 'arca-console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ ARCA_MICROFRONTENDS_DIR: dir, ARCA_TEST_CONSOLE_DIR: consoleDir });
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(consoleDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.server.inject({ method: 'GET', url, headers });

  /** The path exactly as written, as a hostile client sends it (no URL normalising on the way). */
  function raw(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${origin}/`, { path }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('serves the entry and the manifest as no-cache, with their content types', async () => {
    const entry = await get('/ui/mfe/shop/assets/main-Ab12Cd34.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('export const mount = 1;');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await get(`/ui/mfe/shop/${MICROFRONTEND_MANIFEST}`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'shop', entry: SHOP.entry });
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed files for good, and plain names not at all', async () => {
    const css = await get('/ui/mfe/shop/assets/style-Zz98Yy76.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hashed = await get('/ui/mfe/shop/chunk.3f9a12bc.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const plain of ['component.js', 'readme.txt']) {
      const res = await get(`/ui/mfe/shop/${plain}`);
      expect(res.statusCode, plain).toBe(200);
      expect(res.headers['cache-control'], plain).toBe('no-cache');
    }
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/ui/mfe/shop/assets/main-Ab12Cd34.js');
    const etag = String(first.headers.etag);
    const again = await get('/ui/mfe/shop/assets/main-Ab12Cd34.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing file, an unknown or skipped build and the bare base with the 404 envelope, never the console', async () => {
    for (const url of [
      '/ui/mfe/shop/assets/gone-Ab12Cd34.js',
      '/ui/mfe/shop/assets',
      '/ui/mfe/nothing/main.js',
      '/ui/mfe/broken/entry.js',
      '/ui/mfe/shop',
      '/ui/mfe/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(notFound);
    }
    expect((await get('/ui/shop')).body, 'the console still has its fallback').toContain('<div id="root">');
  });

  it('never serves a file outside the build, however the path is written', async () => {
    for (const path of [
      '/ui/mfe/shop/../secret.txt',
      '/ui/mfe/shop/assets/../../secret.txt',
      '/ui/mfe/shop/%2e%2e/secret.txt',
      '/ui/mfe/shop/%2E%2E%2Fsecret.txt',
      '/ui/mfe/shop/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/ui/mfe/shop/%252e%252e/secret.txt',
      '/ui/mfe/shop/..%5csecret.txt',
      '/ui/mfe/shop/%5c..%5c..%5csecret.txt',
      '/ui/mfe/shop//etc/passwd',
      '/ui/mfe/shop/%2fetc%2fpasswd',
      '/ui/mfe/shop/link.txt',
      '/ui/mfe/shop/.hidden',
      '/ui/mfe/%2e%2e/shop/secret.txt',
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('SECRET');
      expect(res.body, path).not.toContain('root:');
      expect(res.body, path).not.toContain('<div id="root">');
    }
  });
});
