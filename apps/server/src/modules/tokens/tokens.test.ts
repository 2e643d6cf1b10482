import {
  ADMIN_SCOPE,
  apiPaths,
  DEFAULT_SECURITY_CONFIG,
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  serverMessages,
  USER_SCOPE,
} from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const admin = basic('admin', ADMIN_PASSWORD);
const dev = basic('dev', 'Dev-Passw0rd!');

function createToken(headers: Record<string, string>, payload: object = {}) {
  return t.server.inject({ method: 'POST', url: apiPaths.accessTokens, headers, payload });
}

async function whoAmI(headers: Record<string, string>) {
  const res = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers });
  return res.statusCode === 200 ? res.json().name : res.statusCode;
}

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: admin,
    payload: { username: 'dev', password: 'Dev-Passw0rd!', email: 'dev@example.com' },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('POST /access/api/v1/tokens', () => {
  it('issues a user-scoped token for a year, shown once, that works as Bearer, as Basic password and as X-JFrog-Art-Api', async () => {
    const res = await createToken(dev, { description: 'CI' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: USER_SCOPE, token_type: 'Bearer', expires_in: DEFAULT_TOKEN_EXPIRY_SECONDS });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(body.refresh_token).toBeUndefined();

    expect(await whoAmI({ authorization: `Bearer ${body.access_token}` })).toBe('dev');
    expect(await whoAmI(basic('dev', body.access_token))).toBe('dev');
    expect(await whoAmI({ 'x-jfrog-art-api': body.access_token })).toBe('dev');
    // Another user's name with this token is just a wrong password.
    expect(await whoAmI(basic('admin', body.access_token))).toBe(401);
  });

  it('takes the form body that scripts post', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessTokens,
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&scope=applied-permissions%2Fadmin&expires_in=600&refreshable=true',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scope: ADMIN_SCOPE, expires_in: 600 });
    expect(res.json().refresh_token).toEqual(expect.any(String));
  });

  it('keeps the admin and groups scopes, tokens that never expire and tokens for others to administrators', async () => {
    const adminScope = await createToken(dev, { scope: ADMIN_SCOPE });
    expect(adminScope.statusCode).toBe(403);
    expect(adminScope.json().errors[0].message).toBe(serverMessages.tokenScopeNotAllowed(ADMIN_SCOPE));
    // Asking for a token that never expires gives a non-administrator the longest lifetime allowed.
    const forever = await createToken(dev, { expires_in: 0 });
    expect(forever.json().expires_in).toBe(DEFAULT_SECURITY_CONFIG.tokenPolicy.maxExpiresInSeconds);
    expect((await createToken(dev, { username: 'admin' })).statusCode).toBe(403);
    expect((await createToken(dev, { scope: 'applied-permissions/groups:readers' })).statusCode).toBe(403);

    const forDev = await createToken(admin, { username: 'dev', expires_in: 0 });
    expect(forDev.statusCode).toBe(200);
    expect(await whoAmI({ authorization: `Bearer ${forDev.json().access_token}` })).toBe('dev');
    expect((await createToken(admin, { username: 'nobody' })).statusCode).toBe(400);
    expect((await createToken({}, {})).statusCode).toBe(401);
  });

  it('replaces a refreshable token once: the old token stops working and the refresh token is spent', async () => {
    const first = (await createToken(dev, { refreshable: true, expires_in: 3600 })).json();
    const refreshed = await createToken({}, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ scope: USER_SCOPE, expires_in: 3600 });
    expect(await whoAmI({ authorization: `Bearer ${refreshed.json().access_token}` })).toBe('dev');
    expect(await whoAmI({ authorization: `Bearer ${first.access_token}` })).toBe(401);

    const again = await createToken({}, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].message).toBe(serverMessages.refreshTokenInvalid);
  });
});

describe('listing and revoking tokens', () => {
  it("lists a user's own live tokens without their secrets; an administrator sees everyone's", async () => {
    const mine = (await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: dev })).json();
    expect(mine.tokens.length).toBeGreaterThan(0);
    expect(mine.tokens.every((token: { subject: string }) => token.subject === 'dev')).toBe(true);
    expect(JSON.stringify(mine)).not.toMatch(/access_token|refresh_token/);
    expect(mine.tokens[0]).toEqual(
      expect.objectContaining({ token_id: expect.any(String), scope: USER_SCOPE, issued_at: expect.any(Number) }),
    );
    const all = (await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: admin })).json();
    expect(all.tokens.some((token: { subject: string }) => token.subject === 'admin')).toBe(true);
  });

  it('revokes a token at once; a user cannot revoke what is not theirs', async () => {
    const token = (await createToken(dev)).json();
    const adminToken = (await createToken(admin)).json();
    const url = (id: string) => `${apiPaths.accessTokens}/${id}`;

    expect((await t.server.inject({ method: 'DELETE', url: url(adminToken.token_id), headers: dev })).statusCode).toBe(
      404,
    );
    expect(await whoAmI({ authorization: `Bearer ${adminToken.access_token}` })).toBe('admin');

    expect((await t.server.inject({ method: 'DELETE', url: url(token.token_id), headers: dev })).statusCode).toBe(200);
    expect(await whoAmI({ authorization: `Bearer ${token.access_token}` })).toBe(401);
    expect((await t.server.inject({ method: 'DELETE', url: url(token.token_id), headers: dev })).statusCode).toBe(404);
  });
});
