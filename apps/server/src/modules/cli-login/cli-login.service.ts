import { randomUUID } from 'node:crypto';
import { type AccessTokenResponse, type CliLoginResponse, isWebLoginSession, serverMessages } from '@arca/contract';
import type { SecretBox } from '../../lib/encryption.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { type Actor, requireWholeUser } from '../auth/actor.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import type { CliLoginRepository } from './cli-login.repository.ts';

/** The CLI polls for five minutes; the request lives as long. */
export const CLI_LOGIN_TTL_MS = 5 * 60_000;
/** A token from a browser login lasts a year, like a long-lived personal token. */
export const CLI_TOKEN_EXPIRES_IN = 365 * 24 * 3600;

/**
 * The JFrog CLI's browser login (jfrog-wire-compat §2.3): the CLI registers a session id, a
 * logged-in user confirms it in the console with the code the CLI shows, and the CLI collects
 * an access token once. `npm login --auth-type=web` takes the same way with a session the server
 * opens itself (`isWebLoginSession`), which the console approves without a code.
 */
export class CliLoginService {
  readonly #requests: CliLoginRepository;
  readonly #tokens: TokensService;
  readonly #box: SecretBox;
  constructor(requests: CliLoginRepository, tokens: TokensService, box: SecretBox) {
    this.#requests = requests;
    this.#tokens = tokens;
    this.#box = box;
  }

  async request(session: string): Promise<void> {
    // Only the server opens web login sessions: one a client names would skip the code.
    if (isWebLoginSession(session)) throw new Invalid(serverMessages.cliLoginUnknown);
    const now = Date.now();
    if (!(await this.#requests.insert(sha256(session.toLowerCase()), now, now + CLI_LOGIN_TTL_MS))) {
      throw new Conflict(serverMessages.cliLoginExists);
    }
  }

  /**
   * The user confirms with their whole identity (a groups-scoped token may not mint a token of the
   * whole user); an account with an authenticator adds a fresh code, as for any new token.
   */
  async respond(actor: Actor, response: CliLoginResponse, otp: string | undefined): Promise<void> {
    const user = requireWholeUser(actor);
    const session = response.session.toLowerCase();
    if (response.code.toLowerCase() !== session.slice(-4)) throw new Invalid(serverMessages.cliLoginCodeMismatch);
    const hash = sha256(session);
    if (!(await this.#requests.findLive(hash, Date.now()))) throw new Invalid(serverMessages.cliLoginUnknown);
    const description = isWebLoginSession(session) ? 'npm web login' : 'JFrog CLI browser login';
    const token = await this.#tokens.issue(user, { expiresIn: CLI_TOKEN_EXPIRES_IN, description }, { user, otp });
    if (!(await this.#requests.complete(hash, this.#box.seal(JSON.stringify(token)))))
      throw new Invalid(serverMessages.cliLoginUnknown);
  }

  /** 400 while pending (the CLI keeps polling on 400), the token once, then 400 again. */
  async token(session: string): Promise<AccessTokenResponse> {
    const token = await this.collect(session);
    if (!token) throw new Invalid(serverMessages.cliLoginPending);
    return token;
  }

  /** A web login session of npm's, opened here; the user approves it in the console. */
  async openWebLogin(): Promise<string> {
    const uuid = randomUUID();
    // Version 8 (a UUID of one's own making) marks it: the JFrog CLI's sessions are version 4.
    const session = `${uuid.slice(0, 14)}8${uuid.slice(15)}`;
    const now = Date.now();
    await this.#requests.insert(sha256(session), now, now + CLI_LOGIN_TTL_MS);
    return session;
  }

  /** The token once it is approved, undefined while it waits; 400 for an unknown or spent session. */
  async collect(session: string): Promise<AccessTokenResponse | undefined> {
    const hash = sha256(session.toLowerCase());
    const now = Date.now();
    const live = await this.#requests.findLive(hash, now);
    if (!live || live.deliveredAt !== null) throw new Invalid(serverMessages.cliLoginUnknown);
    const sealed = await this.#requests.takeToken(hash, now);
    return sealed ? (JSON.parse(this.#box.open(sealed)) as AccessTokenResponse) : undefined;
  }
}
