import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Dialect } from '../db/database.ts';
import type { DialectMigration } from '../db/migrator.ts';
import type { Database } from '../db/schema.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations');

/**
 * The server's migrations by name, read from db/migrations/ (each file exports one migration), so
 * a restore can stop at the schema version of its backup. A test checks that the list matches what
 * the server's own migrator applies.
 */
export async function knownMigrations(): Promise<Map<string, DialectMigration>> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{3}-.*\.ts$/.test(file)).sort();
  const migrations = new Map<string, DialectMigration>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(join(MIGRATIONS_DIR, file));
    const exported = Object.values(module).filter((value) => typeof value === 'function');
    const [migration] = exported;
    if (exported.length !== 1 || !migration) throw new Error(`${file} must export exactly one migration`);
    migrations.set(file.replace(/\.ts$/, ''), migration as DialectMigration);
  }
  return migrations;
}

/** Applies the migrations up to and including `version`, as the server's migrator would have. */
export async function migrateTo(
  db: Kysely<Database>,
  dialect: Dialect,
  version: string,
  migrationSchema: string | undefined,
): Promise<void> {
  const known = await knownMigrations();
  if (!known.has(version)) throw new Error(`schema version ${version} is not one of this Arca's migrations`);
  const migrator = new Migrator({
    db,
    ...(migrationSchema ? { migrationTableSchema: migrationSchema } : {}),
    provider: {
      getMigrations: async (): Promise<Record<string, Migration>> =>
        Object.fromEntries([...known].map(([name, make]) => [name, make(dialect)])),
    },
  });
  const { error } = await migrator.migrateTo(version);
  if (error) throw error;
}
