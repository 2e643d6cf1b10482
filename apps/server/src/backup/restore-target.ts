import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlSession } from './sql-session.ts';
import { quoteIdentifier } from './sql-session.ts';

/** Logs may exist in a data dir that holds nothing else; everything else counts as an instance's data. */
const IGNORED_ENTRIES = new Set(['logs']);

/** The first thing in the data dir that belongs to an instance, or undefined when there is none. */
export async function findInstanceData(dataDir: string): Promise<string | undefined> {
  if (!existsSync(dataDir)) return undefined;
  const find = async (dir: string, relative: string): Promise<string | undefined> => {
    for (const entry of (await readdir(dir)).sort()) {
      if (relative === '' && IGNORED_ENTRIES.has(entry)) continue;
      const path = join(dir, entry);
      const name = relative === '' ? entry : `${relative}/${entry}`;
      // Empty folders (the layout the server creates, an empty incoming folder) hold nothing.
      if ((await stat(path)).isDirectory()) {
        const inside = await find(path, name);
        if (inside) return inside;
      } else return name;
    }
    return undefined;
  };
  return find(dataDir, '');
}

/** The tables of the database's current schema (PostgreSQL): a restore needs none there. */
export async function postgresTables(session: SqlSession): Promise<string[]> {
  const rows = await session.all<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Functions in the current schema, so a failed restore drops only the ones it created. */
export async function postgresFunctions(session: SqlSession): Promise<string[]> {
  const rows = await session.all<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_proc p where p.pronamespace = current_schema()::regnamespace`,
  );
  return rows.map((row) => row.signature);
}

/** Undoes a failed restore in PostgreSQL: the schema held no tables before, so every table is the restore's. */
export async function dropRestoredObjects(session: SqlSession, functionsBefore: readonly string[]): Promise<void> {
  for (const table of await postgresTables(session))
    await session.run(`drop table if exists ${quoteIdentifier(table)} cascade`);
  for (const signature of await postgresFunctions(session))
    if (!functionsBefore.includes(signature)) await session.run(`drop function if exists ${signature} cascade`);
}

/** Undoes a failed restore in the data dir: removes what the restore created, and the dir itself if it made it. */
export async function removeRestoredFiles(dataDir: string, dataDirExisted: boolean): Promise<void> {
  if (!dataDirExisted) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const entry of await readdir(dataDir)) {
    if (IGNORED_ENTRIES.has(entry)) continue;
    await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}
