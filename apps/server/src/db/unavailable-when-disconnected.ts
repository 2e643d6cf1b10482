import type pg from 'pg';
import { databaseUnavailable, isConnectionLoss } from '../lib/system-failures.ts';

function isThenable(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The pool as Kysely sees it, where a database that cannot be reached — stopped, restarting, or
 * the connection cut under a query — fails as `ServiceUnavailable` (503 with Retry-After) instead
 * of an internal error. Nothing is retried here: a write cut off may or may not have committed,
 * and only the client can decide to send it again. The pool itself replaces broken connections,
 * so requests succeed again as soon as the database is back.
 */
export function unavailableWhenDisconnected(pool: pg.Pool): pg.Pool {
  // pg-pool hands the same client out again and again: one guard each, made on its first checkout.
  // The guard reads every property through, so the `release` pg-pool assigns anew at each checkout
  // is the one called.
  const guards = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const guardedClient = (client: pg.PoolClient) => {
    const known = guards.get(client);
    if (known) return known;
    // A connection that breaks while checked out (between two queries of a transaction) emits
    // 'error'; without a listener that ends the process. Its next query fails instead, and the pool
    // drops it on release.
    client.on('error', () => undefined);
    const guard = new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property !== 'query') return value.bind(target);
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          if (!isThenable(result)) return result;
          return result.catch((error: unknown) => {
            throw isConnectionLoss(error) ? databaseUnavailable(error) : error;
          });
        };
      },
    });
    guards.set(client, guard);
    return guard;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect')
        return async () => {
          try {
            return guardedClient(await target.connect());
          } catch (error) {
            throw databaseUnavailable(error);
          }
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
