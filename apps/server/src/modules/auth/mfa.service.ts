import { type MfaEnrollment, serverMessages } from '@arca/contract';
import type { SecretBox } from '../../lib/encryption.ts';
import { Conflict, Forbidden, Unauthorized } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { Challenge, MfaChallengesRepository } from './mfa-challenges.repository.ts';
import { newTotpSecret, otpauthUrl, totpStep } from './totp.ts';

/** A login waits five minutes for its code, and allows five wrong ones. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_OTP_ATTEMPTS = 5;
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
  box: SecretBox;
  security: SecurityConfigService;
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
    if (!challenge.pendingSecret) throw new Forbidden(serverMessages.mfaLoginExpired);
    const step = totpStep(this.#deps.box.open(challenge.pendingSecret), otp);
    if (step === undefined) return this.#wrongCode(challenge);
    await this.#deps.users.setMfaSecret(user.id, challenge.pendingSecret, step);
    await this.#deps.challenges.delete(challenge.tokenHash);
    return { user, remember: challenge.remember };
  }

  /** Checks a code against the user's seed; each code works once. */
  async verify(token: string | undefined, otp: string): Promise<PassedLogin> {
    const { challenge, user } = await this.#live(token);
    if (!user.mfaSecret) throw new Forbidden(serverMessages.mfaLoginExpired);
    const step = totpStep(this.#deps.box.open(user.mfaSecret), otp);
    if (step === undefined || !(await this.#deps.users.claimMfaStep(user.id, step))) return this.#wrongCode(challenge);
    await this.#deps.challenges.delete(challenge.tokenHash);
    return { user, remember: challenge.remember };
  }

  async #live(token: string | undefined): Promise<{ challenge: Challenge; user: UserRow }> {
    const challenge = token ? await this.#deps.challenges.findLive(sha256(token), Date.now()) : undefined;
    const user = challenge && (await this.#deps.users.findById(challenge.userId));
    // 403, not 401: the console sends the user back to the login form (shell.md §8, R4.21).
    if (!challenge || !user) throw new Forbidden(serverMessages.mfaLoginExpired);
    return { challenge, user };
  }

  async #wrongCode(challenge: Challenge): Promise<never> {
    const attempts = await this.#deps.challenges.countAttempt(challenge.tokenHash);
    if (attempts >= MAX_OTP_ATTEMPTS) {
      await this.#deps.challenges.delete(challenge.tokenHash);
      throw new Forbidden(serverMessages.mfaLoginExpired);
    }
    throw new Unauthorized(serverMessages.otpInvalid);
  }
}
