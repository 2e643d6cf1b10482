import { ACCESS_COOKIE, apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE, UI_API } from '@arca/contract';
import { resetKeyOf, type SmtpListener, startSmtpListener } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let smtp: SmtpListener;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ ARCA_SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Session {
  access: string;
  refresh: string;
}

/** The Cookie header of a session, as a browser sends it. */
const cookieOf = (session: Session) => `${ACCESS_COOKIE}=${session.access}; ${REFRESH_COOKIE}=${session.refresh}`;

let address = 0;
/** A console login from an address of its own, so no test's failures reach another's. */
async function signIn(user: string, password: string): Promise<Session> {
  address += 1;
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user, password, type: 'login' },
    remoteAddress: `10.44.0.${address}`,
  });
  const access = res.cookies.find((c) => c.name === ACCESS_COOKIE)?.value;
  const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
  if (res.statusCode !== 200 || !access || !refresh) throw new Error(`login of ${user}: ${res.statusCode} ${res.body}`);
  return { access, refresh };
}

/**
 * Who the server takes a session for, by its access token and, separately, by its refresh token
 * alone. A refresh renews the access token, which then replaces the one the session held.
 */
async function holderOf(session: Session): Promise<{ byAccess: string; byRefresh: string }> {
  const current = (cookie: string) =>
    t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
  const byAccess = (await current(`${ACCESS_COOKIE}=${session.access}`)).json().name;
  const refreshed = await current(`${REFRESH_COOKIE}=${session.refresh}`);
  const renewed = refreshed.cookies.find((c) => c.name === ACCESS_COOKIE)?.value;
  if (renewed) session.access = renewed;
  return { byAccess, byRefresh: refreshed.json().name };
}

const ended = { byAccess: 'anonymous', byRefresh: 'anonymous' };
const alive = (name: string) => ({ byAccess: name, byRefresh: name });

async function createUser(username: string, password: string, extra: object = {}) {
  const res = await t.call('POST', apiPaths.accessUsers, {
    username,
    password,
    email: `${username}@example.com`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('sessions end when the credentials behind them change', () => {
  it("M4 a password change in the profile ends the user's other sessions and their refresh tokens, keeping the one that made it", async () => {
    await createUser('pat', 'Pat-Passw0rd-1');
    const maker = await signIn('pat', 'Pat-Passw0rd-1');
    const other = await signIn('pat', 'Pat-Passw0rd-1');
    const res = await t.server.inject({
      method: 'PUT',
      url: apiPaths.userProfile,
      headers: { cookie: cookieOf(maker), ...xhr },
      payload: { password: 'Pat-Passw0rd-1', newPassword: 'Pat-Passw0rd-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await holderOf(other)).toEqual(ended);
    expect(await holderOf(maker)).toEqual(alive('pat'));
  });

  it('M4 a password change on the login screen ends every session of the user', async () => {
    await createUser('quinn', 'Quinn-Passw0rd-1');
    const session = await signIn('quinn', 'Quinn-Passw0rd-1');
    const res = await t.server.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: xhr,
      payload: { userName: 'quinn', oldPassword: 'Quinn-Passw0rd-1', newPassword: 'Quinn-Passw0rd-2' },
      remoteAddress: '10.44.1.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await holderOf(session)).toEqual(ended);
  });

  it("M4 an administrator's password change ends every session of that user, and keeps the administrator's own", async () => {
    await createUser('rosa', 'Rosa-Passw0rd-1');
    await createUser('root2', 'Root2-Passw0rd-1', { admin: true });
    const rosa = await signIn('rosa', 'Rosa-Passw0rd-1');
    const admin = await signIn('root2', 'Root2-Passw0rd-1');
    const res = await t.server.inject({
      method: 'PATCH',
      url: `${UI_API}${apiPaths.accessUsers}/rosa`,
      headers: { cookie: cookieOf(admin), ...xhr },
      payload: { password: 'Rosa-Passw0rd-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await holderOf(rosa)).toEqual(ended);
    expect(await holderOf(admin)).toEqual(alive('root2'));

    // An administrator changing their own password through the API keeps only the session that did it.
    const elsewhere = await signIn('root2', 'Root2-Passw0rd-1');
    const own = await t.server.inject({
      method: 'PATCH',
      url: `${UI_API}${apiPaths.accessUsers}/root2`,
      headers: { cookie: cookieOf(admin), ...xhr },
      payload: { password: 'Root2-Passw0rd-2' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await holderOf(elsewhere)).toEqual(ended);
    expect(await holderOf(admin)).toEqual(alive('root2'));
  });

  it('M4 a reset through a reset key ends every session of the user, refresh tokens included', async () => {
    await createUser('sam', 'Sam-Passw0rd-1');
    const session = await signIn('sam', 'Sam-Passw0rd-1');
    const asked = await t.server.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      headers: xhr,
      payload: { user: 'sam' },
      remoteAddress: '10.44.2.1',
    });
    expect(asked.statusCode).toBe(200);
    const key = resetKeyOf(await smtp.nextMail());
    const reset = await t.server.inject({
      method: 'POST',
      url: `${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`,
      headers: xhr,
      payload: { user: 'sam', password: 'Sam-Passw0rd-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await holderOf(session)).toEqual(ended);
  });

  it('M4 switching UI access off ends every session of that user; other changes keep them', async () => {
    await createUser('tess', 'Tess-Passw0rd-1');
    const session = await signIn('tess', 'Tess-Passw0rd-1');
    const mail = await t.call('PATCH', `${apiPaths.accessUsers}/tess`, { email: 'tess@corp.example' });
    expect(mail.statusCode).toBe(200);
    expect(await holderOf(session)).toEqual(alive('tess'));

    const off = await t.call('PATCH', `${apiPaths.accessUsers}/tess`, { disable_ui_access: true });
    expect(off.statusCode).toBe(200);
    expect(await holderOf(session)).toEqual(ended);
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('refresh_hash', '=', sha256(session.refresh))
      .executeTakeFirstOrThrow();
    expect(stored.revoked_at).not.toBeNull();
    // The API, which UI access does not cover, still accepts the user's password.
    const api = await t.call('GET', apiPaths.currentUser, undefined, basic('tess', 'Tess-Passw0rd-1'));
    expect(api.json().name).toBe('tess');
  });

  it('M4 deleting a user ends their sessions: a user created after them does not inherit one', async () => {
    await createUser('uma', 'Uma-Passw0rd-1');
    const session = await signIn('uma', 'Uma-Passw0rd-1');
    expect((await t.call('DELETE', `${apiPaths.accessUsers}/uma`)).statusCode).toBe(204);
    // SQLite may give a new row the id of the deleted last one.
    await createUser('uma2', 'Uma2-Passw0rd-1');
    expect(await holderOf(session)).toEqual(ended);
  });
});
