import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Dialect } from './database.ts';
import { usersAndSessions } from './migrations/001-users-and-sessions.ts';
import { passwordFlows } from './migrations/002-password-flows.ts';
import { mfa } from './migrations/003-mfa.ts';
import type { Database } from './schema.ts';

/** Numbered, forward-only migrations. A migration may branch on the dialect where SQL differs. */
export type DialectMigration = (dialect: Dialect) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-users-and-sessions': usersAndSessions,
  '002-password-flows': passwordFlows,
  '003-mfa': mfa,
};

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
