import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { MASTER_KEY_FILE, SecretBox } from './encryption.ts';

describe('SecretBox', () => {
  it('round-trips a secret and never stores it in clear', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered secret or one sealed under another key', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('other!').toString('base64url')].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('creates the master key once, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-key-'));
    try {
      const sealed = SecretBox.fromDataDir(dir).seal('x');
      const file = join(dir, MASTER_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = readFileSync(file, 'utf8');
      expect(SecretBox.fromDataDir(dir).open(sealed)).toBe('x');
      expect(readFileSync(file, 'utf8')).toBe(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the master key from ARCA_MASTER_KEY instead of the data dir, and writes no file then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-key-'));
    try {
      const encoded = randomBytes(32).toString('base64');
      const { masterKey } = loadConfig({ ARCA_MASTER_KEY: encoded });
      const sealed = SecretBox.forInstance(dir, masterKey).seal('x');
      expect(existsSync(join(dir, MASTER_KEY_FILE))).toBe(false);
      expect(new SecretBox(Buffer.from(encoded, 'base64')).open(sealed)).toBe('x');
      expect(() => SecretBox.fromDataDir(dir).open(sealed)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed ARCA_MASTER_KEY without repeating it, and one that differs from the data dir key', () => {
    for (const bad of ['short', randomBytes(16).toString('base64'), `${randomBytes(32).toString('hex')}`]) {
      expect(() => loadConfig({ ARCA_MASTER_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ARCA_MASTER_KEY: bad })).not.toThrow(bad);
    }
    const dir = mkdtempSync(join(tmpdir(), 'arca-key-'));
    try {
      SecretBox.fromDataDir(dir);
      expect(() => SecretBox.forInstance(dir, randomBytes(32))).toThrow(/ARCA_MASTER_KEY differs/);
      const same = Buffer.from(readFileSync(join(dir, MASTER_KEY_FILE), 'utf8').trim(), 'base64');
      expect(() => SecretBox.forInstance(dir, same)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
