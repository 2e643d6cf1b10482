import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config.ts';

export const DATA_SUBDIRS = ['db', 'blobs', 'logs', 'support'] as const;

/** Creates the data directory layout and proves it is writable before anything else starts. */
export function prepareDataDir(dataDir: string): void {
  try {
    for (const sub of DATA_SUBDIRS) mkdirSync(join(dataDir, sub), { recursive: true });
    accessSync(dataDir, constants.W_OK);
    for (const sub of DATA_SUBDIRS) accessSync(join(dataDir, sub), constants.W_OK);
  } catch {
    throw new ConfigError(
      `ARCA_DATA_DIR='${dataDir}' is not writable: point ARCA_DATA_DIR at a directory this user can write, or fix its permissions.`,
    );
  }
}
