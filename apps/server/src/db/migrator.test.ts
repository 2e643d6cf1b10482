import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDatabaseUrl } from '../test/build-test-app.ts';
import { openDatabase } from './database.ts';
import { LATEST_MIGRATION, migrateToLatest } from './migrator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`migrations (${process.env.ARCA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('have run at start and a second run applies nothing', async () => {
    expect(await migrateToLatest(t.database.db, t.database.dialect, t.schema)).toEqual([]);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.database.db);
    expect(applied.rows.map((r) => r.name)).toEqual([
      '001-users-and-sessions',
      '002-password-flows',
      '003-mfa',
      '004-tokens-and-cli-login',
      '005-invitations',
      '006-adoption-metrics',
      '007-oauth-states',
      '008-groups',
      '009-projects',
      '010-permissions',
      '011-refreshable-tokens',
      '012-project-members',
      '013-user-activity',
      '014-project-roles-and-environments',
      '015-repositories',
      '016-builds',
      '017-artifacts',
      '018-packages',
      '019-npm-dist-tags',
      '020-package-search',
      '021-package-search-speed',
      '022-archive-entries',
      '023-jobs',
      '024-webhook-subscriptions',
      '025-webhook-deliveries',
      '026-proxies',
      '027-nodes-and-support-bundles',
      '028-integrations',
      '029-microfrontends',
      '030-item-name-search',
      '031-login-locks',
      '032-mfa-code-failures',
      '033-refresh-chains',
      '034-account-login-failures',
      '035-package-version-fields',
      '036-item-name-trigrams',
      '037-microfrontend-request-order',
      '038-docker-digest-folders',
      '039-blob-digests',
      '040-packages-read-serially',
      '041-task-turns',
      '042-docker-uploads',
      '043-rate-events',
      '044-node-heartbeat-period-and-settings',
      '045-item-dates',
      '047-build-artifact-search',
    ]);
  });

  it('enforce unique user names regardless of case in the database itself', async () => {
    const row = {
      email: 'a@example.com',
      password_hash: null,
      admin: 0 as const,
      disable_ui_access: 0 as const,
      realm: 'internal',
      created_at: 1,
      updated_at: 1,
    };
    await t.database.db
      .insertInto('users')
      .values({ ...row, name: 'Dup' })
      .execute();
    await expect(
      t.database.db
        .insertInto('users')
        .values({ ...row, name: 'dUP' })
        .execute(),
    ).rejects.toThrow();
  });

  it('delete a user’s sessions with the user', async () => {
    const user = await t.database.db
      .insertInto('users')
      .values({
        name: 'gone',
        email: 'g@example.com',
        password_hash: null,
        admin: 0,
        disable_ui_access: 0,
        realm: 'internal',
        created_at: 1,
        updated_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('sessions')
      .values({ token_hash: 'h1', user_id: user.id, remember: 0, created_at: 1, expires_at: 2, revoked_at: null })
      .execute();
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', 'h1')
      .execute();
    expect(left).toEqual([]);
  });

  // Nodes share a database only on PostgreSQL; the embedded one belongs to a single node.
  if (testDatabaseUrl)
    it('bring one new database up to date when several nodes start on it at once', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'arca-nodes-'));
      const schema = `nodes_${process.pid}_${Date.now().toString(36)}`;
      try {
        const nodes = await Promise.all(
          [1, 2, 3, 4].map(() => openDatabase({ dataDir, databaseUrl: testDatabaseUrl, schema })),
        );
        for (const node of nodes) {
          const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(node.db);
          expect(applied.rows.at(-1)?.name).toBe(LATEST_MIGRATION);
          await node.close();
        }
      } finally {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
});
