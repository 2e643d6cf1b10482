import type { RegistryToken } from '@arca/contract';
import { Unauthorized } from '../../../lib/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import type { TokensService } from '../../tokens/tokens.service.ts';

/** Five minutes: clients ask again when a token runs out, so it need not outlive a pull. */
export const REGISTRY_TOKEN_SECONDS = 300;
export const REGISTRY_TOKEN_DESCRIPTION = 'Docker registry token';

/**
 * The token endpoint the Bearer challenge names (ADR in docs/decisions.md): a signed-in caller
 * gets an access token of their own, short-lived and revocable like any other, that the registry
 * takes as `Authorization: Bearer`. A caller who signed in with a token gets that token back, so
 * a groups-scoped token never widens into its user's, and no second factor is bypassed.
 */
export class RegistryTokens {
  readonly #tokens: TokensService;

  constructor(tokens: TokensService) {
    this.#tokens = tokens;
  }

  /** `presented`: the token the caller signed in with, when they did with one. */
  async issue(actor: Actor, presented: string | undefined, now = new Date()): Promise<RegistryToken> {
    if (actor.kind !== 'user') throw new Unauthorized('authentication required');
    const issuedAt = now.toISOString();
    if (actor.via === 'token' && presented !== undefined) return answer(presented, REGISTRY_TOKEN_SECONDS, issuedAt);
    const issued = await this.#tokens.issue(actor.user, {
      expiresIn: REGISTRY_TOKEN_SECONDS,
      description: REGISTRY_TOKEN_DESCRIPTION,
    });
    return answer(issued.access_token, issued.expires_in, issuedAt);
  }
}

const answer = (token: string, expiresIn: number, issuedAt: string): RegistryToken => ({
  token,
  access_token: token,
  expires_in: expiresIn,
  issued_at: issuedAt,
});
