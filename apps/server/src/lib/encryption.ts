import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';

export const MASTER_KEY_FILE = 'master.key';

/** What `SecretBox.seal` writes: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
const SEALED_SHAPE = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * Whether a value was sealed by a SecretBox, under whichever key: a value of this shape that does
 * not open was sealed under another master key (a restore with the wrong one), not left in clear.
 */
export function hasSealedShape(value: string): boolean {
  return SEALED_SHAPE.test(value);
}

/**
 * Encrypts secrets the server must read back (TOTP seeds, remote-repository and proxy passwords,
 * integration tokens, webhook secrets) with AES-256-GCM under the instance's master key: the
 * environment's `ARCA_MASTER_KEY`, else data/master.key (0600), created on first start. Nodes of
 * one cluster share that key, as they share the database.
 */
export class SecretBox {
  readonly #key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the master key must be 32 bytes');
    this.#key = key;
  }

  /**
   * The instance's box: the key the environment gives, else the data dir's file. A key given
   * while the data dir holds a different one is refused, because the secrets sealed under the
   * file's key would silently become unreadable.
   */
  static forInstance(dataDir: string, environmentKey: Buffer | undefined): SecretBox {
    if (!environmentKey) return SecretBox.fromDataDir(dataDir);
    const file = join(dataDir, MASTER_KEY_FILE);
    if (existsSync(file) && !Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(environmentKey)) {
      throw new ConfigError(
        `ARCA_MASTER_KEY differs from the key in ${file}: give the same key, or move the file away only if no secret was sealed with it.`,
      );
    }
    return new SecretBox(environmentKey);
  }

  static fromDataDir(dataDir: string): SecretBox {
    const file = join(dataDir, MASTER_KEY_FILE);
    if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return new SecretBox(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  /** A key for one purpose, derived from the master key, so the master key itself signs nothing. */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.#key).update(purpose).digest();
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
