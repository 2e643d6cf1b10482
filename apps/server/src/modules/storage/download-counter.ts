import type { ItemsRepository } from './items.repository.ts';

const FLUSH_INTERVAL_MS = 1000;

/**
 * Counts downloads in memory and writes them once a second, in one transaction: a write per
 * download would turn every read into a write. A crash loses at most the last second's counts.
 */
export class DownloadCounter {
  readonly #items: ItemsRepository;
  readonly #onError: (error: unknown) => void;
  #pending = new Map<number, { count: number; at: number; by: string }>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(items: ItemsRepository, onError: (error: unknown) => void) {
    this.#items = items;
    this.#onError = onError;
  }

  record(itemId: number, user: string, at: number): void {
    const current = this.#pending.get(itemId);
    if (current) {
      current.count++;
      current.at = at;
      current.by = user;
    } else this.#pending.set(itemId, { count: 1, at, by: user });
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Writes what is counted so far; also called before the database closes. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const counts = this.#pending;
    this.#pending = new Map();
    this.#flushing = this.#flushing.then(() => this.#items.addDownloads(counts)).catch(this.#onError);
    return this.#flushing;
  }
}
