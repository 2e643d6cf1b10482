import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { keyIdOf } from '../../lib/ed25519-keys.ts';
import { LICENSE_KEYS_DIR, loadLicenseKeys } from './license-keys.ts';

function publicKey() {
  const { publicKey: key } = generateKeyPairSync('ed25519');
  return {
    key,
    pem: key.export({ format: 'pem', type: 'spki' }).toString(),
    spki: key.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'arca-license-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('ARCA_LICENSE_PUBLIC_KEYS', () => {
  it('reads PEM and base64 SPKI keys, separated by commas or newlines, and PEMs with escaped line breaks', () => {
    const [a, b, c, d] = [publicKey(), publicKey(), publicKey(), publicKey()];
    const value = `${a.pem}\n${b.spki},${c.pem.replaceAll('\n', '\\n')}\n ${d.spki} `;
    const keys = loadConfig({ ARCA_LICENSE_PUBLIC_KEYS: value }).licensePublicKeys.map(keyIdOf);
    expect(keys.sort()).toEqual([a, b, c, d].map((k) => keyIdOf(k.key)).sort());
  });

  it('is empty when unset', () => {
    expect(loadConfig({}).licensePublicKeys).toEqual([]);
  });

  it.each([
    ['text that is not a key', 'not base64 at all!'],
    [
      'a P-256 key',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    ],
  ])('refuses %s with one line naming the setting and the fix', (_what, value) => {
    expect(() => loadConfig({ ARCA_LICENSE_PUBLIC_KEYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ARCA_LICENSE_PUBLIC_KEYS: value })).toThrow(
      /^ARCA_LICENSE_PUBLIC_KEYS: key 1 is not an Ed25519 public key in PEM or base64 SPKI form: give Ed25519 public keys as PEM or base64 SPKI, comma- or newline-separated\.$/,
    );
  });
});

describe('data/license-keys/', () => {
  it('adds every .pem file there to the configured keys', () => {
    const [configured, dropped] = [publicKey(), publicKey()];
    mkdirSync(join(dataDir, LICENSE_KEYS_DIR), { recursive: true });
    writeFileSync(join(dataDir, LICENSE_KEYS_DIR, 'vendor.pem'), dropped.pem);
    writeFileSync(join(dataDir, LICENSE_KEYS_DIR, 'README.txt'), 'not a key');
    const keys = loadLicenseKeys(dataDir, [configured.key]).map(keyIdOf);
    expect(keys).toEqual([keyIdOf(configured.key), keyIdOf(dropped.key)]);
  });

  it('stops the server with one line when a .pem file there is not an Ed25519 public key', () => {
    writeFileSync(join(dataDir, LICENSE_KEYS_DIR, 'broken.pem'), 'garbage');
    expect(() => loadLicenseKeys(dataDir, [])).toThrow(ConfigError);
    expect(() => loadLicenseKeys(dataDir, [])).toThrow(/broken\.pem is not an Ed25519 public key/);
  });

  it('is optional', () => {
    expect(loadLicenseKeys(join(dataDir, 'elsewhere'), [])).toEqual([]);
  });
});
