import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrator.ts';
import type { Database } from '../db/schema.ts';
import { openSqlite } from '../db/sqlite-driver.ts';
import { knownMigrations } from './schema-versions.ts';

describe('schema versions', () => {
  it('a restore can stop at exactly the migrations the server applies, in the same order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arca-migrations-'));
    const db = new Kysely<Database>({ dialect: openSqlite(join(dir, 'arca.db')).dialect });
    try {
      const applied = await migrateToLatest(db, 'sqlite');
      expect([...(await knownMigrations()).keys()]).toEqual(applied);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
