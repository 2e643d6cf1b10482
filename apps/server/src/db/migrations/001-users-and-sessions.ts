import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

export const usersAndSessions: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = dialect === 'postgres' ? 'bigint generated always as identity' : 'integer';
    await db.schema
      .createTable('users')
      .addColumn('id', sql.raw(idColumn), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('disable_ui_access', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('realm', 'text', (c) => c.notNull().defaultTo('internal'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // User names are unique regardless of case, as in the platform.
    await sql`CREATE UNIQUE INDEX users_name_lower ON users (lower(name))`.execute(db);

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  },
});
