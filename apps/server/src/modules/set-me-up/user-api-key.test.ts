import {
  ACCESS_COOKIE,
  apiPaths,
  integrationMessages,
  integrationPaths,
  OAUTH_REALM,
  type OAuthProviderInput,
  REAUTHENTICATION_HEADER,
  type RepositorySetMeUp,
  serverMessages,
} from '@arca/contract';
import { type OAuthProviderStandIn, startOAuthProvider } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const BASE_URL = 'http://arca.test';
const DEV_PASSWORD = 'Dev-Passw0rd!';
let t: TestApp;
let idp: OAuthProviderStandIn;

const provider = (): OAuthProviderInput => idp.asArcaProvider();

/** What the console puts in the re-authentication header: Basic credentials. */
const reauthenticationValue = (name: string, password: string) => basic(name, password).authorization;

/** A whole OAuth login of `name` through the stand-in provider: the session cookie it ends with. */
async function oauthSession(name: string): Promise<string> {
  const start = await t.server.inject({
    method: 'GET',
    url: `${apiPaths.oauthLoginRequest}?provider=corp&redirectTo=${encodeURIComponent('/integrations')}`,
  });
  const authorize = new URL(String(start.headers.location));
  const code = idp.issueCode(
    authorize.searchParams.get('code_challenge') ?? '',
    `${BASE_URL}${apiPaths.oauthCallback}`,
    { preferred_username: name, email: `${name}@example.com` },
  );
  const back = await t.server.inject({
    method: 'GET',
    url: `${apiPaths.oauthCallback}?code=${code}&state=${authorize.searchParams.get('state')}`,
  });
  const cookie = back.cookies.find((candidate) => candidate.name === ACCESS_COOKIE);
  if (!cookie) throw new Error(`the OAuth login of ${name} failed: ${back.statusCode} ${back.headers.location}`);
  return `${ACCESS_COOKIE}=${cookie.value}`;
}

/** `GET /ui/userApiKey` on a console session, re-authenticated as `name` with `password` unless told otherwise. */
function userApiKey(cookie: string, reauthentication?: string) {
  return t.server.inject({
    method: 'GET',
    url: integrationPaths.userApiKey,
    headers: {
      ...t.asConsole(cookie),
      ...(reauthentication === undefined ? {} : { [REAUTHENTICATION_HEADER]: reauthentication }),
    },
  });
}

/** `POST ui/userProfile` (R28.035) on a console session. */
function profile(cookie: string, password: string) {
  return t.server.inject({
    method: 'POST',
    url: apiPaths.userProfile,
    headers: t.asConsole(cookie),
    payload: { password },
  });
}

/** Who a Bearer token acts as, by the current-user call. */
async function userOf(token: string): Promise<string> {
  const res = await t.server.inject({
    method: 'GET',
    url: apiPaths.currentUser,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().name;
}

beforeAll(async () => {
  idp = await startOAuthProvider();
  t = await buildTestApp({ ARCA_BASE_URL: BASE_URL });
  const configured = await t.server.inject({
    method: 'PUT',
    url: apiPaths.oauthConfig,
    headers: basic('admin', ADMIN_PASSWORD),
    payload: { providers: [provider()] },
  });
  expect(configured.statusCode).toBe(200);
  await t.createUser('dev', DEV_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

describe('the user API key', () => {
  it('R28.116 answers a fresh access token of the signed-in user once the password comes again, stored only as its hash', async () => {
    const cookie = await t.login('dev', DEV_PASSWORD);
    const res = await userApiKey(cookie, reauthenticationValue('dev', DEV_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { apiKey } = res.json();
    expect(apiKey).toMatch(/^[\w-]{64}$/);
    expect(await userOf(apiKey)).toBe('dev');

    const rows = await t.database.db.selectFrom('access_tokens').select(['token_hash', 'scope']).execute();
    const stored = rows.find((row) => row.token_hash === sha256(apiKey));
    expect(stored?.scope).toBe('applied-permissions/user');
    expect(JSON.stringify(rows)).not.toContain(apiKey);

    // Every call is a new token: nothing long-lived is kept to hand out again.
    const again = (await userApiKey(cookie, reauthenticationValue('dev', DEV_PASSWORD))).json().apiKey;
    expect(again).not.toBe(apiKey);
  });

  it('refuses without the re-authentication header, with a wrong password, for another user and for anonymous callers', async () => {
    const cookie = await t.login('dev', DEV_PASSWORD);
    const missing = await userApiKey(cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe(integrationMessages.reauthenticationMissing);

    const wrong = await userApiKey(cookie, reauthenticationValue('dev', 'not-the-password'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toBe(serverMessages.wrongPassword);

    const other = await userApiKey(cookie, reauthenticationValue('admin', ADMIN_PASSWORD));
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0].message).toBe(integrationMessages.reauthenticationOtherUser);

    // A local user's empty password is no re-authentication.
    expect((await userApiKey(cookie, reauthenticationValue('dev', ''))).statusCode).toBe(400);
    expect((await profile(cookie, '')).statusCode).toBe(400);

    const anonymous = await t.server.inject({
      method: 'GET',
      url: integrationPaths.userApiKey,
      headers: { [REAUTHENTICATION_HEADER]: reauthenticationValue('dev', DEV_PASSWORD) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('R2.18 R14.49 R28.035 R28.116 an OAuth user, who has no password here, gets the profile and then a key on the session with an empty password', async () => {
    const cookie = await oauthSession('octavia');
    const fetched = await profile(cookie, '');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ name: 'octavia', email: 'octavia@example.com' });
    const current = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: t.asConsole(cookie) });
    expect(current.json().realm).toBe(OAUTH_REALM);

    const res = await userApiKey(cookie, reauthenticationValue('octavia', ''));
    expect(res.statusCode).toBe(200);
    expect(await userOf(res.json().apiKey)).toBe('octavia');

    // Only the session counts: the empty password is not a way in on its own, and a change still needs a real one.
    const byBasic = await t.server.inject({
      method: 'GET',
      url: integrationPaths.userApiKey,
      headers: { ...basic('octavia', ''), [REAUTHENTICATION_HEADER]: reauthenticationValue('octavia', '') },
    });
    expect(byBasic.statusCode).toBe(401);
    const change = await t.server.inject({
      method: 'PUT',
      url: apiPaths.userProfile,
      headers: t.asConsole(cookie),
      payload: { password: '', email: 'elsewhere@example.com' },
    });
    expect(change.statusCode).toBe(400);
  });

  it('R2.18 an OAuth user has a set-me-up token issued on the session with an empty password, a local user not', async () => {
    await t.createRepositories(['npm-team'], { packageType: 'npm' });
    const issue = (cookie: string, password: string) =>
      t.server.inject({
        method: 'POST',
        url: apiPaths.setMeUpToken('npm-team'),
        headers: t.asConsole(cookie),
        payload: { password },
      });
    const cookie = await oauthSession('olga');
    await t.grant('team-readers', ['npm-team'], { olga: ['READ'], dev: ['READ'] });
    const res = await issue(cookie, '');
    expect(res.statusCode).toBe(200);
    const token = /:_authToken=(\S+)/.exec(res.json().snippets[0].text)?.[1] ?? '';
    expect(await userOf(token)).toBe('olga');

    const local = await issue(await t.login('dev', DEV_PASSWORD), '');
    expect(local.statusCode).toBe(400);
    expect(local.json().errors[0].message).toBe(serverMessages.wrongPassword);
  });

  it('R2.18 offers an OAuth user, who has no password here, no snippet that asks for one; a local user keeps it', async () => {
    await t.createRepositories(['npm-login-check'], { packageType: 'npm' });
    const oauthCookie = await oauthSession('ophelia');
    await t.grant('login-check-readers', ['npm-login-check'], { ophelia: ['READ'], dev: ['READ'] });
    const snippetIds = async (cookie: string) => {
      const res = await t.server.inject({
        method: 'GET',
        url: apiPaths.setMeUpRepository('npm-login-check'),
        headers: t.asConsole(cookie),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as RepositorySetMeUp).snippets.map((snippet) => snippet.id);
    };
    expect(await snippetIds(oauthCookie)).toEqual(['npmrc']);
    expect(await snippetIds(await t.login('dev', DEV_PASSWORD))).toEqual(['npmrc', 'npm-login']);
  });

  it('an OAuth user still needs the header, with their own name', async () => {
    const cookie = await oauthSession('oscar');
    expect((await userApiKey(cookie)).statusCode).toBe(400);
    expect((await userApiKey(cookie, reauthenticationValue('octavia', ''))).statusCode).toBe(403);
  });
});
