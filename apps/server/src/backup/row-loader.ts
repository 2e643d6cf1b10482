import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { BackupError, type BackupManifest } from './backup-manifest.ts';
import { kyselySession, quoteIdentifier, type SqlSession, type SqlValue } from './sql-session.ts';
import { readTableCatalog, type TableInfo } from './table-catalog.ts';
import { readTableFile } from './table-file.ts';

/** Parameters per insert statement, well below both dialects' limits. */
const PARAMETERS_PER_STATEMENT = 8000;

/**
 * Loads a backup's rows into a database migrated to the backup's schema version, in one
 * transaction. Rows are copied as they were, derived tables included, so triggers that would derive
 * them a second time are suspended meanwhile; full-text indexes are rebuilt from the loaded rows.
 */
export async function loadRows(
  trx: Transaction<Database>,
  dialect: Dialect,
  backupDir: string,
  manifest: BackupManifest,
): Promise<void> {
  const session = kyselySession(trx, dialect);
  const catalog = await readTableCatalog(session);
  const byName = new Map(catalog.map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const target = byName.get(table.name);
    const missing = table.columns.filter((column) => !target?.columns.includes(column));
    if (!target || missing.length > 0)
      throw new BackupError(
        `the backup's table ${table.name} (${missing.join(', ') || 'all columns'}) does not exist at schema ${manifest.schemaVersion} here: the backup does not match its schema version.`,
      );
  }
  const resume = await suspendTriggers(session, catalog);
  // Migrations may seed rows (defaults the backup holds in their current state): the backup's rows replace them.
  for (const table of [...catalog].reverse()) await session.run(`delete from ${quoteIdentifier(table.name)}`);
  const fromBackup = new Map(manifest.tables.map((table) => [table.name, table]));
  for (const target of catalog) {
    const table = fromBackup.get(target.name);
    if (table) await insertRows(session, target, table.columns, join(backupDir, table.file));
  }
  await rebuildTextIndexes(session);
  await resume();
  await moveSequencesPastIds(session, catalog);
  if (dialect === 'sqlite') {
    const broken = await session.all<{ table: string }>('pragma foreign_key_check');
    if (broken.length > 0) throw new BackupError(`rows of ${broken[0]?.table} refer to rows the backup does not hold.`);
  }
}

async function insertRows(session: SqlSession, target: TableInfo, columns: string[], file: string): Promise<void> {
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
  // Identity columns are GENERATED ALWAYS on PostgreSQL: the backup's ids must be kept as they are.
  const overriding = target.sequenceColumns.length > 0 ? ' overriding system value' : '';
  const head = `insert into ${quoteIdentifier(target.name)} (${columns.map(quoteIdentifier).join(', ')})${overriding} values `;
  let batch: SqlValue[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    let n = 0;
    const placeholder = () => (session.dialect === 'postgres' ? `$${++n}` : '?');
    const values = batch.map((row) => `(${row.map(placeholder).join(', ')})`).join(', ');
    await session.run(head + values, batch.flat());
    batch = [];
  };
  for await (const row of readTableFile(file)) {
    if (row.length !== columns.length)
      throw new BackupError(`a row of ${target.name} has ${row.length} values for ${columns.length} columns.`);
    batch.push(row);
    if (batch.length >= perStatement) await flush();
  }
  await flush();
}

/** Returns what puts the triggers back. */
async function suspendTriggers(session: SqlSession, catalog: readonly TableInfo[]): Promise<() => Promise<void>> {
  if (session.dialect === 'postgres') {
    for (const table of catalog) await session.run(`alter table ${quoteIdentifier(table.name)} disable trigger user`);
    return async () => {
      for (const table of catalog) await session.run(`alter table ${quoteIdentifier(table.name)} enable trigger user`);
    };
  }
  // SQLite cannot switch a trigger off: each is dropped and created again from its own SQL.
  const triggers = await session.all<{ name: string; sql: string }>(
    "select name, sql from sqlite_schema where type = 'trigger' order by name",
  );
  for (const trigger of triggers) await session.run(`drop trigger ${quoteIdentifier(trigger.name)}`);
  return async () => {
    for (const trigger of triggers) await session.run(trigger.sql);
  };
}

/** SQLite's FTS5 tables index other tables' rows (external content), so they are rebuilt rather than copied. */
async function rebuildTextIndexes(session: SqlSession): Promise<void> {
  if (session.dialect !== 'sqlite') return;
  const indexes = await session.all<{ name: string }>(
    "select name from sqlite_schema where type = 'table' and lower(sql) like 'create virtual table%using fts5%'",
  );
  for (const { name } of indexes)
    await session.run(`insert into ${quoteIdentifier(name)}(${quoteIdentifier(name)}) values ('rebuild')`);
}

/** The next id a PostgreSQL sequence hands out comes after the loaded ones. */
async function moveSequencesPastIds(session: SqlSession, catalog: readonly TableInfo[]): Promise<void> {
  if (session.dialect !== 'postgres') return;
  for (const table of catalog)
    for (const column of table.sequenceColumns) {
      const name = quoteIdentifier(table.name);
      await session.run(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdentifier(column)}) from ${name}), 0) + 1, false)`,
        [name, column],
      );
    }
}
