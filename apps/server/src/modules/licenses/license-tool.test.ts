import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { licensePaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const TOOL = resolve(import.meta.dirname, '../../../../../scripts/license-tool.mjs');

function tool(...args: string[]): string {
  return execFileSync(process.execPath, [TOOL, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arca-license-tool-'));
  tool('keygen', join(dir, 'keys'));
  // The PEM file as an operator would paste it, line breaks and all.
  t = await buildTestApp({ ARCA_LICENSE_PUBLIC_KEYS: readFileSync(join(dir, 'keys', 'license-public.pem'), 'utf8') });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/license-tool.mjs', () => {
  it('keygen writes the private key readable by its owner only, and the public key beside it', () => {
    expect(statSync(join(dir, 'keys', 'license-private.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'keys', 'license-public.pem'), 'utf8')).toContain('BEGIN PUBLIC KEY');
  });

  it('keygen refuses to overwrite a private key', () => {
    expect(() => tool('keygen', join(dir, 'keys'))).toThrow(/exists already/);
  });

  it('signs a licence file the server accepts', async () => {
    const out = join(dir, 'acme.lic');
    tool(
      'sign',
      '--key',
      join(dir, 'keys', 'license-private.pem'),
      '--type',
      'ENTERPRISE_PLUS',
      '--licensee',
      'Acme',
      '--expires',
      '2099-12-31',
      '--feature',
      'replication',
      '--out',
      out,
    );
    const res = await t.server.inject({
      method: 'POST',
      url: licensePaths.licenses,
      headers: { ...basic('admin', ADMIN_PASSWORD), 'content-type': 'text/plain' },
      payload: readFileSync(out, 'utf8'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'ENTERPRISE_PLUS',
      source: 'file',
      licensee: 'Acme',
      expires: '2099-12-31',
      features: ['replication'],
    });
  });

  it('refuses a licence type the server does not know', () => {
    expect(() =>
      tool(
        'sign',
        '--key',
        join(dir, 'keys', 'license-private.pem'),
        '--type',
        'GOLD',
        '--licensee',
        'A',
        '--expires',
        '2099-01-01',
      ),
    ).toThrow(/--type must be one of/);
  });
});
