import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from './database.ts';

/** "Now", in milliseconds since the epoch, as an SQL expression for the statement that needs it. */
export type SqlClock = () => RawBuilder<number>;

/**
 * The clock every node of a cluster agrees on: the database's. Leases, heartbeats and the Online
 * judgement compare times written by different nodes, so they must not take each node's own clock,
 * which may be seconds off. PostgreSQL's `clock_timestamp()` is the time of the statement (its
 * `now()` would stand still for the whole transaction). On SQLite the database lives in this one
 * process (ADR 016), so the process clock is the database's.
 */
export function databaseClock(dialect: Dialect): SqlClock {
  if (dialect === 'postgres') return () => sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  return processClock(() => Date.now());
}

/** A clock read in this process and passed as a value: SQLite's, and the hand-moved clocks of tests. */
export function processClock(now: () => number): SqlClock {
  // Typed, so that PostgreSQL knows what `value + value` adds.
  return () => sql<number>`cast(${now()} as bigint)`;
}
