import { type MfaEnrollment, OTP_REQUIRED_CODE, serverMessages } from '@arca/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import { Conflict, DomainError, Forbidden, Invalid, TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { Challenge, MfaChallengesRepository } from './mfa-challenges.repository.ts';
import type { MfaCodeFailuresRepository } from './mfa-code-failures.repository.ts';
import { newTotpSecret, otpauthUrl, totpStep } from './totp.ts';

/** A login waits five minutes for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Wrong codes an account may enter, across all its logins and confirmations, before its codes are
 * refused for the lock policy's period. A right code starts the count again.
 */
export const MAX_WRONG_CODES = 5;
const ISSUER = 'Arca';

export type MfaStatus = 'enroll' | 'verify';

export interface PendingLogin {
  status: MfaStatus;
  /** Goes to the browser in the MFA cookie; only its hash is stored. */
  token: string;
}

export interface PassedLogin {
  user: UserRow;
  remember: boolean;
}

export interface MfaServiceDeps {
  users: UsersRepository;
  challenges: MfaChallengesRepository;
  failures: MfaCodeFailuresRepository;
  box: SecretBox;
  security: SecurityConfigService;
}

/** A right code comes with the time step it belongs to. */
type CodeCheck = { kind: 'right'; step: number } | Refusal;
type Refusal = { kind: 'wrong' } | { kind: 'locked'; until: number };

/** An account with an authenticator signs in to clients with tokens: its password alone does not do. */
export function passwordSuffices(user: UserRow): boolean {
  return user.mfaSecret === null;
}

/** The second factor: TOTP (RFC 6238) enrolment and verification between password and session. */
export class MfaService {
  readonly #deps: MfaServiceDeps;
  constructor(deps: MfaServiceDeps) {
    this.#deps = deps;
  }

  /** After a correct password: the second step this user owes, if any. */
  async pendingLoginFor(user: UserRow, remember: boolean): Promise<PendingLogin | undefined> {
    let status: MfaStatus | undefined;
    if (user.mfaSecret) status = 'verify';
    else if ((await this.#deps.security.current()).mfaPolicy.enforced) status = 'enroll';
    if (!status) return undefined;
    const token = newToken();
    await this.#deps.challenges.insert(sha256(token), user.id, remember, Date.now() + CHALLENGE_TTL_MS);
    return { status, token };
  }

  /** Ends the user's logins that passed the password and wait for a code (their password changed). */
  async endPendingLogins(userId: number, tx?: Transaction<Database>): Promise<void> {
    await this.#deps.challenges.deleteAllOfUser(userId, tx);
  }

  /** A fresh seed for the user enrolling in this login; asking again replaces it. */
  async enrollment(token: string | undefined): Promise<MfaEnrollment> {
    const { challenge, user } = await this.#live(token);
    if (user.mfaSecret) throw new Conflict(serverMessages.mfaAlreadyEnrolled);
    const secret = newTotpSecret();
    await this.#deps.challenges.setPendingSecret(challenge.tokenHash, this.#deps.box.seal(secret));
    return { secret, otpauthUrl: otpauthUrl(secret, ISSUER, user.name), issuer: ISSUER, account: user.name };
  }

  /** The first code from the app proves the seed arrived; the login then completes. */
  async confirmEnrollment(token: string | undefined, otp: string): Promise<PassedLogin> {
    const { challenge, user } = await this.#live(token);
    const pendingSecret = challenge.pendingSecret;
    if (!pendingSecret) throw new Forbidden(serverMessages.mfaLoginExpired);
    const check = await this.#check(user, async () => totpStep(this.#deps.box.open(pendingSecret), otp));
    if (check.kind !== 'right') return this.#refusedInLogin(check, challenge);
    await this.#deps.users.setMfaSecret(user.id, pendingSecret, check.step);
    await this.#deps.challenges.delete(challenge.tokenHash);
    return { user, remember: challenge.remember };
  }

  /** Checks a code against the user's seed; each code works once. */
  async verify(token: string | undefined, otp: string): Promise<PassedLogin> {
    const { challenge, user } = await this.#live(token);
    if (!user.mfaSecret) throw new Forbidden(serverMessages.mfaLoginExpired);
    const check = await this.#check(user, () => this.#claim(user, otp));
    if (check.kind !== 'right') return this.#refusedInLogin(check, challenge);
    await this.#deps.challenges.delete(challenge.tokenHash);
    return { user, remember: challenge.remember };
  }

  /**
   * A fresh second factor for a sensitive call of a signed-in user (a new token, a new email or
   * password): a session that once passed the second factor is not enough, the code comes with
   * the request. Nothing is asked of a user without an authenticator. A wrong code is a 400, not
   * a 401: the session itself is fine, and a 401 would end it in the console.
   */
  async confirmFresh(user: UserRow, otp: string | undefined): Promise<void> {
    if (!user.mfaSecret) return;
    if (otp === undefined) throw new DomainError(400, serverMessages.otpRequired, OTP_REQUIRED_CODE);
    const check = await this.#check(user, () => this.#claim(user, otp));
    if (check.kind === 'locked') {
      throw new TooManyRequests(
        serverMessages.mfaCodesLocked,
        Math.max(1, Math.ceil((check.until - Date.now()) / 1000)),
      );
    }
    if (check.kind === 'wrong') throw new Invalid(serverMessages.otpInvalid);
  }

  async #live(token: string | undefined): Promise<{ challenge: Challenge; user: UserRow }> {
    const challenge = token ? await this.#deps.challenges.findLive(sha256(token), Date.now()) : undefined;
    const user = challenge && (await this.#deps.users.findById(challenge.userId));
    // 403, not 401: the console sends the user back to the login form (shell.md §8, R4.21).
    if (!challenge || !user) throw new Forbidden(serverMessages.mfaLoginExpired);
    return { challenge, user };
  }

  /** The step of a right code of the user's own seed, claimed so that the code works once. */
  async #claim(user: UserRow, otp: string): Promise<number | undefined> {
    const step = user.mfaSecret ? totpStep(this.#deps.box.open(user.mfaSecret), otp) : undefined;
    return step !== undefined && (await this.#deps.users.claimMfaStep(user.id, step)) ? step : undefined;
  }

  /**
   * One code attempt within the account's limit: counted before the code is looked at, so a burst
   * of parallel guesses gets no more than the limit; the attempt that reaches it locks the codes.
   */
  async #check(user: UserRow, rightStep: () => Promise<number | undefined>): Promise<CodeCheck> {
    const now = Date.now();
    const attempt = await this.#deps.failures.begin(user.id, now);
    if (attempt.lockedUntil !== undefined) return { kind: 'locked', until: attempt.lockedUntil };
    const step = attempt.attempts <= MAX_WRONG_CODES ? await rightStep() : undefined;
    if (step !== undefined) {
      await this.#deps.failures.clear(user.id);
      return { kind: 'right', step };
    }
    if (attempt.attempts < MAX_WRONG_CODES) return { kind: 'wrong' };
    const until = now + (await this.#deps.security.current()).userLockPolicy.lockMinutes * 60_000;
    await this.#deps.failures.lock(user.id, until);
    return { kind: 'locked', until };
  }

  /** In a login, locked codes end the half-finished login with 403: the console goes back to the form. */
  async #refusedInLogin(check: Refusal, challenge: Challenge): Promise<never> {
    if (check.kind === 'wrong') throw new Unauthorized(serverMessages.otpInvalid);
    await this.#deps.challenges.delete(challenge.tokenHash);
    throw new Forbidden(serverMessages.mfaCodesLocked);
  }
}
