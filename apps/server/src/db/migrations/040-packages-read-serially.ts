import { sql } from 'kysely';
import type { DialectMigration } from '../migrator.ts';

/**
 * PostgreSQL reads the packages table without parallel workers, as migration 021 made it read
 * package versions. A package search reads a few thousand rows through the trigram index, and the
 * planner split that scan over a worker: starting it and gathering its rows cost more than the
 * scan, most of all on a busy machine (the first page of "acme" at 100 000 packages, 2,930 matches,
 * run alone beside other work: a median of 37 ms with the worker, 25 ms without). SQLite has none.
 */
export const packagesReadSerially: DialectMigration = (dialect) => ({
  async up(db) {
    if (dialect === 'postgres') await sql`alter table packages set (parallel_workers = 0)`.execute(db);
  },
});
