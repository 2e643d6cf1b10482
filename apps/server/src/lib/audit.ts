import type { Logger } from 'pino';
import { type Actor, actorName } from '../modules/auth/actor.ts';
import { DomainError } from './errors.ts';

/** Where a change happened: a repository (or build-info repository) and a path in it, '' for the whole. */
export interface AuditLocation {
  repoKey: string;
  path: string;
}

/** Runs a change and writes one audit line for it: who, what, where, and how it ended. */
export async function audited<T>(
  audit: Logger,
  actor: Actor,
  action: string,
  location: AuditLocation,
  work: () => Promise<T>,
): Promise<T> {
  const line = { user: actorName(actor), action, repo: location.repoKey, path: location.path };
  try {
    const result = await work();
    audit.info({ ...line, result: 'success' }, action);
    return result;
  } catch (error) {
    audit.info({ ...line, result: 'failure', status: error instanceof DomainError ? error.status : 500 }, action);
    throw error;
  }
}
