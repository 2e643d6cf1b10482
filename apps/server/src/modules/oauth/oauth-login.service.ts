import { createHash, randomBytes } from 'node:crypto';
import { isValidUserName, OAUTH_REALM, type OAuthErrorCode } from '@arca/contract';
import type { SecretBox } from '../../lib/encryption.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { OAuthConfigService, OAuthProvider } from './oauth-config.service.ts';
import type { OAuthStatesRepository } from './oauth-states.repository.ts';

/** A started login waits this long for the provider to send the browser back. */
export const STATE_TTL_MS = 10 * 60_000;
/** Each call to the provider gets this long. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/**
 * Why a login failed: `code` goes to the login page, `detail` to the log. Neither ever holds a
 * secret, a code or a token.
 */
export class OAuthLoginFailure extends Error {
  readonly code: OAuthErrorCode;
  readonly detail: Record<string, string | number>;
  constructor(code: OAuthErrorCode, detail: Record<string, string | number> = {}) {
    super(`OAuth login failed: ${code}`);
    this.code = code;
    this.detail = detail;
  }
}

export interface OAuthLoginDeps {
  config: OAuthConfigService;
  states: OAuthStatesRepository;
  users: UsersRepository;
  box: SecretBox;
  /** The absolute callback address the provider sends the browser back to. */
  callbackUrl: string;
  /** What the provider's token and user-info addresses may be (lib/outbound-guard.ts). */
  guard: OutboundGuard;
}

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** A path inside the console for `redirectTo` (e.g. `/packages`), or its start. */
function consoleTarget(redirectTo: string | undefined): string {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//')) return '/';
  return redirectTo;
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The authorization-code flow with PKCE (R4.30, R28.015): the start stores a single-use state and
 * sends the browser to the provider; the callback spends the state, trades the code for an access
 * token, asks the provider who the user is and finds (or creates) that user here.
 */
export class OAuthLoginService {
  readonly #deps: OAuthLoginDeps;
  constructor(deps: OAuthLoginDeps) {
    this.#deps = deps;
  }

  /** The provider's authorize address for a new login. */
  async start(providerName: string, redirectTo: string | undefined): Promise<string> {
    const provider = await this.#deps.config.provider(providerName);
    if (!provider) throw new OAuthLoginFailure('unknown_provider', { provider: providerName });
    const state = newToken();
    const verifier = randomBytes(48).toString('base64url');
    const now = Date.now();
    await this.#deps.states.insert(
      sha256(state),
      { provider: provider.name, redirectTo: consoleTarget(redirectTo), sealedVerifier: this.#deps.box.seal(verifier) },
      now,
      now + STATE_TTL_MS,
    );
    const url = new URL(provider.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', this.#deps.callbackUrl);
    if (provider.scope) url.searchParams.set('scope', provider.scope);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', pkceChallenge(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.href;
  }

  /** The user the provider vouches for, and the console path to open (without the /ui base). */
  async complete(input: CallbackInput): Promise<{ user: UserRow; redirectTo: string }> {
    const pending = input.state ? await this.#deps.states.take(sha256(input.state), Date.now()) : undefined;
    if (!pending) throw new OAuthLoginFailure('invalid_state');
    const provider = await this.#deps.config.provider(pending.provider);
    if (!provider) throw new OAuthLoginFailure('unknown_provider', { provider: pending.provider });
    if (input.error || !input.code) {
      throw new OAuthLoginFailure('denied', {
        provider: provider.name,
        error: (input.error ?? 'no code').slice(0, 64),
      });
    }
    const accessToken = await this.#exchange(provider, input.code, this.#deps.box.open(pending.sealedVerifier));
    const identity = await this.#identity(provider, accessToken);
    return { user: await this.#userFor(provider, identity), redirectTo: pending.redirectTo };
  }

  async #exchange(provider: OAuthProvider, code: string, verifier: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.#deps.callbackUrl,
      client_id: provider.clientId,
      code_verifier: verifier,
    });
    if (provider.clientSecret !== null) form.set('client_secret', provider.clientSecret);
    const response = await this.#deps.guard
      .fetch(provider.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      .catch((error: unknown) => {
        throw new OAuthLoginFailure('token_failed', { provider: provider.name, cause: String(error).slice(0, 200) });
      });
    const body = await readJson(response);
    const token = body?.access_token;
    if (!response.ok || typeof token !== 'string' || token === '') {
      // The provider's error code (e.g. invalid_grant) is safe to log; the rest of its answer is not read.
      const reason = typeof body?.error === 'string' ? body.error.slice(0, 64) : 'no access token';
      throw new OAuthLoginFailure('token_failed', { provider: provider.name, status: response.status, reason });
    }
    return token;
  }

  async #identity(provider: OAuthProvider, accessToken: string): Promise<{ name: string; email: string }> {
    const response = await this.#deps.guard
      .fetch(provider.userInfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      .catch((error: unknown) => {
        throw new OAuthLoginFailure('userinfo_failed', { provider: provider.name, cause: String(error).slice(0, 200) });
      });
    // An answer left unread would hold its connection until it is collected.
    if (!response.ok) await response.body?.cancel();
    const body = response.ok ? await readJson(response) : undefined;
    if (!body) throw new OAuthLoginFailure('userinfo_failed', { provider: provider.name, status: response.status });
    const raw = body.preferred_username ?? body.login;
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (!isValidUserName(name)) {
      throw new OAuthLoginFailure('invalid_user', { provider: provider.name });
    }
    const email = typeof body.email === 'string' && body.email.length <= 254 ? body.email : '';
    return { name, email };
  }

  /**
   * Only users of the OAuth realm log in this way: an account created here with a password is not
   * taken over by whoever picks the same name at a provider.
   */
  async #userFor(provider: OAuthProvider, identity: { name: string; email: string }): Promise<UserRow> {
    const known = await this.#deps.users.findByName(identity.name);
    if (known) {
      if (known.realm !== OAUTH_REALM)
        throw new OAuthLoginFailure('realm_mismatch', { provider: provider.name, user: known.name });
      if (known.disableUiAccess)
        throw new OAuthLoginFailure('ui_access_disabled', { provider: provider.name, user: known.name });
      return known;
    }
    if (!provider.autoCreateUsers)
      throw new OAuthLoginFailure('unknown_user', { provider: provider.name, user: identity.name });
    const user = await this.#deps.users.insertExternal(identity.name, identity.email, OAUTH_REALM);
    // A racing request may have created the name first; it must still be an OAuth account.
    if (user.realm !== OAUTH_REALM)
      throw new OAuthLoginFailure('realm_mismatch', { provider: provider.name, user: user.name });
    return user;
  }
}
