import { apiPaths } from '@arca/contract';

const ADMIN = 'admin';
const DECOY = 'fuzz-decoy';
const DECOY_PASSWORD = 'Fuzz-Decoy-Passw0rd!';

/**
 * Who the schemathesis passes act as, on a fresh instance whose first administrator has this
 * password.
 *
 * The administrator pass sends HTTP Basic credentials whose password is an access token of the
 * first administrator, as package clients and the JFrog CLI do. A token is not a password check:
 * a password would be refused with 429 for minutes once ten sign-ins from 127.0.0.1 had failed
 * (the per-address throttle), and the pass itself fails that many in seconds — invalid Basic
 * probes, fuzzed sign-in calls.
 *
 * A second administrator, the decoy, takes the generated requests that name the first one or its
 * token (hooks.py swaps the values), so DELETE and PATCH of users and tokens still run without
 * ending the pass's own access.
 */
export class FuzzAccounts {
  readonly #baseUrl: string;
  #token = '';
  #decoys: Record<string, string> = {};

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  /** `name:token`, for schemathesis' `--auth`. */
  get basic(): string {
    return `${ADMIN}:${this.#token}`;
  }

  /** The values hooks.py swaps, each for its decoy (user names compared without case). */
  get decoys(): Record<string, string> {
    return this.#decoys;
  }

  async setUp(adminPassword: string): Promise<void> {
    const first = await this.#mint({}, `Basic ${Buffer.from(`${ADMIN}:${adminPassword}`).toString('base64')}`);
    this.#token = first.access_token;
    await this.#call('POST', apiPaths.accessUsers, {
      username: DECOY,
      password: DECOY_PASSWORD,
      email: `${DECOY}@example.com`,
    });
    await this.#call('PATCH', `${apiPaths.accessUsers}/${DECOY}`, { admin: true });
    const decoy = await this.#mint({ username: DECOY }, this.#bearer());
    this.#decoys = { [ADMIN]: DECOY, [first.token_id]: decoy.token_id };
  }

  /** Whether the pass's credentials still act as the first administrator. */
  async stillAdministrator(): Promise<boolean> {
    const answer = await fetch(`${this.#baseUrl}${apiPaths.currentUser}`, {
      headers: { authorization: `Basic ${Buffer.from(this.basic).toString('base64')}` },
    }).catch(() => undefined);
    if (answer?.status !== 200) return false;
    const user = (await answer.json()) as { name?: string; admin?: boolean };
    return user.name === ADMIN && user.admin === true;
  }

  /** Lets anonymous callers in, as an administrator would: the anonymous pass then reaches past sign-in. */
  async allowAnonymousAccess(): Promise<void> {
    const current = (await (await this.#call('GET', apiPaths.securityConfig)).json()) as Record<string, unknown>;
    await this.#call('PUT', apiPaths.securityConfig, { ...current, anonAccessEnabled: true });
  }

  #bearer(): string {
    return `Bearer ${this.#token}`;
  }

  async #mint(body: object, authorization: string): Promise<{ token_id: string; access_token: string }> {
    const answer = await this.#call('POST', apiPaths.accessTokens, { expires_in: 0, ...body }, authorization);
    return (await answer.json()) as { token_id: string; access_token: string };
  }

  async #call(method: string, path: string, body?: object, authorization = this.#bearer()): Promise<Response> {
    const answer = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (answer.status >= 300) {
      throw new Error(
        `setting up the fuzz accounts: ${method} ${path} answered ${answer.status} ${await answer.text()}`,
      );
    }
    return answer;
  }
}
