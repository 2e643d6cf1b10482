import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/** Groups and their members; a user's groups go with the user, a group's members with the group. */
export const groups: DialectMigration = (dialect) => ({
  async up(db) {
    const idColumn = dialect === 'postgres' ? 'bigint generated always as identity' : 'integer';
    await db.schema
      .createTable('groups')
      .addColumn('id', sql.raw(idColumn), (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('auto_join', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('admin_privileges', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('realm', 'text', (c) => c.notNull().defaultTo('internal'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // Group names are unique regardless of case, like user names.
    await sql`CREATE UNIQUE INDEX groups_name_lower ON "groups" (lower(name))`.execute(db);

    await db.schema
      .createTable('group_members')
      .addColumn('group_id', 'bigint', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
      .execute();
    await db.schema.createIndex('group_members_user').on('group_members').column('user_id').execute();
  },
});
