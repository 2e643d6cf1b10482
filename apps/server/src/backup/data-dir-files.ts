import { constants, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MASTER_KEY_FILE } from '../lib/encryption.ts';
import { LICENSE_KEYS_DIR } from '../modules/licenses/license-keys.ts';

/**
 * Files of the data dir that a backup carries as they are, at the same relative path: the master
 * key (without it no sealed secret can be opened) and the public keys trusted for licence files.
 * Logs, support bundles and unfinished uploads are left behind.
 */
export async function carriedDataFiles(dataDir: string): Promise<string[]> {
  const files = existsSync(join(dataDir, MASTER_KEY_FILE)) ? [MASTER_KEY_FILE] : [];
  const keys = join(dataDir, LICENSE_KEYS_DIR);
  if (existsSync(keys))
    for (const name of (await readdir(keys)).sort())
      if (name.endsWith('.pem')) files.push(`${LICENSE_KEYS_DIR}/${name}`);
  return files;
}

/** A relative path a manifest may name: no way out of the directory it is read from. */
export function isCarriedPath(file: string): boolean {
  return file === MASTER_KEY_FILE || new RegExp(`^${LICENSE_KEYS_DIR}/[^/]+\\.pem$`).test(file);
}

/** Copies one carried file, readable by its owner only: a master key must never be more open than that. */
export async function copyCarriedFile(
  fromRoot: string,
  toRoot: string,
  file: string,
  exclusive: boolean,
): Promise<void> {
  const target = join(toRoot, file);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  await copyFile(join(fromRoot, file), target, exclusive ? constants.COPYFILE_EXCL : 0);
  await chmod(target, 0o600);
}
