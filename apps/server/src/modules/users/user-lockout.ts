import { authErrorCodes, serverMessages } from '@arca/contract';
import type { ChangeListener } from '../../lib/change-listeners.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { type DomainError, TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { LoginLocksRepository } from './login-locks.repository.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** A user's account locked after too many refused passwords. */
export interface UserChange {
  type: 'locked';
  name: string;
}

/**
 * Why an account may not try a password from an address now: locked there, or, for the last
 * administrator, who is never locked, held off there until the failures are old enough.
 */
export type LoginHold = { kind: 'locked' } | { kind: 'limited'; retryAfterSeconds: number };

/** The answer to a password tried while a hold lasts, the right one included. */
export function loginHoldError(hold: LoginHold): DomainError {
  return hold.kind === 'locked'
    ? new Unauthorized(serverMessages.userLocked, authErrorCodes.userLocked)
    : new TooManyRequests(serverMessages.tooManyLoginAttempts, hold.retryAfterSeconds);
}

/**
 * The lock policy for every password check (the console's login, Basic credentials, Crowd, and the
 * calls that ask for the password again). Failures count per account and client address: at the
 * policy's limit within its lock period the account locks at that address only, listeners told in
 * the same transaction, so whoever guesses from one place cannot lock the owner out everywhere. The
 * last administrator is never locked: their failures hold off the address they came from for the
 * lock period instead, with 429, and nothing shows them as locked.
 */
export class UserLockout {
  readonly #users: UsersRepository;
  readonly #locks: LoginLocksRepository;
  readonly #security: SecurityConfigService;
  readonly #listeners: ChangeListener<UserChange> | undefined;

  constructor(deps: {
    users: UsersRepository;
    locks: LoginLocksRepository;
    security: SecurityConfigService;
    listeners?: ChangeListener<UserChange>;
  }) {
    this.#users = deps.users;
    this.#locks = deps.locks;
    this.#security = deps.security;
    this.#listeners = deps.listeners;
  }

  /** What keeps this account from trying a password from this address now, if anything does. */
  async holdOn(user: UserRow, address: string, now: number): Promise<LoginHold | undefined> {
    const row = await this.#locks.find(user.id, clientAddressKey(address));
    if (!row) return undefined;
    if (row.lockedUntil !== null && row.lockedUntil > now) return { kind: 'locked' };
    const { userLockPolicy: policy } = await this.#security.current();
    const heldUntil = row.lastFailureAt + policy.lockMinutes * 60_000;
    if (!policy.enabled || row.failures < policy.loginAttempts || heldUntil <= now) return undefined;
    return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((heldUntil - now) / 1000)) };
  }

  async countFailure(user: UserRow, address: string, now: number): Promise<void> {
    const { userLockPolicy: policy } = await this.#security.current();
    if (!policy.enabled) return;
    const key = clientAddressKey(address);
    const periodMs = policy.lockMinutes * 60_000;
    await this.#locks.forgetStale(user.id, now, periodMs);
    const failures = await this.#locks.recordFailure(user.id, key, now, periodMs);
    if (failures < policy.loginAttempts || (await this.#isLastAdministrator(user))) return;
    await this.#locks.transaction(async (tx) => {
      await this.#locks.lock(user.id, key, now + periodMs, tx);
      await this.#listeners?.changed(tx, [{ type: 'locked', name: user.name }], now);
    });
  }

  /** A right password from this address: its failures there no longer count. */
  async countSuccess(user: UserRow, address: string): Promise<void> {
    await this.#locks.clear(user.id, clientAddressKey(address));
  }

  /** The ids of the accounts locked at some address now. */
  lockedUserIds(now: number): Promise<Set<number>> {
    return this.#locks.lockedUserIds(now);
  }

  /** An administrator's unlock: the account's locks and failures end at every address. */
  async unlock(userId: number): Promise<void> {
    await this.#locks.clearAll(userId);
  }

  /**
   * Locking out the only administrator would leave nobody to unlock anyone; anonymous guesses
   * must never be able to do that.
   */
  async #isLastAdministrator(user: UserRow): Promise<boolean> {
    return user.admin && (await this.#users.countAdmins()) <= 1;
  }
}
