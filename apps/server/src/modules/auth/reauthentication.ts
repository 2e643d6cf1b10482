import { OAUTH_REALM, serverMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type Actor, requireWholeUser } from './actor.ts';

/**
 * Re-authentication before the profile is shown or a credential is handed out: a session alone is
 * not enough, the password comes again. A user of the OAuth realm has no password here to give, so
 * on their own session an empty one is accepted: the provider's sign-in stands for it (R14.49).
 * A wrong password is a 400, not a 401: the session itself is fine, and a 401 would end it in the
 * console.
 */
export async function reauthenticate(actor: Actor, password: string): Promise<UserRow> {
  const user = requireWholeUser(actor);
  const oauthOnSession =
    actor.kind === 'user' && actor.via === 'session' && user.realm === OAUTH_REALM && user.passwordHash === null;
  if (oauthOnSession && password === '') return user;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new Invalid(serverMessages.wrongPassword);
  }
  return user;
}
