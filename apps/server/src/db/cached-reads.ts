import type { DataChanges } from './data-changes.ts';

/**
 * Values read from the database by key, each answered from memory while the database has not
 * changed since it was read (see DataChanges), and read again after any change. Misses are kept
 * too: a path asked for again and again that does not exist costs one read per change as well.
 * Past `capacity` keys the oldest go first.
 */
export class CachedReads<V> {
  readonly #changes: DataChanges;
  readonly #capacity: number;
  readonly #entries = new Map<string, { generation: number; value: V }>();

  constructor(changes: DataChanges, capacity: number) {
    this.#changes = changes;
    this.#capacity = capacity;
  }

  /** The value kept for the key, or `undefined` (the key is not kept, or the database changed). */
  peek(key: string): { value: V } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === this.#changes.current()) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.peek(key);
    if (kept) return kept.value;
    // Read before loading: a change while the load runs leaves the entry stale at once.
    const generation = this.#changes.current();
    const value = await load();
    if (this.#entries.size >= this.#capacity) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { generation, value });
    return value;
  }
}
