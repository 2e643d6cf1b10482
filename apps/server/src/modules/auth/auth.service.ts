import { ANONYMOUS_USER, serverMessages, type UserData } from '@arca/contract';
import { TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/secrets.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { Actor } from './actor.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** A session lasts a working day, or two weeks with remember me. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const REMEMBER_ME_TTL_MS = 14 * 24 * 60 * 60_000;

export interface LoginResult {
  token: string;
  maxAgeSeconds: number;
  user: UserRow;
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

export class AuthService {
  readonly #users: UsersRepository;
  readonly #sessions: SessionsRepository;
  readonly #throttle: LoginThrottle;
  /** Verified against when the user does not exist, so timing does not reveal which names exist. */
  readonly #decoyHash: Promise<string>;

  constructor(users: UsersRepository, sessions: SessionsRepository, throttle: LoginThrottle) {
    this.#users = users;
    this.#sessions = sessions;
    this.#throttle = throttle;
    this.#decoyHash = hashPassword(newToken());
  }

  /** Checks a user name and password; the same answer whether the user or the password is wrong. */
  async verifyCredentials(name: string, password: string, address: string): Promise<UserRow> {
    const wait = this.#throttle.retryAfter(address);
    if (wait > 0) throw new TooManyRequests(serverMessages.tooManyLoginAttempts, wait);
    const user = await this.#users.findByName(name);
    const ok = await verifyPassword(user?.passwordHash ?? (await this.#decoyHash), password);
    if (!user?.passwordHash || !ok) {
      this.#throttle.recordFailure(address);
      throw new Unauthorized(serverMessages.badCredentials);
    }
    this.#throttle.recordSuccess(address);
    return user;
  }

  async login(name: string, password: string, address: string, remember: boolean): Promise<LoginResult> {
    const user = await this.verifyCredentials(name, password, address);
    const token = newToken();
    const ttl = remember ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS;
    await this.#sessions.insert({ tokenHash: sha256(token), userId: user.id, remember, expiresAt: Date.now() + ttl });
    return { token, maxAgeSeconds: Math.floor(ttl / 1000), user };
  }

  /** The actor behind a session cookie, or undefined when it is unknown, revoked or expired. */
  async actorForSession(token: string): Promise<Actor | undefined> {
    const tokenHash = sha256(token);
    const session = await this.#sessions.findLive(tokenHash, Date.now());
    if (!session) return undefined;
    const user = await this.#users.findById(session.userId);
    return user && { kind: 'user', user, via: 'session', sessionTokenHash: tokenHash };
  }

  async actorForBasic(name: string, password: string, address: string): Promise<Actor> {
    const user = await this.verifyCredentials(name, password, address);
    return { kind: 'user', user, via: 'basic' };
  }

  async logout(actor: Actor): Promise<void> {
    if (actor.kind === 'user' && actor.sessionTokenHash)
      await this.#sessions.revoke(actor.sessionTokenHash, Date.now());
  }
}
