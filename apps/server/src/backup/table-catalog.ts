import { quoteIdentifier, type SqlSession } from './sql-session.ts';

/** A table whose rows a backup carries. */
export interface TableInfo {
  name: string;
  columns: string[];
  /** Tables this one refers to by foreign key: they are loaded first. */
  parents: string[];
  /** PostgreSQL identity or serial columns, whose sequence restore moves past the loaded ids. */
  sequenceColumns: string[];
}

/**
 * Tables a backup leaves out. Support bundles are zips in data/support/, which a backup does not
 * carry, so their rows would point at nothing; nodes are the processes serving an instance, and
 * the restored instance's processes register themselves.
 */
export const EXCLUDED_TABLES: readonly string[] = ['nodes', 'support_bundles'];

/** The migration bookkeeping: a backup records the schema version instead. */
const MIGRATION_TABLES = /^kysely_migration/;

/** Every data table, parents before children, so rows load without breaking a foreign key. */
export async function readTableCatalog(session: SqlSession): Promise<TableInfo[]> {
  const tables = session.dialect === 'sqlite' ? await sqliteTables(session) : await postgresTables(session);
  return inLoadOrder(tables.filter((table) => !MIGRATION_TABLES.test(table.name)));
}

async function sqliteTables(session: SqlSession): Promise<TableInfo[]> {
  // Virtual tables (FTS5 indexes over other tables) and their shadow tables are rebuilt, not copied.
  const names = await session.all<{ name: string }>(
    "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name",
  );
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    const columns = await session.all<{ name: string }>('select name from pragma_table_info(?) order by cid', [name]);
    const parents = await session.all<{ parent: string }>(
      'select distinct "table" as parent from pragma_foreign_key_list(?)',
      [name],
    );
    tables.push({
      name,
      columns: columns.map((column) => column.name),
      parents: parents.map((row) => row.parent),
      sequenceColumns: [],
    });
  }
  return tables;
}

async function postgresTables(session: SqlSession): Promise<TableInfo[]> {
  const names = await session.all<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await session.all<{ table_name: string; column_name: string; sequenced: boolean }>(
    `select table_name, column_name, (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as sequenced
       from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const links = await session.all<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  );
  return names.map(({ name }) => {
    const own = columns.filter((column) => column.table_name === name);
    return {
      name,
      columns: own.map((column) => column.column_name),
      parents: [...new Set(links.filter((link) => link.child === name).map((link) => link.parent))],
      sequenceColumns: own.filter((column) => column.sequenced).map((column) => column.column_name),
    };
  });
}

/** Parents first, otherwise by name, so two backups of the same data list tables alike. */
export function inLoadOrder(tables: readonly TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo, path: readonly string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    state.set(table.name, 'visiting');
    for (const parent of [...table.parents].sort()) {
      const info = byName.get(parent);
      if (info && parent !== table.name) visit(info, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

/** `select` of a table's columns in the catalogue's order, as rows of values. */
export function selectColumns(table: TableInfo): string {
  return `select ${table.columns.map(quoteIdentifier).join(', ')} from ${quoteIdentifier(table.name)}`;
}
