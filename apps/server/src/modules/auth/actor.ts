import { serverMessages } from '@arca/contract';
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

export function requireAdmin(actor: Actor): UserRow {
  const user = requireUser(actor);
  if (!user.admin) throw new Forbidden(serverMessages.adminRequired);
  return user;
}
