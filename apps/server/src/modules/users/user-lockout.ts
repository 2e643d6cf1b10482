import { authErrorCodes, type SecurityConfig, serverMessages } from '@arca/contract';
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
 * Why an account may not try a password from an address now: locked there, or held off there until
 * failures are old enough: the last administrator's, who is never locked, or the account's from
 * every address, at an address it has not signed in from lately.
 */
export type LoginHold = { kind: 'locked' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Past this many times the policy's attempts, counted from every address together within its lock
 * period, an account's password is tried only from addresses where it was right lately.
 */
const ACCOUNT_CEILING_FACTOR = 10;
/** An address where the account's password was right within this time is the owner's. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

type LockPolicy = SecurityConfig['userLockPolicy'];

function limitedUntil(until: number, now: number): LoginHold {
  return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}

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
 *
 * Guesses spread over many addresses (an IPv6 /48 holds 65,536 /64s) each stay under that lock, so
 * the account's failures from all addresses are counted too: past ACCOUNT_CEILING_FACTOR times the
 * policy's attempts within its lock period, addresses where the password was not right within
 * KNOWN_ADDRESS_MS wait (429) until the count drops, without their password being checked. The
 * owner, at an address they signed in from, is never held off by others' guesses.
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
    const key = clientAddressKey(address);
    const row = await this.#locks.find(user.id, key);
    if (row?.lockedUntil != null && row.lockedUntil > now) return { kind: 'locked' };
    const { userLockPolicy: policy } = await this.#security.current();
    if (!policy.enabled) return undefined;
    if (row && row.failures >= policy.loginAttempts) {
      const heldUntil = row.lastFailureAt + policy.lockMinutes * 60_000;
      if (heldUntil > now) return limitedUntil(heldUntil, now);
    }
    return this.#accountCeilingHold(user.id, key, policy, now);
  }

  /** Whether the account's failures from every address hold off this one (see the class comment). */
  async #accountCeilingHold(
    userId: number,
    key: string,
    policy: LockPolicy,
    now: number,
  ): Promise<LoginHold | undefined> {
    const periodMs = policy.lockMinutes * 60_000;
    const ceiling = policy.loginAttempts * ACCOUNT_CEILING_FACTOR;
    // Counted first: in quiet times no account is past it, and the known-address look-up is spared.
    const reachedAt = await this.#locks.nthLatestFailureAt(userId, ceiling, now - periodMs);
    if (reachedAt === undefined || (await this.#locks.succeededSince(userId, key, now - KNOWN_ADDRESS_MS)))
      return undefined;
    return limitedUntil(reachedAt + periodMs, now);
  }

  async countFailure(user: UserRow, address: string, now: number): Promise<void> {
    const { userLockPolicy: policy } = await this.#security.current();
    if (!policy.enabled) return;
    const key = clientAddressKey(address);
    const periodMs = policy.lockMinutes * 60_000;
    await this.#locks.forgetStale(user.id, now, periodMs);
    await this.#locks.recordAccountFailure(user.id, now, now - periodMs);
    const failures = await this.#locks.recordFailure(user.id, key, now, periodMs);
    if (failures < policy.loginAttempts || (await this.#isLastAdministrator(user))) return;
    await this.#locks.transaction(async (tx) => {
      await this.#locks.lock(user.id, key, now + periodMs, tx);
      await this.#listeners?.changed(tx, [{ type: 'locked', name: user.name }], now);
    });
  }

  /**
   * A right password from this address: its failures there no longer count, and the address is
   * known as the owner's. The account's failures from every address stay counted.
   */
  async countSuccess(user: UserRow, address: string, now = Date.now()): Promise<void> {
    const key = clientAddressKey(address);
    await this.#locks.clear(user.id, key);
    await this.#locks.recordSuccess(user.id, key, now, now - KNOWN_ADDRESS_MS);
  }

  /** The ids of the accounts locked at some address now. */
  lockedUserIds(now: number): Promise<Set<number>> {
    return this.#locks.lockedUserIds(now);
  }

  /**
   * An administrator's unlock: the account's locks and failures end at every address, and with
   * them the hold its failures from every address put on new ones.
   */
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
