import type { Logger } from 'pino';
import { DomainError } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { RepoPath } from './artifact-path.ts';
import { actorName } from './storage-access.ts';

/** Runs a change and writes one audit line for it: who, what, where, and how it ended. */
export async function audited<T>(
  audit: Logger,
  actor: Actor,
  action: string,
  location: RepoPath,
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
