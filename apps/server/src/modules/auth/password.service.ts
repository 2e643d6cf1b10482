import { type ChangePasswordRequest, serverMessages } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import { Invalid } from '../../lib/errors.ts';
import { hashPassword, newToken, sha256 } from '../../lib/secrets.ts';
import { type RateEventStore, SlidingWindowLimit } from '../../lib/sliding-window-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthService } from './auth.service.ts';
import type { Reauthentication } from './reauthentication.ts';
import type { ResetKeysRepository } from './reset-keys.repository.ts';

/** A reset link works for an hour, once. */
export const RESET_KEY_TTL_MS = 60 * 60_000;

/**
 * Reset mails asked for from one client address, and sent to one account, in an hour: enough for
 * a person who lost a mail or two, too few to flood a mailbox or the outgoing mail server.
 */
export const RESET_MAILS_PER_ADDRESS = 5;
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAIL_WINDOW_MS = 60 * 60_000;

export interface PasswordServiceDeps {
  users: UsersRepository;
  resetKeys: ResetKeysRepository;
  /** Where the limits count requests and mails: shared by every node. */
  rateEvents: RateEventStore;
  security: SecurityConfigService;
  auth: AuthService;
  /** An account with an authenticator confirms a password change with a fresh code. */
  reauthentication: Reauthentication;
  mailer: Mailer;
  /** The public URL without a trailing slash. */
  baseUrl: string;
  /** Where a reset mail that could not be sent is told, as the caller is not. */
  log: FastifyBaseLogger;
}

/** Why a mail was not sent: the error's code and message, never the mail it carried. */
function mailFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}

/** Forgot, reset and change password. */
export class PasswordService {
  readonly #deps: PasswordServiceDeps;
  readonly #requestsPerAddress: SlidingWindowLimit;
  readonly #mailsPerAccount: SlidingWindowLimit;
  constructor(deps: PasswordServiceDeps) {
    this.#deps = deps;
    this.#requestsPerAddress = new SlidingWindowLimit(
      deps.rateEvents,
      'reset:address',
      RESET_MAILS_PER_ADDRESS,
      RESET_MAIL_WINDOW_MS,
    );
    this.#mailsPerAccount = new SlidingWindowLimit(
      deps.rateEvents,
      'reset:account',
      RESET_MAILS_PER_ACCOUNT,
      RESET_MAIL_WINDOW_MS,
    );
  }

  /**
   * Mails a single-use reset link. Answers the same whether or not the user exists, and whether or
   * not a limit held the mail back (per client address and per account), so the call can neither
   * find user names nor flood a mailbox; a mail that cannot be sent is logged, and the answer stays
   * the same.
   */
  async forgot(name: string, address: string): Promise<void> {
    const from = clientAddressKey(address);
    if ((await this.#requestsPerAddress.retryAfter(from)) > 0) return;
    await this.#requestsPerAddress.record(from);
    const user = await this.#deps.users.findByName(name);
    if (!user?.email || !user.passwordHash) return;
    const account = String(user.id);
    if ((await this.#mailsPerAccount.retryAfter(account)) > 0) return;
    await this.#mailsPerAccount.record(account);
    const key = newToken();
    const now = Date.now();
    await this.#deps.resetKeys.replace(user.id, sha256(key), now, now + RESET_KEY_TTL_MS);
    const link = `${this.#deps.baseUrl}/ui/login/reset-password?key=${encodeURIComponent(key)}`;
    try {
      await this.#deps.mailer.send({
        to: user.email,
        subject: 'Reset your Arca password',
        text: `Someone asked to reset the password of the Arca user '${user.name}'.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      });
    } catch (error) {
      // The caller gets {} as for any name (L8): an error here would tell that the account exists
      // and has an email. Only the reason goes to the log, never the mail with its link.
      this.#deps.log.error({ user: user.name, reason: mailFailure(error) }, 'Password reset mail could not be sent');
    }
  }

  /** The user a reset key belongs to. */
  async validateKey(key: string): Promise<{ user: string }> {
    const userId = await this.#deps.resetKeys.findUsable(sha256(key), Date.now());
    const user = userId === undefined ? undefined : await this.#deps.users.findById(userId);
    if (!user) throw new Invalid(serverMessages.resetKeyInvalid);
    return { user: user.name };
  }

  /** Sets a new password with a reset key; the key is spent and the user's sessions end. */
  async reset(key: string, name: string, password: string): Promise<void> {
    const keyHash = sha256(key);
    const now = Date.now();
    const userId = await this.#deps.resetKeys.findUsable(keyHash, now);
    const user = userId === undefined ? undefined : await this.#deps.users.findById(userId);
    if (!user || user.name.toLowerCase() !== name.toLowerCase()) throw new Invalid(serverMessages.resetKeyInvalid);
    await this.#deps.security.assertPasswordAllowed(password);
    if (!(await this.#deps.resetKeys.consume(keyHash, now))) throw new Invalid(serverMessages.resetKeyInvalid);
    await this.#replacePassword(user.id, await hashPassword(password));
  }

  /**
   * Changes a password with the old one; works without a session, so an expired password can be
   * replaced. Every session of the user ends: none of them made the change.
   */
  async change(request: ChangePasswordRequest, address: string, otp: string | undefined): Promise<void> {
    const user = await this.#deps.auth.verifyCredentials(request.userName, request.oldPassword, address, {
      allowExpired: true,
    });
    if (request.newPassword === request.oldPassword) throw new Invalid(serverMessages.sameAsOldPassword);
    await this.#deps.security.assertPasswordAllowed(request.newPassword);
    await this.#deps.reauthentication.secondFactor(user, otp);
    await this.#replacePassword(user.id, await hashPassword(request.newPassword));
  }

  /** The new password and the end of every session opened with the old one, in one write. */
  async #replacePassword(userId: number, passwordHash: string): Promise<void> {
    await this.#deps.users.transaction(async (tx) => {
      await this.#deps.users.updatePassword(userId, passwordHash, tx);
      await this.#deps.auth.endSessionsOf(userId, { tx });
    });
  }
}
