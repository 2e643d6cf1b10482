import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * An index on files' names as name searches compare them (`api/search/artifact?name=`, GAVC,
 * lower-cased): a pattern that starts with literal text reads one range of it instead of every
 * item, which at tens of thousands of files made each search a table scan. On PostgreSQL in code
 * point order, the order the range compares in.
 */
export const itemNameSearch: DialectMigration = (dialect) => ({
  async up(db) {
    await sql`create index items_name_lower on items (lower(name)${sql.raw(dialect === 'postgres' ? ' collate "C"' : '')})`.execute(
      db,
    );
  },
});
