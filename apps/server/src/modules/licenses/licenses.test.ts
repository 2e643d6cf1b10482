import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LICENSE_FILE_MAX_BYTES,
  licenseMessages,
  licensePaths,
  NO_LICENSE,
} from '@arca/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '../../lib/ed25519-keys.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SettingsRepository } from '../settings/settings.repository.ts';
import { canonicalJson } from './license-document.ts';
import { LICENSE_SETTING, LicenseService } from './licenses.service.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const dev = basic('dev', 'Dev-Passw0rd!');

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  return { privateKey, publicKey, spki };
}

const trusted = keyPair();
const stranger = keyPair();

interface LicenseFields {
  type: string;
  licensee: string;
  issued: string;
  expires: string;
  features?: string[];
}

function signedFile(fields: LicenseFields, privateKey: KeyObject = trusted.privateKey, publicKey = trusted.publicKey) {
  const license = { features: [], ...fields };
  const signature = sign(null, Buffer.from(canonicalJson(license)), privateKey).toString('base64');
  return JSON.stringify({ license, keyId: keyIdOf(publicKey), signature }, null, 2);
}

const jcr = { type: 'JCR', licensee: 'Acme', issued: '2026-01-01', expires: '2099-12-31', features: ['replication'] };

async function upload(app: TestApp, text: string, headers: Record<string, string> = admin) {
  return app.server.inject({
    method: 'POST',
    url: licensePaths.licenses,
    headers: { ...headers, 'content-type': 'text/plain' },
    payload: text,
  });
}

/** The licence name every report carries: footer, version, server info, and the licence call. */
async function reported(app: TestApp) {
  const [footer, version, serverInfo, current] = await Promise.all([
    app.call('GET', apiPaths.footer, undefined, {}),
    app.call('GET', apiPaths.version, undefined, {}),
    app.call('GET', apiPaths.serverInfo),
    app.call('GET', licensePaths.licenses),
  ]);
  return {
    footer: footer.json().license,
    version: version.json().license,
    platformId: serverInfo.json().platformId,
    tier: serverInfo.json().subscriptionTierType,
    current: current.json(),
  };
}

function messageOf(res: { json(): { errors: { message: string }[] } }): string | undefined {
  return res.json().errors[0]?.message;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ ARCA_LICENSE_PUBLIC_KEYS: trusted.spki });
  const created = await t.call('POST', apiPaths.accessUsers, {
    username: 'dev',
    password: 'Dev-Passw0rd!',
    email: 'dev@example.com',
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('licence upload', () => {
  it('reports the highest rank by default while no file is installed', async () => {
    const report = await reported(t);
    expect(report).toMatchObject({ footer: 'ENTERPRISE_PLUS', version: 'ENTERPRISE_PLUS' });
    expect(report.current).toEqual({
      type: 'ENTERPRISE_PLUS',
      rank: 5,
      source: 'default',
      valid: true,
      licensee: null,
      expires: null,
      features: [],
      file: null,
    });
  });

  it('refuses a file over 400 KB with the spec message, and lets one of exactly 400 KB through to the format check', async () => {
    const over = await upload(t, 'x'.repeat(LICENSE_FILE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(400);
    expect(messageOf(over)).toBe('File exceeds the maximum size of 400 KB');
    const limit = await upload(t, 'x'.repeat(LICENSE_FILE_MAX_BYTES));
    expect(limit.statusCode).toBe(400);
    expect(messageOf(limit)).toBe(licenseMessages.notALicense('it is not JSON'));
  });

  it('refuses text that is not a licence, naming what is wrong', async () => {
    const res = await upload(t, JSON.stringify({ license: { ...jcr, type: 'GOLD' }, keyId: 'k', signature: 'AA==' }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(licenseMessages.notALicense('"type" is not a licence type'));
  });

  it('refuses a file changed after it was signed', async () => {
    const tampered = signedFile(jcr).replace('"JCR"', '"ENTERPRISE_PLUS"');
    expect(tampered).toContain('"ENTERPRISE_PLUS"');
    const res = await upload(t, tampered);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(licenseMessages.badSignature);
  });

  it('refuses a file signed by a key the server does not trust', async () => {
    const res = await upload(t, signedFile(jcr, stranger.privateKey, stranger.publicKey));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(licenseMessages.unknownKey(keyIdOf(stranger.publicKey)));
  });

  it('refuses a file that carries a trusted key id but another key signed it', async () => {
    const res = await upload(t, signedFile(jcr, stranger.privateKey, trusted.publicKey));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(licenseMessages.badSignature);
  });

  it('refuses a file that has already expired', async () => {
    const res = await upload(t, signedFile({ ...jcr, issued: '2020-01-01', expires: '2020-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(licenseMessages.expired('2020-12-31'));
  });

  it('lets only administrators upload or read the licence', async () => {
    const file = signedFile(jcr);
    expect((await upload(t, file, dev)).statusCode).toBe(403);
    expect((await upload(t, file, {})).statusCode).toBe(401);
    expect((await t.call('GET', licensePaths.licenses, undefined, dev)).statusCode).toBe(403);
    expect((await reported(t)).footer).toBe('ENTERPRISE_PLUS');
  });

  it('installs a signed file and reports it in the footer, the version, the server info and the licence call', async () => {
    const res = await upload(t, signedFile(jcr));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'JCR', rank: 1, source: 'file', valid: true, licensee: 'Acme' });
    const report = await reported(t);
    expect(report).toMatchObject({ footer: 'JCR', version: 'JCR', platformId: 'arca-jcr', tier: 'free' });
    expect(report.current).toEqual({
      type: 'JCR',
      rank: 1,
      source: 'file',
      valid: true,
      licensee: 'Acme',
      expires: '2099-12-31',
      features: ['replication'],
      file: { ...jcr, status: 'valid' },
    });
  });

  it('keeps the licence in the settings, where a restarted server or another node reads it', async () => {
    const otherNode = new LicenseService({
      settings: new SettingsRepository(t.database.db),
      keys: t.config.licensePublicKeys,
      fallback: { type: 'ENTERPRISE_PLUS', configured: false },
      audit: pino({ enabled: false }),
    });
    expect(await otherNode.current()).toMatchObject({ type: 'JCR', source: 'file' });
  });

  it('takes the file through the console with a session cookie and the JSON content type it may be labelled with', async () => {
    const cookie = await t.login('admin', ADMIN_PASSWORD);
    const res = await t.server.inject({
      method: 'POST',
      url: licensePaths.licenses,
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
      payload: signedFile({ ...jcr, type: 'ENTERPRISE', licensee: 'Acme Console' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await reported(t)).footer).toBe('ENTERPRISE');
  });

  it('writes who installed a licence to the audit log', async () => {
    expect(await t.readLogs()).toMatch(/"user":"admin","action":"install licence".*"result":"success"/);
  });
});

/** A signed file past its expiry date, as the settings hold it once its time has run out. */
async function storeExpiredFile(app: TestApp) {
  const text = signedFile({ ...jcr, issued: '2020-01-01', expires: '2020-12-31' });
  await new SettingsRepository(app.database.db).put(LICENSE_SETTING, { text, installedAt: Date.now() });
}

describe('an expired licence file', () => {
  it('gives N/A everywhere when ARCA_LICENSE_TYPE is not set', async () => {
    const app = await buildTestApp({ ARCA_LICENSE_PUBLIC_KEYS: trusted.spki });
    try {
      await storeExpiredFile(app);
      const report = await reported(app);
      expect(report).toMatchObject({ footer: NO_LICENSE, version: NO_LICENSE, platformId: 'arca-none', tier: 'free' });
      expect(report.current).toMatchObject({ type: 'N/A', rank: 0, source: 'none', valid: false, licensee: null });
      expect(report.current.file).toMatchObject({ type: 'JCR', expires: '2020-12-31', status: 'expired' });
    } finally {
      await app.close();
    }
  });

  it('falls back to ARCA_LICENSE_TYPE when it is set', async () => {
    const app = await buildTestApp({ ARCA_LICENSE_PUBLIC_KEYS: trusted.spki, ARCA_LICENSE_TYPE: 'COMMERCIAL' });
    try {
      await storeExpiredFile(app);
      const report = await reported(app);
      expect(report).toMatchObject({ footer: 'COMMERCIAL', version: 'COMMERCIAL', tier: 'pro' });
      expect(report.current).toMatchObject({ type: 'COMMERCIAL', rank: 2, source: 'default', valid: true });
      expect(report.current.file.status).toBe('expired');
    } finally {
      await app.close();
    }
  });

  it('counts a stored file whose key is no longer trusted as not in force', async () => {
    const app = await buildTestApp({ ARCA_LICENSE_PUBLIC_KEYS: stranger.spki });
    try {
      await new SettingsRepository(app.database.db).put(LICENSE_SETTING, { text: signedFile(jcr), installedAt: 0 });
      const report = await reported(app);
      expect(report.footer).toBe(NO_LICENSE);
      expect(report.current.file.status).toBe('untrusted');
    } finally {
      await app.close();
    }
  });
});

describe('an instance without a licence file', () => {
  it('reports ARCA_LICENSE_TYPE when it is set', async () => {
    const app = await buildTestApp({ ARCA_LICENSE_TYPE: 'EDGE' });
    try {
      expect(await reported(app)).toMatchObject({ footer: 'EDGE', version: 'EDGE', current: { source: 'default' } });
    } finally {
      await app.close();
    }
  });

  it('reports N/A when ARCA_LICENSE_TYPE=none takes the default away', async () => {
    const app = await buildTestApp({ ARCA_LICENSE_TYPE: 'none' });
    try {
      expect(await reported(app)).toMatchObject({ footer: NO_LICENSE, current: { source: 'none', valid: false } });
    } finally {
      await app.close();
    }
  });

  it('refuses an upload while no licence key is configured', async () => {
    const app = await buildTestApp();
    try {
      const res = await upload(app, signedFile(jcr));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(licenseMessages.noTrustedKeys);
    } finally {
      await app.close();
    }
  });
});
