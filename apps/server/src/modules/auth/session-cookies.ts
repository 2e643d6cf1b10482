import { ACCESS_COOKIE, MFA_COOKIE, REFRESH_COOKIE } from '@arca/contract';
import type { FastifyReply } from 'fastify';

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  /** Remember me: the cookies outlive the browser session, for this many seconds. */
  persistSeconds: number | undefined;
}

/** Ends the session behind the cookies a browser presented, whichever of the two it still has. */
export type RetireSession = (accessToken: string | undefined, refreshToken: string | undefined) => Promise<void>;

/**
 * Sets and clears the session cookies: HttpOnly, SameSite=Lax, and Secure when the public URL is
 * https or the request itself came over TLS.
 */
export class SessionCookies {
  readonly #secure: boolean;
  readonly #retire: RetireSession;
  constructor(secure: boolean, retire: RetireSession = async () => undefined) {
    this.#secure = secure;
    this.#retire = retire;
  }

  #options(reply: FastifyReply, persistSeconds: number | undefined) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.#secure || reply.request.protocol === 'https',
      ...(persistSeconds ? { maxAge: persistSeconds } : {}),
    };
  }

  /**
   * A login's new session. Whatever session the browser held before ends first, so no session
   * id known before the login (planted by someone else, or left from another user) outlives it.
   */
  async startSession(reply: FastifyReply, tokens: IssuedTokens): Promise<void> {
    const { cookies } = reply.request;
    await this.#retire(cookies[ACCESS_COOKIE], cookies[REFRESH_COOKIE]);
    this.set(reply, tokens);
  }

  /** The session's cookies, also when its access token is renewed. */
  set(reply: FastifyReply, tokens: IssuedTokens): void {
    reply.setCookie(ACCESS_COOKIE, tokens.accessToken, this.#options(reply, tokens.persistSeconds));
    if (tokens.refreshToken)
      reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, this.#options(reply, tokens.persistSeconds));
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(ACCESS_COOKIE, this.#options(reply, undefined));
    reply.clearCookie(REFRESH_COOKIE, this.#options(reply, undefined));
  }

  /** The half-finished login, for as long as it may wait for its one-time password. */
  setMfa(reply: FastifyReply, token: string, seconds: number): void {
    reply.setCookie(MFA_COOKIE, token, this.#options(reply, seconds));
  }

  clearMfa(reply: FastifyReply): void {
    reply.clearCookie(MFA_COOKIE, this.#options(reply, undefined));
  }
}
