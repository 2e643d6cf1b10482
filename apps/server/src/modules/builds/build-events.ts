import type { ChangeListener, ChangeListeners } from '../../lib/change-listeners.ts';

/** A build run published, promoted or deleted, as it commits. */
export interface BuildChange {
  type: 'uploaded' | 'promoted' | 'deleted';
  name: string;
  number: string;
  /** As the build info gives it. */
  started: string;
}

/** Told of build changes inside their transactions (webhooks queue deliveries there). */
export type BuildListener = ChangeListener<BuildChange>;
export type BuildListeners = ChangeListeners<BuildChange>;
