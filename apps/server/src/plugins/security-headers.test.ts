import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiPaths, microfrontendPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { CONSOLE_CSP } from './security-headers.ts';

let t: TestApp;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'arca-console-'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Arca</title><div id="root"></div>');
  t = await buildTestApp({ ARCA_TEST_CONSOLE_DIR: consoleDir });
  await t.createRepositories(['files']);
  const registered = await t.call('PUT', microfrontendPaths.entry('scanner'), {
    version: '2.0.0',
    url: 'https://cdn.example.com/scanner/entry.js',
    routes: [{ path: '/scanner', title: 'Scanner' }],
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.filter(([name]) => name).map(([name = '', ...values]) => [name, values]));
}

function expectBaseline(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('sends the console page with a policy that allows no inline or foreign script and no foreign framing', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/ui/packages' });
    expect(res.statusCode).toBe(200);
    expectBaseline(res.headers);
    const policy = directives(res.headers['content-security-policy'] as string);
    // The one other origin: a micro-frontend an administrator registered at its own address.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Ant Design's CSS-in-JS needs inline styles; scripts never get the same allowance.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it('sends the same headers on API answers, refusals and unknown paths', async () => {
    const answers = await Promise.all([
      t.server.inject({ method: 'GET', url: '/artifactory/api/system/ping' }),
      t.server.inject({ method: 'GET', url: apiPaths.currentUser }),
      t.server.inject({ method: 'GET', url: '/artifactory/api/repositories', headers: { authorization: 'Bearer x' } }),
      t.server.inject({ method: 'GET', url: '/no/such/path' }),
      // Refused by the router before any hook runs.
      t.server.inject({ method: 'GET', url: '/artifactory/api/repositories/%zz' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const res of answers) {
      expectBaseline(res.headers);
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(directives(CONSOLE_CSP).get('script-src')).toEqual(["'self'"]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('logs a request the router refuses, like every other', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/artifactory/api/repositories/%zz?token=secret' });
    const line = (await t.readLogs()).split('\n').find((l) => l.includes(String(res.headers['x-request-id'])));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      method: 'GET',
      path: '/artifactory/api/repositories/%zz',
      status: 400,
      user: 'anonymous',
    });
  });

  it('keeps the sandbox policy of user content served from a repository', async () => {
    const put = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/files/page.html',
      headers: basic('admin', ADMIN_PASSWORD),
      payload: '<script>alert(1)</script>',
    });
    expect(put.statusCode).toBe(201);
    const res = await t.call('GET', '/artifactory/files/page.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expectBaseline(res.headers);
  });

  it('folder listings get the strict sandbox policy, like the files they list', async () => {
    const put = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/files/docs/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.html',
      headers: basic('admin', ADMIN_PASSWORD),
      payload: 'x',
    });
    expect(put.statusCode).toBe(201);
    for (const url of ['/artifactory/files/', '/artifactory/files/docs/']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Index of files/');
      const policy = directives(res.headers['content-security-policy'] as string);
      // A sandbox without allowances: no script, no form, no plugin, an origin of its own; and nothing loaded.
      expect(policy.get('sandbox'), url).toEqual([]);
      expect(policy.get('default-src'), url).toEqual(["'none'"]);
      expectBaseline(res.headers);
    }
  });

  it('asks browsers for HTTPS only when the public URL is https', async () => {
    const behindHttps = await buildTestApp({ ARCA_BASE_URL: 'https://arca.example.com' });
    try {
      const res = await behindHttps.server.inject({ method: 'GET', url: '/artifactory/api/system/ping' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expectBaseline(res.headers);
    } finally {
      await behindHttps.close();
    }
  });

  it('has no inline script in the console page the build starts from, so script-src self is enough', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../console/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});
