import { ACCESS_COOKIE, MFA_COOKIE, REFRESH_COOKIE } from '@arca/contract';
import type { FastifyReply } from 'fastify';

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  /** Remember me: the cookies outlive the browser session, for this many seconds. */
  persistSeconds: number | undefined;
}

/** Sets and clears the session cookies: HttpOnly, SameSite=Lax, Secure behind an https base URL. */
export class SessionCookies {
  readonly #secure: boolean;
  constructor(secure: boolean) {
    this.#secure = secure;
  }

  #options(persistSeconds: number | undefined) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.#secure,
      ...(persistSeconds ? { maxAge: persistSeconds } : {}),
    };
  }

  set(reply: FastifyReply, tokens: IssuedTokens): void {
    reply.setCookie(ACCESS_COOKIE, tokens.accessToken, this.#options(tokens.persistSeconds));
    if (tokens.refreshToken) reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, this.#options(tokens.persistSeconds));
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(ACCESS_COOKIE, this.#options(undefined));
    reply.clearCookie(REFRESH_COOKIE, this.#options(undefined));
  }

  /** The half-finished login, for as long as it may wait for its one-time password. */
  setMfa(reply: FastifyReply, token: string, seconds: number): void {
    reply.setCookie(MFA_COOKIE, token, this.#options(seconds));
  }

  clearMfa(reply: FastifyReply): void {
    reply.clearCookie(MFA_COOKIE, this.#options(undefined));
  }
}
