import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Told of changes inside the transaction that makes them, so what a listener writes (a webhook
 * delivery job) commits with the change or not at all. A listener that throws fails the change.
 */
export interface ChangeListener<Change> {
  changed(tx: Kysely<Database> | Transaction<Database>, changes: readonly Change[], at: number): Promise<void>;
}

/** The listeners a module tells of its changes; other modules add theirs at start-up. */
export class ChangeListeners<Change> implements ChangeListener<Change> {
  readonly #listeners: ChangeListener<Change>[] = [];

  add(listener: ChangeListener<Change>): void {
    this.#listeners.push(listener);
  }

  async changed(tx: Kysely<Database> | Transaction<Database>, changes: readonly Change[], at: number): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.#listeners) await listener.changed(tx, changes, at);
  }
}
