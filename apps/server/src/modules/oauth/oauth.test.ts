import { createHash } from 'node:crypto';
import {
  ACCESS_COOKIE,
  apiPaths,
  OAUTH_REALM,
  type OAuthConfigView,
  type OAuthProviderEntry,
  type OAuthProviderInput,
  serverMessages,
} from '@arca/contract';
import { type OAuthProfile, type OAuthProviderStandIn, startOAuthProvider } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { OAuthStatesRepository } from './oauth-states.repository.ts';

const BASE_URL = 'http://arca.test';
const CALLBACK = `${BASE_URL}${apiPaths.oauthCallback}`;
const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

let t: TestApp;
let idp: OAuthProviderStandIn;

function providerInput(overrides: Partial<OAuthProviderInput> = {}): OAuthProviderInput {
  return {
    ...idp.asArcaProvider(),
    ...overrides,
  };
}

const putConfig = (providers: OAuthProviderInput[], headers: Record<string, string> = adminBasic) =>
  t.server.inject({ method: 'PUT', url: apiPaths.oauthConfig, headers, payload: { providers } });

/** Starts a login and returns what the provider would receive at /authorize. */
async function startLogin(provider = 'corp', redirectTo = '/packages') {
  const res = await t.server.inject({
    method: 'GET',
    url: `${apiPaths.oauthLoginRequest}?provider=${provider}&redirectTo=${encodeURIComponent(redirectTo)}`,
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The browser's return from the provider, with a code the provider issued for that login. */
async function callback(authorize: URL, profile: OAuthProfile) {
  const code = idp.issueCode(authorize.searchParams.get('code_challenge') ?? '', CALLBACK, profile);
  const state = authorize.searchParams.get('state') ?? '';
  return t.server.inject({ method: 'GET', url: `${apiPaths.oauthCallback}?code=${code}&state=${state}` });
}

const oauthError = (location: unknown) => new URL(String(location), BASE_URL).searchParams.get('oauthError');

beforeAll(async () => {
  idp = await startOAuthProvider();
  t = await buildTestApp({ ARCA_BASE_URL: BASE_URL });
  expect((await putConfig([providerInput()])).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

describe('OAuth settings', () => {
  it('never answer the client secret, only whether one is set, and keep it when a change omits it', async () => {
    const read = await t.server.inject({ method: 'GET', url: apiPaths.oauthConfig, headers: adminBasic });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(idp.clientSecret);
    const [stored] = read.json<OAuthConfigView>().providers;
    expect(stored).toMatchObject({ name: 'corp', clientSecretSet: true });
    expect(stored).not.toHaveProperty('clientSecret');

    const { clientSecret: _omitted, ...withoutSecret } = providerInput({ displayName: 'Corp SSO' });
    const changed = await putConfig([withoutSecret]);
    expect(changed.json<OAuthConfigView>().providers[0]).toMatchObject({
      displayName: 'Corp SSO',
      clientSecretSet: true,
    });
    // The kept secret still works at the token endpoint.
    const res = await callback(await startLogin(), { preferred_username: 'kept-secret', email: 'k@example.com' });
    expect(res.headers.location).toBe('/ui/packages');
  });

  it('L4 need the client secret again when a provider endpoint moves to another origin, and never send it there', async () => {
    const elsewhere = await startOAuthProvider({ clientId: idp.clientId, clientSecret: 'elsewhere-secret' });
    try {
      const { clientSecret: _omitted, ...withoutSecret } = providerInput();
      for (const field of ['tokenUrl', 'userInfoUrl', 'authorizeUrl'] as const) {
        const path = new URL(withoutSecret[field]).pathname;
        const moved = await putConfig([{ ...withoutSecret, [field]: `${elsewhere.url}${path}` }]);
        expect(moved.statusCode, field).toBe(400);
        expect(moved.json()).toEqual({
          errors: [{ status: 400, message: serverMessages.oauthSecretForNewUrl('corp', field, elsewhere.url) }],
        });
      }
      // Another host name for the same machine is another address too.
      const renamed = await putConfig([
        { ...withoutSecret, tokenUrl: withoutSecret.tokenUrl.replace('127.0.0.1', 'localhost') },
      ]);
      expect(renamed.statusCode).toBe(400);
      const read = await t.server.inject({ method: 'GET', url: apiPaths.oauthConfig, headers: adminBasic });
      expect(read.json<OAuthConfigView>().providers[0]).toMatchObject({
        tokenUrl: `${idp.url}/token`,
        clientSecretSet: true,
      });

      // Another path on the same origin keeps it: the secret reaches the provider that had it.
      const samePlace = await putConfig([{ ...withoutSecret, tokenUrl: `${idp.url}/token?tenant=corp` }]);
      expect(samePlace.statusCode, samePlace.body).toBe(200);
      const res = await callback(await startLogin(), { preferred_username: 'l4-stays', email: 'l4@example.com' });
      expect(res.headers.location).toBe('/ui/packages');
      expect(idp.tokenRequests.at(-1)?.get('client_secret')).toBe(idp.clientSecret);
      expect(elsewhere.tokenRequests).toEqual([]);

      // Entered again, the secret goes to the new address.
      const reentered = await putConfig([
        providerInput({ tokenUrl: `${elsewhere.url}/token`, clientSecret: elsewhere.clientSecret }),
      ]);
      expect(reentered.statusCode, reentered.body).toBe(200);
      expect(reentered.json<OAuthConfigView>().providers[0]).toMatchObject({ clientSecretSet: true });
    } finally {
      expect((await putConfig([providerInput()])).statusCode).toBe(200);
      await elsewhere.close();
    }
  });

  it('are stored sealed, not in clear', async () => {
    const row = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'oauth')
      .executeTakeFirst();
    expect(row?.value).toBeDefined();
    expect(row?.value).not.toContain(idp.clientSecret);
  });

  it('are for administrators only', async () => {
    await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: adminBasic,
      payload: { username: 'plain', password: 'Plain-Passw0rd!', email: 'plain@example.com' },
    });
    const cookie = await t.login('plain', 'Plain-Passw0rd!');
    expect((await t.server.inject({ method: 'GET', url: apiPaths.oauthConfig })).statusCode).toBe(401);
    expect(
      (await t.server.inject({ method: 'GET', url: apiPaths.oauthConfig, headers: t.asConsole(cookie) })).statusCode,
    ).toBe(403);
    expect((await putConfig([providerInput()], t.asConsole(cookie))).statusCode).toBe(403);
  });

  it('refuse bad input with 400', async () => {
    expect((await putConfig([providerInput({ name: 'Not A Slug' })])).statusCode).toBe(400);
    expect((await putConfig([providerInput({ tokenUrl: 'ftp://idp.example.com/token' })])).statusCode).toBe(400);
    expect((await putConfig([providerInput(), providerInput()])).statusCode).toBe(400);
    const wrongType = await t.server.inject({
      method: 'PUT',
      url: apiPaths.oauthConfig,
      headers: adminBasic,
      payload: { providers: [{ ...providerInput(), type: 'saml' }] },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('OAuth provider list', () => {
  it('R4.23 R28.016 lists each provider with name, type, url and icon, with or without a registration token', async () => {
    await putConfig([providerInput(), providerInput({ name: 'github', type: 'github', displayName: 'GitHub' })]);
    for (const query of ['', '?registrationToken=abc.DEF-123']) {
      const res = await t.server.inject({ method: 'GET', url: `${apiPaths.oauthProviders}${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<OAuthProviderEntry[]>()).toEqual([
        {
          name: 'corp',
          displayName: 'Corporate sign-in',
          type: 'openid',
          url: `${apiPaths.oauthLoginRequest}?provider=corp`,
          icon: 'openid',
        },
        {
          name: 'github',
          displayName: 'GitHub',
          type: 'github',
          url: `${apiPaths.oauthLoginRequest}?provider=github`,
          icon: 'github',
        },
      ]);
    }
  });

  it('refuses a malformed registration token with 400', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.oauthProviders}?registrationToken=%3Cscript%3E`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('OAuth login', () => {
  it('R4.30 R28.015 sends the browser to the provider with a state and a PKCE S256 challenge', async () => {
    const authorize = await startLogin();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.url}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // Only a hash of the state is kept.
    const state = authorize.searchParams.get('state') ?? '';
    const rows = await t.database.db.selectFrom('oauth_states').select('state_hash').execute();
    expect(rows.map((r) => r.state_hash)).toContain(sha256(state));
    expect(rows.map((r) => r.state_hash)).not.toContain(state);
  });

  it('R4.30 completes at the callback with a session of an oauth-realm user and opens the page asked for', async () => {
    const authorize = await startLogin('corp', '/packages');
    const res = await callback(authorize, {
      preferred_username: 'olivia',
      email: 'olivia@example.com',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/packages');
    const session = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(session?.httpOnly).toBe(true);
    const current = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { cookie: `${ACCESS_COOKIE}=${session?.value}` },
    });
    expect(current.json()).toMatchObject({
      name: 'olivia',
      realm: OAUTH_REALM,
      email: 'olivia@example.com',
      admin: false,
    });
    // The token request carried the client's credentials and the PKCE verifier.
    const form = idp.tokenRequests.at(-1);
    expect(form?.get('client_secret')).toBe(idp.clientSecret);
    const challenge = createHash('sha256')
      .update(form?.get('code_verifier') ?? '')
      .digest('base64url');
    expect(challenge).toBe(authorize.searchParams.get('code_challenge'));
  });

  it('takes the GitHub-style login field and logs an existing oauth user in again', async () => {
    const first = await callback(await startLogin(), { login: 'gina' });
    const again = await callback(await startLogin(), { login: 'gina' });
    expect([first.headers.location, again.headers.location]).toEqual(['/ui/packages', '/ui/packages']);
  });

  it('opens only console paths after the login', async () => {
    const res = await callback(await startLogin('corp', '//evil.example.com/x'), { preferred_username: 'olivia' });
    expect(res.headers.location).toBe('/ui/');
  });

  it('refuses a state used twice, an unknown state and a missing one', async () => {
    const authorize = await startLogin();
    expect((await callback(authorize, { preferred_username: 'olivia' })).headers.location).toBe('/ui/packages');
    const reused = await callback(authorize, { preferred_username: 'olivia' });
    expect(oauthError(reused.headers.location)).toBe('invalid_state');
    expect(reused.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
    const unknown = await t.server.inject({ method: 'GET', url: `${apiPaths.oauthCallback}?code=abc&state=nope` });
    expect(oauthError(unknown.headers.location)).toBe('invalid_state');
    const missing = await t.server.inject({ method: 'GET', url: `${apiPaths.oauthCallback}?code=abc` });
    expect(oauthError(missing.headers.location)).toBe('invalid_state');
  });

  it('forgets a state after ten minutes', async () => {
    const states = new OAuthStatesRepository(t.database.db);
    const now = Date.now();
    await states.insert('expiring', { provider: 'corp', redirectTo: '/', sealedVerifier: 'x' }, now, now + 10 * 60_000);
    expect(await states.take('expiring', now + 10 * 60_000 + 1)).toBeUndefined();
  });

  it('fails when the token endpoint refuses the code, and when the provider refused the login', async () => {
    const authorize = await startLogin();
    const state = authorize.searchParams.get('state') ?? '';
    const refused = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.oauthCallback}?code=forged&state=${state}`,
    });
    expect(refused.headers.location).toBe('/ui/login?oauthError=token_failed');

    const denied = await startLogin();
    const res = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.oauthCallback}?error=access_denied&state=${denied.searchParams.get('state')}`,
    });
    expect(oauthError(res.headers.location)).toBe('denied');
  });

  it('does not exchange a code with a provider on a private network unless the operator allows it', async () => {
    const guarded = await buildTestApp({ ARCA_BASE_URL: BASE_URL, ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const set = await guarded.server.inject({
        method: 'PUT',
        url: apiPaths.oauthConfig,
        headers: adminBasic,
        payload: { providers: [providerInput()] },
      });
      expect(set.statusCode, set.body).toBe(200);
      const started = await guarded.server.inject({
        method: 'GET',
        url: `${apiPaths.oauthLoginRequest}?provider=corp`,
      });
      const authorize = new URL(String(started.headers.location));
      // A code the provider would accept: only the guard stands between it and a session.
      const code = idp.issueCode(authorize.searchParams.get('code_challenge') ?? '', CALLBACK, {
        preferred_username: 'guarded-user',
      });
      const res = await guarded.server.inject({
        method: 'GET',
        url: `${apiPaths.oauthCallback}?code=${code}&state=${authorize.searchParams.get('state')}`,
      });
      expect(oauthError(res.headers.location)).toBe('token_failed');
      expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
    } finally {
      await guarded.close();
    }
  });

  it('refuses unknown users unless the provider may create them, and users of another realm', async () => {
    await putConfig([providerInput({ autoCreateUsers: false })]);
    const unknown = await callback(await startLogin(), { preferred_username: 'stranger' });
    expect(oauthError(unknown.headers.location)).toBe('unknown_user');
    const internal = await callback(await startLogin(), { preferred_username: 'admin' });
    expect(oauthError(internal.headers.location)).toBe('realm_mismatch');
    const badName = await callback(await startLogin(), { preferred_username: 'no spaces allowed' });
    expect(oauthError(badName.headers.location)).toBe('invalid_user');
    await putConfig([providerInput()]);
  });

  it('sends an unknown provider back to the login page and refuses a request without one with 400', async () => {
    const res = await t.server.inject({ method: 'GET', url: `${apiPaths.oauthLoginRequest}?provider=nobody` });
    expect(res.headers.location).toBe('/ui/login?oauthError=unknown_provider');
    expect((await t.server.inject({ method: 'GET', url: apiPaths.oauthLoginRequest })).statusCode).toBe(400);
    const longState = await t.server.inject({
      method: 'GET',
      url: `${apiPaths.oauthCallback}?state=${'x'.repeat(300)}`,
    });
    expect(longState.statusCode).toBe(400);
  });

  it('never writes the client secret, codes or tokens to the logs', async () => {
    const logs = await t.readLogs();
    expect(logs).toContain('OAuth login failed');
    expect(logs).not.toContain(idp.clientSecret);
    expect(idp.accessTokens.length).toBeGreaterThan(0);
    for (const token of idp.accessTokens) expect(logs).not.toContain(token);
    for (const form of idp.tokenRequests) {
      expect(logs).not.toContain(form.get('code'));
      expect(logs).not.toContain(form.get('code_verifier'));
    }
  });
});
