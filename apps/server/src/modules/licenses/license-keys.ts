import type { KeyObject } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../config.ts';
import { parseEd25519PublicKeys } from '../../lib/ed25519-keys.ts';

/** Public keys may also be dropped into this folder of the data dir, one `*.pem` file each. */
export const LICENSE_KEYS_DIR = 'license-keys';

/**
 * The keys licence files are checked with: `ARCA_LICENSE_PUBLIC_KEYS`, then every `*.pem` in
 * data/license-keys/. Read once when the server starts, so a bad file stops it with one line
 * instead of quietly distrusting an installed licence later.
 */
export function loadLicenseKeys(dataDir: string, configured: readonly KeyObject[]): KeyObject[] {
  const dir = join(dataDir, LICENSE_KEYS_DIR);
  if (!existsSync(dir)) return [...configured];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.pem'))
    .sort();
  const keys = [...configured];
  for (const name of files) {
    const path = join(dir, name);
    const found = readKeys(path);
    if (found.length === 0) {
      throw new ConfigError(`${path} is not an Ed25519 public key: put one PEM public key in each .pem file there.`);
    }
    keys.push(...found);
  }
  return keys;
}

function readKeys(path: string): KeyObject[] {
  try {
    return parseEd25519PublicKeys(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
}
