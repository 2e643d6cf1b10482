import { ANONYMOUS_USER, serverMessages } from '@arca/contract';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';

/** Who is making a request, and how they proved it. */
export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      user: UserRow;
      via: 'session' | 'basic' | 'token' | 'sso';
      sessionTokenHash?: string;
      /** A groups-scoped token acts with these groups' permissions instead of the user's own. */
      scopedGroups?: readonly string[];
    };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

export function requireUser(actor: Actor): UserRow {
  if (actor.kind !== 'user') throw new Unauthorized(serverMessages.authenticationRequired);
  return actor.user;
}

/**
 * The user acting with their whole identity: not through a groups-scoped token, which may only
 * use its groups' permissions and never manage the account (tokens, profile).
 */
export function requireWholeUser(actor: Actor): UserRow {
  const user = requireUser(actor);
  if (actor.kind === 'user' && actor.scopedGroups) throw new Forbidden(serverMessages.scopedTokenRefused);
  return user;
}

export function requireAdmin(actor: Actor): UserRow {
  const user = requireUser(actor);
  if (!user.admin) throw new Forbidden(serverMessages.adminRequired);
  return user;
}

/**
 * Tells callers apart wherever what they may see is kept per caller: the same key, the same
 * permissions while the database is unchanged. A groups-scoped token acts with its groups only.
 */
export function actorKey(actor: Actor): string {
  if (actor.kind === 'anonymous') return '';
  return `${actor.user.id}/${actor.via}/${actor.scopedGroups ? JSON.stringify(actor.scopedGroups) : '*'}`;
}

/** The name an action is recorded under: the user's, or the anonymous user's. */
export function actorName(actor: Actor): string {
  return actor.kind === 'user' ? actor.user.name : ANONYMOUS_USER;
}
