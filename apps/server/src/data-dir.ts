import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

/** The file whose lock says a process serves the data dir. */
const DATA_DIR_LOCK_FILE = 'arca.lock';
const SQLITE_BUSY = 5;

/**
 * Claims the data dir for this process, so that a second server started on it by mistake stops
 * before it writes a log line, a blob or a row. The claim is an exclusive SQLite lock, an fcntl
 * lock underneath: the operating system drops it when the process ends however it ends, kill -9
 * included, so a crash never leaves a stale lock to clear by hand.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const lock = new DatabaseSync(join(dataDir, DATA_DIR_LOCK_FILE), { timeout: 0 });
  try {
    lock.exec('PRAGMA locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { errcode?: unknown }).errcode !== SQLITE_BUSY) throw error;
    throw new ConfigError(
      `ARCA_DATA_DIR='${dataDir}' is in use by another Arca process: stop that process, or give this one a data dir of its own.`,
    );
  }
  return { release: () => lock.close() };
}
