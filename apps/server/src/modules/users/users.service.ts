import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccessUser,
  type AccessUserDetails,
  type CreateUserRequest,
  serverMessages,
  type UpdateUserRequest,
  type UserDetailsList,
  type UserList,
} from '@arca/contract';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { missingNames } from '../../lib/names.ts';
import { generatePassword, hashPassword } from '../../lib/secrets.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { PermissionsRepository } from '../permissions/permissions.repository.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { isPasswordExpired } from './password-expiry.ts';
import type { UserLockout } from './user-lockout.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export const ADMIN_USER = 'admin';
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

export function toAccessUser(user: UserRow): AccessUser {
  return {
    username: user.name,
    email: user.email,
    admin: user.admin,
    disable_ui_access: user.disableUiAccess,
    realm: user.realm,
    status: 'enabled',
  };
}

export function toAccessUserDetails(
  user: UserRow,
  state: { groups: string[]; locked: boolean; passwordLifetimeDays: number; now: number },
): AccessUserDetails {
  return {
    ...toAccessUser(user),
    groups: state.groups,
    last_logged_in: user.lastLoginAt === null ? null : new Date(user.lastLoginAt).toISOString(),
    locked: state.locked,
    password_expired: isPasswordExpired(user, state.passwordLifetimeDays, state.now),
  };
}

export class UsersService {
  readonly #users: UsersRepository;
  readonly #security: SecurityConfigService;
  readonly #groups: GroupsRepository;
  readonly #permissions: PermissionsRepository;
  readonly #lockout: UserLockout;
  readonly #sessions: Pick<AuthService, 'endSessionsOf'>;
  readonly #uri: (name: string) => string;
  constructor(deps: {
    users: UsersRepository;
    security: SecurityConfigService;
    groups: GroupsRepository;
    permissions: PermissionsRepository;
    lockout: UserLockout;
    /** Ends a user's sessions when their password or console access changes. */
    sessions: Pick<AuthService, 'endSessionsOf'>;
    /** The address of one user in the Access v2 API. */
    uri: (name: string) => string;
  }) {
    this.#users = deps.users;
    this.#security = deps.security;
    this.#groups = deps.groups;
    this.#permissions = deps.permissions;
    this.#lockout = deps.lockout;
    this.#sessions = deps.sessions;
    this.#uri = deps.uri;
  }

  async list(actor: Actor): Promise<UserList> {
    requireAdmin(actor);
    const users = await this.#users.list();
    return {
      users: users.map((user) => ({
        username: user.name,
        uri: this.#uri(user.name),
        realm: user.realm,
        status: 'enabled',
      })),
    };
  }

  /** Every user in full, with their groups read once for all. */
  async listDetails(actor: Actor): Promise<UserDetailsList> {
    requireAdmin(actor);
    const now = Date.now();
    const [users, memberships, passwordLifetimeDays, locked] = await Promise.all([
      this.#users.list(),
      this.#groups.memberships(),
      this.#passwordLifetimeDays(),
      this.#lockout.lockedUserIds(now),
    ]);
    const groupsOf = Map.groupBy(memberships, (membership) => membership.userName);
    return {
      users: users.map((user) =>
        toAccessUserDetails(user, {
          groups: (groupsOf.get(user.name) ?? []).map((membership) => membership.groupName),
          locked: locked.has(user.id),
          passwordLifetimeDays,
          now,
        }),
      ),
    };
  }

  async get(actor: Actor, name: string): Promise<AccessUserDetails> {
    requireAdmin(actor);
    return this.#describe(await this.#existing(name));
  }

  /** Artifactory's `lockedUsers`: the names of the users locked out now, at any address. */
  async lockedUsers(actor: Actor): Promise<string[]> {
    requireAdmin(actor);
    const [users, locked] = await Promise.all([this.#users.list(), this.#lockout.lockedUserIds(Date.now())]);
    return users.filter((user) => locked.has(user.id)).map((user) => user.name);
  }

  /** Ends the user's locks and counted failures at every address. */
  async unlock(actor: Actor, name: string): Promise<void> {
    requireAdmin(actor);
    await this.#lockout.unlock((await this.#existing(name)).id);
  }

  /** Expired, the user must choose a new password at their next login. */
  async setPasswordExpired(actor: Actor, name: string, expired: boolean): Promise<void> {
    requireAdmin(actor);
    await this.#users.setPasswordExpired((await this.#existing(name)).id, expired);
  }

  /**
   * Changes only the fields given. The last administrator keeps the flag: without one, nobody
   * could administer the platform from the browser again. A new password ends the user's sessions
   * (but the one an administrator changing their own makes it through), and so does switching
   * console access off.
   */
  async update(actor: Actor, name: string, input: UpdateUserRequest): Promise<AccessUserDetails> {
    requireAdmin(actor);
    const user = await this.#existing(name);
    if (input.password !== undefined) await this.#security.assertPasswordAllowed(input.password);
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    const fields = {
      email: input.email ?? user.email,
      admin: input.admin ?? user.admin,
      disableUiAccess: input.disable_ui_access ?? user.disableUiAccess,
    };
    await this.#groups.transaction(async (tx) => {
      await this.#users.update(user.id, fields, tx);
      if (user.admin && !fields.admin && (await this.#users.countAdmins(tx)) === 0) {
        throw new Conflict(serverMessages.lastAdministrator);
      }
      if (passwordHash !== undefined) await this.#users.updatePassword(user.id, passwordHash, tx);
      const uiAccessEnds = fields.disableUiAccess && !user.disableUiAccess;
      if (uiAccessEnds) await this.#sessions.endSessionsOf(user.id, { tx });
      else if (passwordHash !== undefined) await this.#sessions.endSessionsOf(user.id, { keep: actor, tx });
      if (input.groups !== undefined)
        await this.#groups.setGroupsOf(user.id, await this.#groupIds(input.groups, tx), tx);
    });
    return this.#describe(await this.#existing(name));
  }

  async delete(actor: Actor, name: string): Promise<void> {
    requireAdmin(actor);
    const user = await this.#existing(name);
    await this.#groups.transaction(async (tx) => {
      await this.#users.delete(user.id, tx);
      if (user.admin && (await this.#users.countAdmins(tx)) === 0) throw new Conflict(serverMessages.lastAdministrator);
    });
    await this.#permissions.forgetPrincipal('users', user.name);
  }

  async #existing(name: string) {
    const user = await this.#users.findByName(name);
    if (!user) throw new NotFound(serverMessages.userNotFound(name));
    return user;
  }

  /** The ids of these groups; any name without a group refuses the whole request. */
  async #groupIds(names: readonly string[], tx: Transaction<Database>): Promise<number[]> {
    const groups = await this.#groups.findByNames(names, tx);
    const unknown = missingNames(names, groups);
    if (unknown.length > 0) throw new Invalid(serverMessages.unknownGroups(unknown));
    return groups.map((group) => group.id);
  }

  async #passwordLifetimeDays(): Promise<number> {
    return (await this.#security.current()).passwordPolicy.expiresInDays;
  }

  async #describe(user: UserRow): Promise<AccessUserDetails> {
    const now = Date.now();
    const groups = (await this.#groups.groupsOf(user.id)).map((group) => group.name);
    const locked = (await this.#lockout.lockedUserIds(now)).has(user.id);
    return toAccessUserDetails(user, { groups, locked, passwordLifetimeDays: await this.#passwordLifetimeDays(), now });
  }

  async create(actor: Actor, input: CreateUserRequest): Promise<AccessUserDetails> {
    requireAdmin(actor);
    if (await this.#users.findByName(input.username)) throw new Conflict(serverMessages.userExists(input.username));
    await this.#security.assertPasswordAllowed(input.password);
    const passwordHash = await hashPassword(input.password);
    // A new user joins the auto-join groups with the same write, or not at all.
    const user = await this.#groups.transaction(async (tx) => {
      const created = await this.#users.insert(
        {
          name: input.username,
          email: input.email,
          passwordHash,
          admin: input.admin ?? false,
          disableUiAccess: input.disable_ui_access ?? false,
        },
        tx,
      );
      await this.#groups.joinAutoJoinGroups(created.id, tx);
      if (input.groups !== undefined)
        await this.#groups.addMembersTo(await this.#groupIds(input.groups, tx), created.id, tx);
      return created;
    });
    return this.#describe(user);
  }

  /**
   * Creates the first administrator when there is none. Its password is ARCA_ADMIN_PASSWORD or,
   * when unset, generated, printed once and written to data/initial-admin-password (mode 0600).
   */
  async bootstrapAdmin(options: {
    dataDir: string;
    password: string | undefined;
    log: Logger;
    print: (line: string) => void;
  }) {
    if (await this.#users.findByName(ADMIN_USER)) return;
    const password = options.password ?? generatePassword();
    try {
      await this.#users.insert({
        name: ADMIN_USER,
        email: 'admin@localhost',
        passwordHash: await hashPassword(password),
        admin: true,
        disableUiAccess: false,
      });
    } catch (error) {
      // Another node bootstrapped the same database at the same moment.
      if (await this.#users.findByName(ADMIN_USER)) return;
      throw error;
    }
    options.log.info({ user: ADMIN_USER }, 'created the first administrator');
    if (options.password) return;
    const file = join(options.dataDir, INITIAL_PASSWORD_FILE);
    if (!existsSync(file)) writeFileSync(file, `${password}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    options.print(`Initial password of user '${ADMIN_USER}': ${password}  (also in ${file})`);
  }
}
