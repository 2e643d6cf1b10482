import type { ArcaDatabase, DedicatedSession } from './database-connection.ts';
import { quoteIdentifier, type SqlSession, type SqlValue } from './sql-session.ts';
import { EXCLUDED_TABLES, readTableCatalog, selectColumns, type TableInfo } from './table-catalog.ts';

const BATCH_ROWS = 1000;

/** One transaction's view of the database: every table is read as it was when the snapshot began. */
export interface DatabaseSnapshot {
  /** The last migration applied, read in the same transaction as the rows. */
  schemaVersion: string;
  /** In load order, without the excluded tables. */
  tables: TableInfo[];
  rows(table: TableInfo): AsyncGenerator<SqlValue[][]>;
  /** Ends the read transaction. */
  close(): Promise<void>;
}

/**
 * SQLite: one read transaction on a connection of its own (in WAL mode, writers carry on and the
 * reader keeps the state it began with). PostgreSQL: a REPEATABLE READ, READ ONLY transaction.
 * Either way the first statement fixes the view, and everything after reads from it.
 */
export async function beginSnapshot(database: ArcaDatabase): Promise<DatabaseSnapshot> {
  const dedicated = await database.dedicatedSession();
  const { session } = dedicated;
  try {
    await session.run(
      session.dialect === 'sqlite' ? 'begin deferred' : 'begin isolation level repeatable read, read only',
    );
    const schemaVersion = await readSchemaVersion(session);
    const tables = (await readTableCatalog(session)).filter((table) => !EXCLUDED_TABLES.includes(table.name));
    return {
      schemaVersion,
      tables,
      rows: (table) => (session.dialect === 'sqlite' ? sqliteRows(session, table) : postgresRows(session, table)),
      close: () => end(dedicated),
    };
  } catch (error) {
    await end(dedicated);
    throw error;
  }
}

async function end(dedicated: DedicatedSession): Promise<void> {
  try {
    await dedicated.session.run('rollback');
  } catch {
    // No transaction was open.
  }
  await dedicated.close();
}

async function readSchemaVersion(session: SqlSession): Promise<string> {
  let rows: { name: string }[];
  try {
    rows = await session.all<{ name: string }>('select name from kysely_migration order by name desc limit 1');
  } catch {
    rows = [];
  }
  const [last] = rows;
  if (!last) throw new Error('the database has no applied migrations: it is not an Arca database');
  return last.name;
}

/** Pages through the table by rowid, so a large table is never read whole. */
async function* sqliteRows(session: SqlSession, table: TableInfo): AsyncGenerator<SqlValue[][]> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const text = `select ${columns}, rowid as ${quoteIdentifier('arca rowid')} from ${quoteIdentifier(table.name)} where rowid > ? order by rowid limit ${BATCH_ROWS}`;
  let after = -Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await session.all<Record<string, SqlValue>>(text, [after]);
    if (rows.length === 0) return;
    yield rows.map((row) => table.columns.map((column) => row[column] ?? null));
    after = Number(rows.at(-1)?.['arca rowid']);
  }
}

/** Reads through a cursor, which sees the transaction's snapshot like any statement in it. */
async function* postgresRows(session: SqlSession, table: TableInfo): AsyncGenerator<SqlValue[][]> {
  await session.run(`declare arca_backup no scroll cursor for ${selectColumns(table)}`);
  try {
    for (;;) {
      const rows = await session.all<Record<string, SqlValue>>(`fetch ${BATCH_ROWS} from arca_backup`);
      if (rows.length === 0) return;
      yield rows.map((row) => table.columns.map((column) => row[column] ?? null));
    }
  } finally {
    await session.run('close arca_backup');
  }
}
