import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TokensRepository } from './tokens.repository.ts';
import { tokensPruning } from './tokens-pruning.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;

describe('pruning spent tokens', () => {
  it('deletes the tokens that can open nothing again, an hour after, and keeps the rest', async () => {
    const repository = new TokensRepository(t.database.db);
    const now = Date.now();
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const token = (tokenId: string, fields: { expiresAt?: number | null; refreshHash?: string } = {}) =>
      repository.insert({
        tokenId,
        tokenHash: `hash-${tokenId}`,
        userId: admin.id,
        scope: 'applied-permissions/user',
        description: tokenId,
        createdAt: now - 3 * HOUR,
        expiresAt: fields.expiresAt ?? null,
        refreshHash: fields.refreshHash ?? null,
        chain: { startedAt: now - 3 * HOUR, capped: false },
      });
    await token('registry-expired', { expiresAt: now - 2 * HOUR });
    await token('just-expired', { expiresAt: now - 60_000 });
    await token('refreshable-expired', { expiresAt: now - 2 * HOUR, refreshHash: 'refresh-of-it' });
    await token('revoked-long-ago');
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: now - 2 * HOUR })
      .where('token_id', '=', 'revoked-long-ago')
      .execute();
    await token('live', { expiresAt: now + HOUR });
    await token('never-expires');

    const task = tokensPruning(repository, () => now);
    expect(task).toMatchObject({ scope: 'cluster' });
    await task.run();

    const left = await t.database.db.selectFrom('access_tokens').select('token_id').execute();
    const ids = left.map((row) => row.token_id);
    expect(ids).toEqual(expect.arrayContaining(['just-expired', 'refreshable-expired', 'live', 'never-expires']));
    expect(ids).not.toContain('registry-expired');
    expect(ids).not.toContain('revoked-long-ago');
  });
});
