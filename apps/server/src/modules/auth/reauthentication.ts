import type { IncomingHttpHeaders } from 'node:http';
import { OAUTH_REALM, OTP_HEADER, serverMessages } from '@arca/contract';
import { DomainError, Unauthorized } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type Actor, requireWholeUser } from './actor.ts';
import type { AuthService } from './auth.service.ts';
import type { MfaService } from './mfa.service.ts';

/** The one-time password a request carries for a fresh second factor, if any. */
export function otpOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[OTP_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Re-authentication before the profile is shown, a credential is handed out or the account
 * changes: a session alone is not enough. The password comes again and is checked as a login
 * checks it, so guesses here meet the login's limits: the per-address throttle and the account's
 * lock. An account with an authenticator also gives a fresh code where a credential or the account
 * changes.
 */
export class Reauthentication {
  readonly #auth: AuthService;
  readonly #mfa: MfaService;
  constructor(auth: AuthService, mfa: MfaService) {
    this.#auth = auth;
    this.#mfa = mfa;
  }

  /**
   * The password of the user acting with their whole identity. A refusal is a 400, not a 401: the
   * session itself is fine, and a 401 would end it in the console.
   */
  async password(actor: Actor, password: string, address: string): Promise<UserRow> {
    const user = requireWholeUser(actor);
    try {
      // An expired password still proves who is asking; the login itself sends its user to change it.
      return await this.#auth.verifyCredentials(user.name, password, address, { allowExpired: true });
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
      const message = error.message === serverMessages.badCredentials ? serverMessages.wrongPassword : error.message;
      throw new DomainError(400, message, error.code);
    }
  }

  /**
   * The same, except that a user of the OAuth realm has no password here to give: on their own
   * session an empty one is accepted, the provider's sign-in standing for it (R14.49).
   */
  async passwordOrProviderSession(actor: Actor, password: string, address: string): Promise<UserRow> {
    const user = requireWholeUser(actor);
    const oauthOnSession =
      actor.kind === 'user' && actor.via === 'session' && user.realm === OAUTH_REALM && user.passwordHash === null;
    if (oauthOnSession && password === '') return user;
    return this.password(actor, password, address);
  }

  /** A fresh second factor: the code of this request, for an account with an authenticator. */
  secondFactor(user: UserRow, otp: string | undefined): Promise<void> {
    return this.#mfa.confirmFresh(user, otp);
  }
}
