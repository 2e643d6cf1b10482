import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE } from '@arca/contract';
import type { TestApp } from '../test/build-test-app.ts';

export const FUZZ_USER = 'fuzz-user';
const PASSWORD = 'Fuzz-User-Passw0rd!';
const ADMIN_ALIAS = 'fuzz-admin';

/** Who a fuzz request comes from: anonymous, a plain user and an administrator, by token and by console session. */
export const IDENTITIES = [
  'anonymous',
  'user-token',
  'user-console',
  'user-console-no-csrf',
  'admin-token',
  'admin-console',
  'admin-console-no-csrf',
] as const;
export type IdentityName = (typeof IDENTITIES)[number];

/** Repositories and names the fuzzed instance holds, so generated paths often name something real. */
export const KNOWN_NAMES = [
  'fuzz-generic',
  'fuzz-npm',
  'fuzz-pypi',
  'fuzz-docker',
  'fuzz-maven',
  FUZZ_USER,
  'fuzz-group',
  'fuzz-permission',
  'fuzzproj',
];

/**
 * The accounts the fuzzer acts as. The administrator it fuzzes with is a second one
 * (`fuzz-admin`), so a generated request that demotes, disables or re-passwords an account can
 * hit it, and the first administrator's token repairs it afterwards.
 */
export class FuzzIdentities {
  readonly #app: TestApp;
  #repairToken = '';
  #headers = new Map<IdentityName, Record<string, string>>();
  /** Instance-wide settings a fuzzed request may change in ways that lock the fuzzer out (password policy, request policy). */
  #settings = new Map<string, string>();

  constructor(app: TestApp) {
    this.#app = app;
  }

  headersOf(identity: IdentityName): Record<string, string> {
    return this.#headers.get(identity) ?? {};
  }

  async setUp(): Promise<void> {
    const app = this.#app;
    this.#repairToken = await this.#mint({});
    await app.setAnonymousAccess(true);
    await app.createUser(FUZZ_USER, PASSWORD);
    await app.createUser(ADMIN_ALIAS, PASSWORD);
    for (const url of [apiPaths.securityConfig, apiPaths.requestPolicy]) {
      this.#settings.set(url, (await app.server.inject({ method: 'GET', url, headers: this.#bearer() })).body);
    }
    await this.repair();
  }

  /** Puts both accounts back as they were (enabled, password, role) and signs them in again. */
  async repair(): Promise<void> {
    const app = this.#app;
    const bearer = this.#bearer();
    for (const [url, body] of this.#settings) {
      await app.server.inject({
        method: 'PUT',
        url,
        headers: { ...bearer, 'content-type': 'application/json' },
        payload: body,
      });
    }
    for (const [name, admin] of [
      [FUZZ_USER, false],
      [ADMIN_ALIAS, true],
    ] as const) {
      await app.server.inject({
        method: 'POST',
        url: apiPaths.accessUsers,
        headers: bearer,
        payload: { username: name, password: PASSWORD, email: `${name}@example.com` },
      });
      await app.server.inject({
        method: 'PATCH',
        url: `${apiPaths.accessUsers}/${name}`,
        headers: bearer,
        payload: { password: PASSWORD, admin, disable_ui_access: false },
      });
      await app.server.inject({
        method: 'POST',
        url: `/artifactory/api/security/unlockUsers/${name}`,
        headers: bearer,
      });
      const role = admin ? 'admin' : 'user';
      const token = await this.#mint({ username: name }).catch(() => '');
      const cookie = await this.#login(name);
      this.#headers.set(`${role}-token`, { authorization: `Bearer ${token}` });
      this.#headers.set(`${role}-console`, { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });
      this.#headers.set(`${role}-console-no-csrf`, { cookie });
    }
    this.#headers.set('anonymous', {});
  }

  /**
   * Whether every identity still is who it was and the settings are as they were: a fuzzed request
   * may have signed one out, changed an account, or tightened a policy.
   */
  async intact(): Promise<boolean> {
    for (const [url, body] of this.#settings) {
      const now = await this.#app.server.inject({ method: 'GET', url, headers: this.#bearer() });
      if (now.body !== body) return false;
    }
    for (const [identity, name] of [
      ['user-console', FUZZ_USER],
      ['admin-console', ADMIN_ALIAS],
      ['user-token', FUZZ_USER],
      ['admin-token', ADMIN_ALIAS],
    ] as const) {
      const res = await this.#app.server.inject({
        method: 'GET',
        url: apiPaths.currentUser,
        headers: this.headersOf(identity),
      });
      if (res.statusCode !== 200 || res.json().name !== name) return false;
      if (identity.startsWith('admin') && res.json().admin !== true) return false;
    }
    return true;
  }

  /**
   * Signs in from an address of its own: fuzzed sign-ins with wrong passwords come from the
   * default one, and the per-address throttle they trip must not keep the fuzzer's accounts out.
   */
  async #login(name: string): Promise<string> {
    const res = await this.#app.server.inject({
      method: 'POST',
      url: apiPaths.login,
      remoteAddress: '10.99.0.1',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { user: name, password: PASSWORD, type: 'login' },
    });
    const cookie = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    return cookie ? `${ACCESS_COOKIE}=${cookie.value}` : '';
  }

  #bearer(): Record<string, string> {
    return { authorization: `Bearer ${this.#repairToken}` };
  }

  async #mint(payload: object): Promise<string> {
    const headers = this.#repairToken ? { authorization: `Bearer ${this.#repairToken}` } : undefined;
    const res = await this.#app.call('POST', apiPaths.accessTokens, { expires_in: 0, ...payload }, headers);
    if (res.statusCode !== 200) throw new Error(`minting a token failed: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  }
}
