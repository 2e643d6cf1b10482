import { performance } from 'node:perf_hooks';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type pg from 'pg';

/**
 * Says, in one cheap synchronous call, whether the database may have changed since a value was
 * read from it, so that hot read paths can answer from memory without a stale answer: `current()`
 * only grows, and grows whenever the database may have changed, so a value read when it was g
 * stays good while it is still g. Read `current()` before the read
 * it stamps: a change during the read then leaves the value already stale rather than kept.
 */
export interface DataChanges {
  current(): number;
  close(): Promise<void>;
}

/** How stale another connection's commit may be when read: one probe of SQLite per millisecond at most. */
const OTHERS_PROBE_MS = 1;

/**
 * SQLite. The server's own writes count at once: the driver calls `wrote()` after every statement
 * that is not a plain SELECT (its only connection runs every query, reads and writes in turn, so
 * no read ever sees a write not yet counted). Commits by other connections — a backup, a restore,
 * a second process — move `data_version`, which is read at most once a millisecond: a probe costs
 * a few microseconds, and a request asks several times.
 */
export class SqliteDataChanges implements DataChanges {
  readonly #probe: StatementSync;
  #others = -1;
  #probedAt = Number.NEGATIVE_INFINITY;
  #generation = 0;
  #open = true;

  constructor(raw: DatabaseSync) {
    this.#probe = raw.prepare('pragma data_version');
  }

  wrote(): void {
    this.#generation++;
  }

  current(): number {
    if (!this.#open) return ++this.#generation;
    const now = performance.now();
    if (now - this.#probedAt >= OTHERS_PROBE_MS) {
      this.#probedAt = now;
      const { data_version: others } = this.#probe.get() as { data_version: number };
      if (others !== this.#others) {
        this.#others = others;
        this.#generation++;
      }
    }
    return this.#generation;
  }

  async close(): Promise<void> {
    this.#open = false;
  }
}

/** The notification channel every node of one database listens on. */
export const CHANGES_CHANNEL = 'arca_data_changed';
const WRITE_COMMANDS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const RELISTEN_DELAY_MS = 1000;
/**
 * How often the listening connection checks that it still hears: it notifies itself and waits for
 * its own notification. A connection a firewall or a paused machine has cut without a word would
 * otherwise leave this node answering from memory what other nodes have changed since.
 */
const PROBE_MS = 2000;

interface ClientState {
  inTransaction: boolean;
  /** A notification is queued for the transaction under way (PostgreSQL sends it at commit). */
  notified: boolean;
}

/**
 * PostgreSQL, where other nodes write too. This node's own writes count at once: every pooled
 * client's results are watched, and a write statement or the commit of a transaction that wrote
 * moves the generation. Each writing transaction (or write outside one) also queues a NOTIFY on
 * the channel, which PostgreSQL delivers to every node when it commits; a dedicated connection
 * LISTENs, and another node's notification moves the generation here. While that connection is
 * down, notifications may be missed, so every call counts as a change and nothing is served from
 * memory until it listens again. The connection proves it still hears every PROBE_MS by notifying
 * itself on a channel of its own: no echo within PROBE_MS, and it counts as down.
 */
export class PostgresDataChanges implements DataChanges {
  readonly #connect: () => pg.Client;
  /** This process's mark on its own notifications, and the schema: tests share one database. */
  readonly #payload: string;
  readonly #states = new WeakMap<object, ClientState>();
  #generation = 0;
  #listening = false;
  #listener: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #probe: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #probeMs: number;

  constructor(connect: () => pg.Client, schema: string | undefined, probeMs = PROBE_MS) {
    this.#connect = connect;
    this.#payload = `${schema ?? ''}/${process.pid}/${Math.random().toString(36).slice(2)}`;
    this.#probeMs = probeMs;
  }

  current(): number {
    return this.#listening ? this.#generation : ++this.#generation;
  }

  /** Starts listening; resolves once the first LISTEN is in place or has failed (then retried). */
  async start(): Promise<void> {
    if (this.#closed) return;
    const client = this.#connect();
    this.#listener = client;
    // This connection's own channel for its probes: other nodes never hear them.
    const probes = `arca_probe_${Math.random().toString(36).slice(2)}`;
    let echoed = true;
    const lost = () => {
      if (this.#listener !== client) return;
      clearInterval(this.#probe);
      this.#listener = undefined;
      this.#listening = false;
      this.#generation++;
      client.end().catch(() => undefined);
      if (!this.#closed) this.#retry = setTimeout(() => void this.start(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === probes) {
        echoed = true;
        return;
      }
      if (message.channel !== CHANGES_CHANNEL || message.payload === this.#payload) return;
      // Another schema's notification (tests) costs nothing but a needless re-read, yet skip it.
      if (message.payload?.split('/', 1)[0] !== this.#payload.split('/', 1)[0]) return;
      this.#generation++;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${probes}`);
      if (this.#listener !== client) return;
      this.#generation++;
      this.#listening = true;
      this.#probe = setInterval(() => {
        // The previous probe never came back: what was sent since may not have come either.
        if (!echoed) return lost();
        echoed = false;
        client.query(`NOTIFY ${probes}`).catch(lost);
      }, this.#probeMs).unref();
    } catch {
      lost();
    }
  }

  /** Watches what a pooled client runs; called with each query's result, in order. */
  async observe(client: pg.PoolClient, result: pg.QueryResult | pg.QueryResult[]): Promise<void> {
    let state = this.#states.get(client);
    if (!state) {
      state = { inTransaction: false, notified: false };
      this.#states.set(client, state);
    }
    for (const { command } of Array.isArray(result) ? result : [result]) {
      if (command === 'BEGIN') {
        state.inTransaction = true;
        state.notified = false;
      } else if (command === 'COMMIT' || command === 'ROLLBACK') {
        // The rows a transaction wrote become visible to other connections now.
        if (state.notified) this.#generation++;
        state.inTransaction = false;
        state.notified = false;
      } else if (WRITE_COMMANDS.has(command)) {
        this.#generation++;
        if (!state.notified) {
          state.notified = state.inTransaction;
          await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, this.#payload]);
        }
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    clearInterval(this.#probe);
    this.#listener = undefined;
    this.#listening = false;
    await listener?.end().catch(() => undefined);
  }
}

/** The pool as Kysely sees it, with every client's results shown to `changes`. */
export function watchingWrites(pool: pg.Pool, changes: PostgresDataChanges): pg.Pool {
  const watched = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const watch = (client: pg.PoolClient) => {
    const known = watched.get(client);
    if (known) return known;
    const proxy = new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property !== 'query') return value.bind(target);
        return (...args: unknown[]) => {
          const result: unknown = Reflect.apply(value, target, args);
          // A cursor (a streamed read) is handed back as it is: it writes nothing.
          if (!(result instanceof Promise)) return result;
          return result.then(async (done: pg.QueryResult | pg.QueryResult[]) => {
            await changes.observe(target, done);
            return done;
          });
        };
      },
    });
    watched.set(client, proxy);
    return proxy;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return async () => watch(await target.connect());
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
