import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Permissions, each kept whole as its Access v2 resources document: they are few, read together
 * by the authorization service and always written as one.
 */
export const permissions: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = dialect === 'postgres' ? 'bigint generated always as identity' : 'integer';
    await db.schema
      .createTable('permissions')
      .addColumn('id', sql.raw(idColumn), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('resources', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`CREATE UNIQUE INDEX permissions_name_lower ON permissions (lower(name))`.execute(db);
  },
});
