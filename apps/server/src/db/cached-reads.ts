import type { Eventually } from '../lib/eventually.ts';
import type { DataChanges } from './data-changes.ts';

/**
 * Values read from the database by key, each answered from memory while the database has not
 * changed since it was read (see DataChanges), and read again after any change, this node's
 * writes and other nodes' alike. Misses are kept too: a path asked for again and again that does
 * not exist costs one read per change as well. Concurrent reads of one key share one load. Past
 * `capacity` keys the oldest go first. A value in memory comes back as it is, without a promise,
 * so that a hot read finding everything in memory answers in one turn (ADR 025, third addendum).
 * `keep` may turn down values that must be read anew every time.
 */
export class CachedReads<V> {
  readonly #changes: DataChanges;
  readonly #capacity: number;
  readonly #keep: (value: V) => boolean;
  readonly #entries = new Map<string, { generation: number; value: V }>();
  readonly #loading = new Map<string, { generation: number; value: Promise<V> }>();

  constructor(changes: DataChanges, capacity: number, keep: (value: V) => boolean = () => true) {
    this.#changes = changes;
    this.#capacity = capacity;
    this.#keep = keep;
  }

  get(key: string, load: () => Promise<V>): Eventually<V> {
    // Read before loading: a change while the load runs leaves the entry stale at once.
    const generation = this.#changes.current();
    const entry = this.#entries.get(key);
    if (entry?.generation === generation) return entry.value;
    const loading = this.#loading.get(key);
    if (loading?.generation === generation) return loading.value;
    const value = load().finally(() => {
      if (this.#loading.get(key)?.value === value) this.#loading.delete(key);
    });
    this.#loading.set(key, { generation, value });
    void value.then(
      (loaded) => {
        if (!this.#keep(loaded)) return;
        const kept = this.#entries.get(key);
        // A load that a change overtook must not replace what was read since.
        if (kept && kept.generation > generation) return;
        if (!kept && this.#entries.size >= this.#capacity)
          this.#entries.delete(this.#entries.keys().next().value as string);
        this.#entries.set(key, { generation, value: loaded });
      },
      () => undefined,
    );
    return value;
  }
}
