import { randomUUID } from 'node:crypto';
import {
  type AccessTokenResponse,
  ADMIN_SCOPE,
  type CreateTokenRequest,
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  scopedGroups,
  serverMessages,
  type TokenInfo,
  USER_SCOPE,
} from '@arca/contract';
import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../../lib/errors.ts';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import { missingNames } from '../../lib/names.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { type Actor, requireAdmin, requireUser, requireWholeUser } from '../auth/actor.ts';
import type { MfaService } from '../auth/mfa.service.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { RefreshChain, TokensRepository } from './tokens.repository.ts';

export interface IssueOptions {
  /** Seconds; 0 asks for a token that does not expire, which only an administrator gets. */
  expiresIn: number;
  description?: string | undefined;
  scope?: string;
  refreshable?: boolean;
}

/**
 * Who asks for a token: an account with an authenticator confirms with a fresh code, and the
 * lifetime a non-administrator asks for is capped by the token policy.
 */
export interface TokenRequester {
  user: UserRow;
  /** The one-time password the request carried, if any. */
  otp: string | undefined;
}

/** What issuing a token is checked against, besides who asks. */
export interface IssueRules {
  mfa: MfaService;
  security: SecurityConfigService;
}

/** Who a live token stands for, and until when (epoch ms; null: until revoked). */
interface TokenCaller {
  actor: Actor;
  expiresAt: number | null;
}

/** Tokens presented since the database last changed: every CI job's and developer's, many times over. */
const CALLERS_KEPT = 4096;

/** 48 random bytes: 64 characters of base64url, the length of the platform's reference tokens. */
const TOKEN_BYTES = 48;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{64}$/;

/**
 * Whether a secret could be one of our tokens. A Basic password that cannot be one is checked as
 * a password straight away, so ordinary logins cost no token lookup.
 */
export function isTokenShaped(secret: string): boolean {
  return TOKEN_SHAPE.test(secret);
}

/** What a new token is issued with: its expiry (null: never) and what it carries over. */
interface TokenTerms {
  expiresAt: number | null;
  description?: string | undefined;
  scope?: string;
  refreshable?: boolean;
}

/** The earlier of two expiries, where null never comes. */
function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** Forms send every field as text. */
function readFlag(value: boolean | string | undefined): boolean {
  return value === true || value === 'true';
}

/**
 * Access tokens: opaque 64-character strings (the length of the platform's reference tokens),
 * stored as sha256 and shown once, at issue.
 */
export class TokensService {
  readonly #tokens: TokensRepository;
  readonly #users: UsersRepository;
  readonly #groups: GroupsRepository;
  readonly #rules: IssueRules;
  /** Who each token presented stands for, by its hash, until the database changes (a revocation is one). */
  readonly #callers: CachedReads<TokenCaller | undefined>;

  constructor(
    tokens: TokensRepository,
    users: UsersRepository,
    groups: GroupsRepository,
    rules: IssueRules,
    changes: DataChanges,
  ) {
    this.#tokens = tokens;
    this.#users = users;
    this.#groups = groups;
    this.#rules = rules;
    this.#callers = new CachedReads(changes, CALLERS_KEPT);
  }

  /**
   * Issues a token of `owner`. Without a requester named, the owner asks, with no code: an
   * account with an authenticator is then refused, so no path mints its tokens on a password alone.
   */
  async issue(
    owner: UserRow,
    options: IssueOptions,
    requester: TokenRequester = { user: owner, otp: undefined },
  ): Promise<AccessTokenResponse> {
    await this.#rules.mfa.confirmFresh(requester.user, requester.otp);
    const now = Date.now();
    const expiresIn = await this.#allowedLifetime(options.expiresIn, requester.user);
    const terms = { ...options, expiresAt: expiresIn > 0 ? now + expiresIn * 1000 : null };
    // Whoever asks for the first token decides whether the policy also ends its refreshes.
    return this.#insert(owner, terms, { startedAt: now, capped: !requester.user.admin }, now);
  }

  /**
   * What a non-administrator asks for is capped by the token policy: no lifetime, never expiring
   * or longer than the maximum all give the maximum. An administrator gets what they ask for.
   */
  async #allowedLifetime(expiresIn: number, requester: UserRow): Promise<number> {
    if (requester.admin) return expiresIn;
    const maxExpiresInSeconds = await this.#maxLifetimeSeconds();
    return expiresIn === 0 || expiresIn > maxExpiresInSeconds ? maxExpiresInSeconds : expiresIn;
  }

  async #maxLifetimeSeconds(): Promise<number> {
    return (await this.#rules.security.current()).tokenPolicy.maxExpiresInSeconds;
  }

  async #insert(user: UserRow, terms: TokenTerms, chain: RefreshChain, now: number): Promise<AccessTokenResponse> {
    const accessToken = newToken(TOKEN_BYTES);
    const refreshToken = terms.refreshable ? newToken(TOKEN_BYTES) : undefined;
    const tokenId = randomUUID();
    const scope = terms.scope ?? USER_SCOPE;
    await this.#tokens.insert({
      tokenId,
      tokenHash: sha256(accessToken),
      userId: user.id,
      scope,
      description: terms.description ?? null,
      createdAt: now,
      expiresAt: terms.expiresAt,
      refreshHash: refreshToken === undefined ? null : sha256(refreshToken),
      chain,
    });
    return {
      token_id: tokenId,
      access_token: accessToken,
      ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
      // 0 tells a client the token never expires, so a token that does says at least a second.
      expires_in: terms.expiresAt === null ? 0 : Math.max(1, Math.round((terms.expiresAt - now) / 1000)),
      scope,
      token_type: 'Bearer',
    };
  }

  /**
   * `POST /access/api/v1/tokens`: a token for the caller, or, for an administrator, for anyone.
   * The admin and groups scopes and tokens that never expire are for administrators.
   */
  async create(actor: Actor, input: CreateTokenRequest, otp: string | undefined): Promise<AccessTokenResponse> {
    if (input.grant_type === 'refresh_token') return this.#refresh(input.refresh_token);
    const caller = requireWholeUser(actor);
    const subject =
      input.username === undefined || input.username.toLowerCase() === caller.name.toLowerCase()
        ? caller
        : await this.#otherUser(actor, input.username);
    const scope = input.scope ?? USER_SCOPE;
    await this.#assertScopeAllowed(scope, caller, subject);
    const expiresIn = input.expires_in === undefined ? DEFAULT_TOKEN_EXPIRY_SECONDS : Number(input.expires_in);
    return this.issue(
      subject,
      { expiresIn, description: input.description, scope, refreshable: readFlag(input.refreshable) },
      { user: caller, otp },
    );
  }

  /**
   * The user scope is anyone's; the admin scope only an administrator's, for an administrator; a
   * groups scope only an administrator's to issue, naming groups that exist. Project scopes are not
   * offered and are refused rather than quietly widened.
   */
  async #assertScopeAllowed(scope: string, caller: UserRow, subject: UserRow): Promise<void> {
    if (scope === USER_SCOPE) return;
    if (scope === ADMIN_SCOPE && caller.admin && subject.admin) return;
    const groups = scopedGroups(scope);
    if (groups === undefined || groups.length === 0 || !caller.admin) {
      throw new Forbidden(serverMessages.tokenScopeNotAllowed(scope));
    }
    const unknown = missingNames(groups, await this.#groups.findByNames(groups));
    if (unknown.length > 0) throw new Invalid(serverMessages.unknownGroups(unknown));
  }

  /** The caller's live tokens; an administrator sees everyone's. */
  async list(actor: Actor): Promise<{ tokens: TokenInfo[] }> {
    const caller = requireWholeUser(actor);
    const rows = await this.#tokens.list(caller.admin ? undefined : caller.id);
    return {
      tokens: rows.map((row) => ({
        token_id: row.tokenId,
        subject: row.userName,
        scope: row.scope,
        description: row.description ?? '',
        refreshable: row.refreshable,
        issued_at: Math.floor(row.createdAt / 1000),
        ...(row.expiresAt === null ? {} : { expiry: Math.floor(row.expiresAt / 1000) }),
      })),
    };
  }

  /** Revokes one of the caller's tokens, or anyone's for an administrator. */
  async revoke(actor: Actor, tokenId: string): Promise<void> {
    const caller = requireWholeUser(actor);
    const owned = caller.admin || (await this.#tokens.list(caller.id)).some((row) => row.tokenId === tokenId);
    if (!owned || !(await this.#tokens.revoke(tokenId))) throw new NotFound(serverMessages.tokenNotFound(tokenId));
  }

  /**
   * Revokes the token of this value (`npm logout` names the token itself): the caller's own, or
   * anyone's for an administrator. False when no live token has that value or it is not theirs.
   */
  async revokeByValue(actor: Actor, accessToken: string): Promise<boolean> {
    const caller = requireUser(actor);
    const token = await this.#tokens.findLive(sha256(accessToken), Date.now());
    if (!token || (token.userId !== caller.id && !caller.admin)) return false;
    return this.#tokens.revoke(token.tokenId);
  }

  async #otherUser(actor: Actor, name: string): Promise<UserRow> {
    requireAdmin(actor);
    const user = await this.#users.findByName(name);
    if (!user) throw new Invalid(serverMessages.userNotFound(name));
    return user;
  }

  /**
   * A refresh token works once: the old token goes, a new one with the same scope and lifetime
   * comes. The refresh token is the credential here, so no second factor is asked. A chain a
   * non-administrator started ends the token policy's maximum after its first token, as that
   * token would have: its tokens expire by then and its refresh tokens are refused from then on,
   * so refreshing cannot stretch a capped token into one that never ends.
   */
  async #refresh(refreshToken: string | undefined): Promise<AccessTokenResponse> {
    const now = Date.now();
    const maxLifetime = (await this.#maxLifetimeSeconds()) * 1000;
    const spent = refreshToken
      ? await this.#tokens.spendRefreshToken(sha256(refreshToken), now - maxLifetime)
      : undefined;
    const user = spent && (await this.#users.findById(spent.userId));
    if (!spent || !user) throw new Unauthorized(serverMessages.refreshTokenInvalid);
    const ownExpiry = spent.lifetime === null ? null : now + spent.lifetime;
    const chainEnd = spent.chain.capped ? spent.chain.startedAt + maxLifetime : null;
    return this.#insert(
      user,
      {
        expiresAt: earliest(ownExpiry, chainEnd),
        description: spent.description ?? undefined,
        scope: spent.scope,
        refreshable: true,
      },
      spent.chain,
      now,
    );
  }

  /**
   * The actor a Bearer token stands for, or undefined for an unknown, revoked or expired token:
   * from memory, without a promise, for a token seen since the database last changed, its expiry
   * checked on every call.
   */
  actorFor(accessToken: string): Eventually<Actor | undefined> {
    const hash = sha256(accessToken);
    return andThen(
      this.#callers.get(hash, () => this.#caller(hash)),
      (caller) => (caller && (caller.expiresAt === null || caller.expiresAt > Date.now()) ? caller.actor : undefined),
    );
  }

  async #caller(tokenHash: string): Promise<TokenCaller | undefined> {
    const token = await this.#tokens.findLive(tokenHash, Date.now());
    const user = token === undefined ? undefined : await this.#users.findById(token.userId);
    if (!user || !token) return undefined;
    const groups = scopedGroups(token.scope);
    // A groups-scoped token never carries its user's administrator flag: only the groups count.
    const actor: Actor = groups
      ? { kind: 'user', user: { ...user, admin: false }, via: 'token', scopedGroups: groups }
      : { kind: 'user', user, via: 'token' };
    return { actor, expiresAt: token.expiresAt };
  }
}
