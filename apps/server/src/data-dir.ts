import { accessSync, chmodSync, constants, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ConfigError } from './config.ts';

export const DATA_SUBDIRS = ['db', 'blobs', 'logs', 'support'] as const;

/** Permission bits of the group and of everyone else: none of them on anything in the data dir. */
const OTHERS = 0o077;

/**
 * Everything the process creates from now on is its owner's alone, whatever umask it was started
 * with: the data dir holds the database, password hashes, sealed secrets, logs and support bundles.
 * The umask belongs to the process, so the blob writer's threads create under it too.
 */
export function createOwnerOnly(): void {
  process.umask(OTHERS);
}

/** A folder of the data dir that was open to other users and is not any more. */
export interface TightenedDir {
  path: string;
  /** Its mode before and after, in octal. */
  was: string;
  now: string;
}

/**
 * Creates the data directory layout and proves it is writable before anything else starts. The
 * data dir and its folders are made owner-only where an earlier start, an operator's mkdir or a
 * restore left them open; what was changed is returned for the log.
 */
export function prepareDataDir(dataDir: string): TightenedDir[] {
  try {
    for (const sub of DATA_SUBDIRS) mkdirSync(join(dataDir, sub), { recursive: true, mode: 0o700 });
    accessSync(dataDir, constants.W_OK);
    for (const sub of DATA_SUBDIRS) accessSync(join(dataDir, sub), constants.W_OK);
  } catch {
    throw new ConfigError(
      `ARCA_DATA_DIR='${dataDir}' is not writable: point ARCA_DATA_DIR at a directory this user can write, or fix its permissions.`,
    );
  }
  return [dataDir, ...DATA_SUBDIRS.map((sub) => join(dataDir, sub))].flatMap((path) => tighten(dataDir, path));
}

/** Takes the group's and everyone else's permissions off a folder, keeping the owner's. */
function tighten(dataDir: string, path: string): TightenedDir[] {
  const mode = statSync(path).mode & 0o777;
  if ((mode & OTHERS) === 0) return [];
  try {
    chmodSync(path, mode & ~OTHERS);
  } catch {
    throw new ConfigError(
      `ARCA_DATA_DIR='${dataDir}': ${path} is open to other users (mode ${mode.toString(8)}) and this user cannot change that: make this user its owner, or run chmod go-rwx on it.`,
    );
  }
  return [{ path, was: mode.toString(8), now: (mode & ~OTHERS).toString(8) }];
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
