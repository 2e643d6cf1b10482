import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { ANONYMOUS_USER, authErrorCodes, HTTP_SSO_LOGIN_TYPE, serverMessages, type UserData } from '@arca/contract';
import type { Transaction } from 'kysely';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Database } from '../../db/schema.ts';
import { RedirectToAuthentication, TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/secrets.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import { isPasswordExpired } from '../users/password-expiry.ts';
import { loginHoldError, type UserLockout } from '../users/user-lockout.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { Actor } from './actor.ts';
import { type MfaService, type PendingLogin, passwordSuffices } from './mfa.service.ts';
import type { IssuedTokens } from './session-cookies.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** The access token is short-lived; the refresh token renews it for a working day, or two weeks with remember me. */
export const ACCESS_TTL_MS = 15 * 60_000;
export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const REMEMBER_ME_TTL_MS = 14 * 24 * 60 * 60_000;

/** A login either starts a session or waits for the second factor. */
export type LoginOutcome =
  | { kind: 'session'; tokens: IssuedTokens; user: UserRow }
  | { kind: 'mfa'; pending: PendingLogin; user: UserRow };

export interface AuthServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  security: SecurityConfigService;
  mfa: MfaService;
  lockout: UserLockout;
  changes: DataChanges;
}

export interface SessionLookup {
  actor: Actor;
  /** Set when the access token had expired and the refresh token issued a new one. */
  renewed?: IssuedTokens;
}

export function toUserData(actor: Actor, anonAccessEnabled: boolean): UserData {
  if (actor.kind === 'anonymous') {
    return {
      name: ANONYMOUS_USER,
      admin: false,
      realm: 'internal',
      anonAccessEnabled,
      disableUIAccess: !anonAccessEnabled,
      isDefaultProjectAdmin: false,
    };
  }
  const { user } = actor;
  return {
    name: user.name,
    admin: user.admin,
    realm: user.realm,
    anonAccessEnabled,
    disableUIAccess: user.disableUiAccess,
    isDefaultProjectAdmin: false,
    email: user.email,
  };
}

/**
 * The right password of an account that signs in to clients with tokens only (it has an
 * authenticator): answered and counted as a wrong one. The authentication plugin audits why.
 */
export class PasswordAloneRefused extends Unauthorized {
  readonly userName: string;
  constructor(userName: string) {
    super(serverMessages.badCredentials);
    this.userName = userName;
  }
}

/** How long, and for how many credentials, a checked Basic password is trusted. */
const CHECKED_BASIC_MS = 60_000;
const CHECKED_BASIC_LIMIT = 10_000;
/**
 * How long the account a remembered password opens, and that no hold keeps it from this address,
 * is known without a query while the database does not change: a write is what starts a hold, but
 * time alone can lift one, or start one when the address stops counting as the owner's
 * (user-lockout.ts).
 */
const STILL_PASSING_MS = 1000;

/** A Basic password checked lately: its hash then, and what was found of the account since. */
interface CheckedBasic {
  passwordHash: string;
  until: number;
  passing?: { user: UserRow; address: string; generation: number; at: number };
}

export class AuthService {
  readonly #users: UsersRepository;
  readonly #sessions: SessionsRepository;
  readonly #throttle: LoginThrottle;
  readonly #security: SecurityConfigService;
  readonly #mfa: MfaService;
  readonly #lockout: UserLockout;
  /** Verified against when the user does not exist, so timing does not reveal which names exist. */
  readonly #decoyHash: Promise<string>;
  /** Basic credentials checked lately (see actorForBasic); the key exists only in this process. */
  readonly #checkedBasic = new Map<string, CheckedBasic>();
  readonly #basicKey = createSecretKey(randomBytes(32));
  readonly #changes: DataChanges;

  constructor(deps: AuthServiceDeps) {
    this.#users = deps.users;
    this.#sessions = deps.sessions;
    this.#throttle = deps.throttle;
    this.#security = deps.security;
    this.#mfa = deps.mfa;
    this.#lockout = deps.lockout;
    this.#changes = deps.changes;
    this.#decoyHash = hashPassword(newToken());
  }

  /**
   * Checks a user name and password: the same answer whether the user or the password is wrong.
   * Failures count per name and address and per address (429; lib/login-throttle.ts) and per user
   * and address (lock, when the policy says so; user-lockout.ts). An expired password is refused unless the caller is the change-password flow.
   * `passwordAlone`: the password is the whole sign-in (Basic credentials, npm login), so an account
   * with a second factor is refused, and the failure counts, as if the password were wrong.
   */
  async verifyCredentials(
    name: string,
    password: string,
    address: string,
    options: { allowExpired?: boolean; passwordAlone?: boolean } = {},
  ): Promise<UserRow> {
    const wait = await this.#throttle.retryAfter(name, address);
    if (wait > 0) throw new TooManyRequests(serverMessages.tooManyLoginAttempts, wait);
    const user = await this.#users.findByName(name);
    const now = Date.now();
    const hold = user && (await this.#lockout.holdOn(user, address, now));
    if (hold) {
      await this.#throttle.recordFailure(name, address);
      throw loginHoldError(hold);
    }
    const ok = await verifyPassword(user?.passwordHash ?? (await this.#decoyHash), password);
    if (!user?.passwordHash || !ok) {
      await this.#countFailure(user, name, address, now);
      throw new Unauthorized(serverMessages.badCredentials);
    }
    // Before the success is counted: a password that does not suffice clears no failures.
    if (options.passwordAlone && !passwordSuffices(user)) {
      await this.#countFailure(user, name, address, now);
      throw new PasswordAloneRefused(user.name);
    }
    await this.#lockout.countSuccess(user, address);
    if (!options.allowExpired && (await this.#passwordExpired(user, now))) {
      throw new Unauthorized(serverMessages.passwordExpired, authErrorCodes.passwordExpired);
    }
    return user;
  }

  async #countFailure(user: UserRow | undefined, name: string, address: string, now: number): Promise<void> {
    await this.#throttle.recordFailure(name, address);
    if (user) await this.#lockout.countFailure(user, address, now);
  }

  async #passwordExpired(user: UserRow, now: number): Promise<boolean> {
    return isPasswordExpired(user, (await this.#security.current()).passwordPolicy.expiresInDays, now);
  }

  /**
   * The console login: credentials, then the second factor when the user has or owes one, else a
   * new session. Users whose UI access is disabled are refused.
   */
  async login(name: string, password: string, address: string, remember: boolean): Promise<LoginOutcome> {
    const { httpSso } = await this.#security.current();
    // R6.20: with single sign-on enforced the password form is closed; 420 points to the SSO screen.
    if (httpSso.enabled && httpSso.enforced) throw new RedirectToAuthentication(`/sso/${HTTP_SSO_LOGIN_TYPE}`);
    const user = await this.verifyCredentials(name, password, address);
    if (user.disableUiAccess) throw new Unauthorized(serverMessages.uiAccessDisabled, authErrorCodes.uiAccessDisabled);
    const pending = await this.#mfa.pendingLoginFor(user, remember);
    if (pending) return { kind: 'mfa', pending, user };
    return { kind: 'session', tokens: await this.startSession(user, remember), user };
  }

  async startSession(user: UserRow, remember: boolean): Promise<IssuedTokens> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const ttl = remember ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS;
    await this.#sessions.insert({
      accessHash: sha256(accessToken),
      refreshHash: sha256(refreshToken),
      userId: user.id,
      remember,
      accessExpiresAt: now + ACCESS_TTL_MS,
      expiresAt: now + ttl,
    });
    await this.#users.recordLogin(user.id, now);
    return { accessToken, refreshToken, persistSeconds: remember ? Math.floor(ttl / 1000) : undefined };
  }

  /**
   * The actor behind the session cookies: the access token while it is current, else the refresh
   * token, which then issues a new access token. Unknown, revoked or expired tokens give nothing.
   */
  async actorForSession(
    accessToken: string | undefined,
    refreshToken: string | undefined,
  ): Promise<SessionLookup | undefined> {
    const now = Date.now();
    if (accessToken) {
      const accessHash = sha256(accessToken);
      const session = await this.#sessions.findByAccess(accessHash, now);
      const user = session && (await this.#users.findById(session.userId));
      if (user) return { actor: { kind: 'user', user, via: 'session', sessionTokenHash: accessHash } };
    }
    if (!refreshToken) return undefined;
    const refreshHash = sha256(refreshToken);
    const session = await this.#sessions.findByRefresh(refreshHash, now);
    const user = session && (await this.#users.findById(session.userId));
    if (!session || !user) return undefined;
    const renewedAccess = newToken();
    const accessHash = sha256(renewedAccess);
    await this.#sessions.renewAccess(refreshHash, accessHash, now + ACCESS_TTL_MS);
    const persistSeconds = session.remember ? Math.floor((session.expiresAt - now) / 1000) : undefined;
    return {
      actor: { kind: 'user', user, via: 'session', sessionTokenHash: accessHash },
      renewed: { accessToken: renewedAccess, persistSeconds },
    };
  }

  /**
   * HTTP Basic, as package clients send it on every request. Hashing the password each time would
   * cap the server at tens of requests a second, so a successful check is remembered for a minute
   * under a keyed hash of name and password — together with the stored password hash, so a
   * changed password, a lock, an expiry or a new authenticator takes effect at once. An address
   * held off from the account, or that this node found throttled, goes through the full check, so
   * the memory is no way round them; asking the database about the throttle here would cost every
   * request a query. The password of an account with an authenticator never succeeds here, so it
   * is never remembered (verifyCredentials' `passwordAlone`).
   */
  async actorForBasic(name: string, password: string, address: string): Promise<Actor> {
    const key = createHmac('sha256', this.#basicKey).update(`${name.toLowerCase()}\0${password}`).digest('base64');
    const now = Date.now();
    const remembered = this.#checkedBasic.get(key);
    if (remembered && remembered.until > now && !this.#throttle.seenWaiting(name, address)) {
      const user = await this.#stillPassing(remembered, name, address, now);
      if (user && !(await this.#passwordExpired(user, now))) return { kind: 'user', user, via: 'basic' };
      this.#checkedBasic.delete(key);
    }
    const user = await this.verifyCredentials(name, password, address, { passwordAlone: true });
    if (user.passwordHash) {
      if (this.#checkedBasic.size >= CHECKED_BASIC_LIMIT)
        this.#checkedBasic.delete(this.#checkedBasic.keys().next().value ?? '');
      this.#checkedBasic.set(key, { passwordHash: user.passwordHash, until: now + CHECKED_BASIC_MS });
    }
    return { kind: 'user', user, via: 'basic' };
  }

  /**
   * The account a remembered password still opens from this address, if it does: its hash is the
   * same, a password alone still suffices and no hold keeps it. What was found is known without a
   * query while the database has not changed, for the same address, up to STILL_PASSING_MS.
   */
  async #stillPassing(
    remembered: CheckedBasic,
    name: string,
    address: string,
    now: number,
  ): Promise<UserRow | undefined> {
    // Read before looking: a change while the queries run leaves what they find stale at once.
    const generation = this.#changes.current();
    const { passing } = remembered;
    if (
      passing?.generation === generation &&
      passing.address === address &&
      now >= passing.at &&
      now - passing.at < STILL_PASSING_MS
    )
      return passing.user;
    const user = await this.#users.findByName(name);
    if (!user) return undefined;
    const passes =
      user.passwordHash === remembered.passwordHash &&
      passwordSuffices(user) &&
      !(await this.#lockout.holdOn(user, address, now));
    if (!passes) return undefined;
    remembered.passing = { user, address, generation, at: now };
    return user;
  }

  /** Ends the session behind these cookie values, if they name one; a new login calls it first. */
  async retireSession(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    await this.#sessions.revokeByTokens(
      accessToken ? sha256(accessToken) : undefined,
      refreshToken ? sha256(refreshToken) : undefined,
      Date.now(),
    );
  }

  /**
   * Ends every session of the user, and with each its refresh token: after a password change or
   * reset, or when console access is switched off, no session opened before may outlive it, nor a
   * login still waiting for its second factor. `keep` is the actor making the change: the session it
   * acts through, if any, stays.
   */
  async endSessionsOf(userId: number, options: { keep?: Actor; tx?: Transaction<Database> } = {}): Promise<void> {
    const { keep, tx } = options;
    const keepAccessHash = keep?.kind === 'user' && keep.user.id === userId ? keep.sessionTokenHash : undefined;
    await this.#sessions.revokeAllOfUser(userId, Date.now(), { keepAccessHash, ...(tx ? { tx } : {}) });
    await this.#mfa.endPendingLogins(userId, tx);
  }

  async logout(actor: Actor): Promise<void> {
    if (actor.kind === 'user' && actor.sessionTokenHash)
      await this.#sessions.revoke(actor.sessionTokenHash, Date.now());
  }
}
