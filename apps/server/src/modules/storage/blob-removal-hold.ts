import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A backup copies the blobs of its database snapshot after taking the snapshot; a blob whose last
 * item is deleted in between must still be there. The backup therefore holds blob removal: a
 * settings row that the collector reads (blob-collector.ts) after finding a blob unreferenced and
 * before forgetting it. The row lives in the database so that every node sees it, and it expires,
 * so a backup that dies cannot stop collection for long.
 */
export const BLOB_HOLD_PREFIX = 'backup.blob-hold.';
/** How long a hold lasts unless renewed; a running backup renews it every HOLD_RENEW_MS. */
export const HOLD_TTL_MS = 10 * 60 * 1000;
const HOLD_RENEW_MS = 60 * 1000;

/** Whether a backup holds blob removal now. Called inside the collector's transaction. */
export async function isBlobRemovalHeld(db: Db, now = Date.now()): Promise<boolean> {
  const holds = await db.selectFrom('settings').select('value').where('key', 'like', `${BLOB_HOLD_PREFIX}%`).execute();
  return holds.some((hold) => holdUntil(hold.value) > now);
}

function holdUntil(value: string): number {
  try {
    const until: unknown = (JSON.parse(value) as { until?: unknown }).until;
    return typeof until === 'number' ? until : 0;
  } catch {
    return 0;
  }
}

export interface BlobRemovalHold {
  /** Ends the hold; blobs released meanwhile are removed by the next sweep. */
  release(): Promise<void>;
  /** Rejects if a renewal failed: the hold may have lapsed. */
  check(): void;
}

/** Takes a hold and keeps renewing it until released. Take it before the snapshot begins. */
export async function holdBlobRemoval(db: Kysely<Database>): Promise<BlobRemovalHold> {
  const key = `${BLOB_HOLD_PREFIX}${randomUUID()}`;
  const write = async () => {
    const now = Date.now();
    const value = JSON.stringify({ until: now + HOLD_TTL_MS });
    await db
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  };
  await write();
  // Stale holds of backups that died are cleared here, so they do not pile up.
  const stale = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', `${BLOB_HOLD_PREFIX}%`)
    .execute();
  const expired = stale.filter((hold) => holdUntil(hold.value) <= Date.now()).map((hold) => hold.key);
  if (expired.length > 0) await db.deleteFrom('settings').where('key', 'in', expired).execute();

  let failure: unknown;
  const timer = setInterval(() => {
    write().catch((error: unknown) => {
      failure = error;
    });
  }, HOLD_RENEW_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await db.deleteFrom('settings').where('key', '=', key).execute();
    },
    check() {
      if (failure !== undefined)
        throw new Error(
          `the hold on blob removal could not be renewed (${failure instanceof Error ? failure.message : String(failure)})`,
        );
    },
  };
}
