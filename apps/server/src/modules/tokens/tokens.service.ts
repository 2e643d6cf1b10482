import { randomUUID } from 'node:crypto';
import { type AccessTokenResponse, USER_SCOPE } from '@arca/contract';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { Actor } from '../auth/actor.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { TokensRepository } from './tokens.repository.ts';

export interface IssueOptions {
  /** Seconds; 0 means the token does not expire. */
  expiresIn: number;
  description?: string;
}

/**
 * Access tokens: opaque 64-character strings (the length of the platform's reference tokens),
 * stored as sha256 and shown once, at issue. Token listing, revocation and scopes build on this.
 */
export class TokensService {
  readonly #tokens: TokensRepository;
  readonly #users: UsersRepository;
  constructor(tokens: TokensRepository, users: UsersRepository) {
    this.#tokens = tokens;
    this.#users = users;
  }

  async issue(user: UserRow, options: IssueOptions): Promise<AccessTokenResponse> {
    const accessToken = newToken(48);
    const tokenId = randomUUID();
    await this.#tokens.insert({
      tokenId,
      tokenHash: sha256(accessToken),
      userId: user.id,
      scope: USER_SCOPE,
      description: options.description ?? null,
      expiresAt: options.expiresIn > 0 ? Date.now() + options.expiresIn * 1000 : null,
    });
    return {
      token_id: tokenId,
      access_token: accessToken,
      expires_in: options.expiresIn,
      scope: USER_SCOPE,
      token_type: 'Bearer',
    };
  }

  /** The actor a Bearer token stands for, or undefined for an unknown, revoked or expired token. */
  async actorFor(accessToken: string): Promise<Actor | undefined> {
    const userId = await this.#tokens.findLiveUserId(sha256(accessToken), Date.now());
    const user = userId === undefined ? undefined : await this.#users.findById(userId);
    return user && { kind: 'user', user, via: 'token' };
  }
}
