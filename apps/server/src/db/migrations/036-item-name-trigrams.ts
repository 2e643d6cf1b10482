import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * Files found by a part of their name (`api/search/artifact?name=`, the console's quick search)
 * through a trigram index, as package names are since migration 020: an FTS5 trigram table kept in
 * step with `items` by triggers on SQLite, a pg_trgm GIN index on PostgreSQL. The items already
 * stored are indexed here. Without pg_trgm (not installed, or no right to create it) the search
 * still answers, by scanning.
 */
export const itemNameTrigrams: DialectMigration = (dialect) => ({
  async up(db) {
    if (dialect === 'sqlite') {
      await sql`create virtual table item_name_search using fts5(name, tokenize = 'trigram', content = 'items', content_rowid = 'id')`.execute(
        db,
      );
      await sql`create trigger item_name_search_insert after insert on items begin
        insert into item_name_search(rowid, name) values (new.id, new.name);
      end`.execute(db);
      await sql`create trigger item_name_search_delete after delete on items begin
        insert into item_name_search(item_name_search, rowid, name) values ('delete', old.id, old.name);
      end`.execute(db);
      await sql`create trigger item_name_search_update after update of name on items begin
        insert into item_name_search(item_name_search, rowid, name) values ('delete', old.id, old.name);
        insert into item_name_search(rowid, name) values (new.id, new.name);
      end`.execute(db);
      await sql`insert into item_name_search(item_name_search) values ('rebuild')`.execute(db);
      return;
    }
    const installed = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    let schema = installed.rows[0]?.schema;
    if (!schema) {
      const creatable = await sql<{ ok: boolean }>`
        select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
          and has_database_privilege(current_database(), 'CREATE')
          and exists (select 1 from pg_namespace where nspname = 'public') as ok`.execute(db);
      if (!creatable.rows[0]?.ok) return;
      // In public, so that every schema on this database (tests give each app one) finds its operators.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      schema = 'public';
    }
    await sql`create index items_name_trigram on items using gin (lower(name) ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  },
});
