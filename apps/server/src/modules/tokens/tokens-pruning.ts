import type { PeriodicTask } from '../jobs/scheduler.ts';
import type { TokensRepository } from './tokens.repository.ts';

/** How long an expired or revoked token is kept before it goes: the list shows neither. */
const KEEP_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The periodic task that deletes tokens that can open nothing again. Short-lived ones pile up
 * otherwise: a registry client signing in with a password gets a token of five minutes each time
 * (`/v2/token`). One node doing it does for all.
 */
export function tokensPruning(tokens: TokensRepository, now: () => number = Date.now): PeriodicTask {
  return {
    name: 'prune spent tokens',
    everyMs: PRUNE_EVERY_MS,
    scope: 'cluster',
    run: async () => {
      await tokens.prune(now() - KEEP_MS);
    },
  };
}
