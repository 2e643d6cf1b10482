import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
