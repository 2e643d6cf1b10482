import type { ChangeListener } from '../../lib/change-listeners.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

/** A user's account locked after too many refused passwords. */
export interface UserChange {
  type: 'locked';
  name: string;
}

/**
 * The lock policy for every password login (the console's, Basic credentials, Crowd): a refused
 * password counts, and at the policy's limit the account locks, listeners told in the same
 * transaction.
 */
export class UserLockout {
  readonly #users: UsersRepository;
  readonly #security: SecurityConfigService;
  readonly #listeners: ChangeListener<UserChange> | undefined;

  constructor(deps: {
    users: UsersRepository;
    security: SecurityConfigService;
    listeners?: ChangeListener<UserChange>;
  }) {
    this.#users = deps.users;
    this.#security = deps.security;
    this.#listeners = deps.listeners;
  }

  async countFailure(user: UserRow, now: number): Promise<void> {
    const { userLockPolicy } = await this.#security.current();
    if (!userLockPolicy.enabled) return;
    const failures = await this.#users.recordFailedLogin(user.id);
    if (failures < userLockPolicy.loginAttempts) return;
    await this.#users.transaction(async (tx) => {
      await this.#users.lock(user.id, now + userLockPolicy.lockMinutes * 60_000, tx);
      await this.#listeners?.changed(tx, [{ type: 'locked', name: user.name }], now);
    });
  }
}
