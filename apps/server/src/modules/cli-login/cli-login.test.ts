import { randomUUID } from 'node:crypto';
import { apiPaths, cliLoginPaths, serverMessages, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const register = (session: string) =>
  t.server.inject({ method: 'POST', url: cliLoginPaths.request, payload: { session } });
const poll = (session: string) => t.server.inject({ method: 'GET', url: cliLoginPaths.token(session) });
const confirm = (session: string, code: string, headers: Record<string, string> = t.asConsole(cookie)) =>
  t.server.inject({ method: 'POST', url: `${UI_API}${cliLoginPaths.response}`, headers, payload: { session, code } });

describe('JFrog CLI browser login', () => {
  it('R28.037 keeps the CLI waiting with 400, hands the token over once after the user confirms, and the token works', async () => {
    const session = randomUUID();
    expect((await register(session)).statusCode).toBe(200);

    const waiting = await poll(session);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json()).toEqual({ errors: [{ status: 400, message: serverMessages.cliLoginPending }] });

    const confirmed = await confirm(session, session.slice(-4));
    expect(confirmed.statusCode).toBe(200);

    const delivered = await poll(session);
    expect(delivered.statusCode).toBe(200);
    const token = delivered.json();
    expect(token).toMatchObject({
      token_type: 'Bearer',
      scope: 'applied-permissions/user',
      expires_in: 365 * 24 * 3600,
    });
    expect(token.access_token).toHaveLength(64);

    const again = await poll(session);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(serverMessages.cliLoginUnknown);

    const me = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(me.json()).toMatchObject({ name: 'admin', admin: true });
  });

  it('needs a logged-in user and the code the CLI shows', async () => {
    const session = randomUUID();
    await register(session);
    const anonymous = await confirm(session, session.slice(-4), {});
    expect(anonymous.statusCode).toBe(401);
    const wrongCode = await confirm(session, session.slice(-4) === 'abcd' ? 'dcba' : 'abcd');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors[0].message).toBe(serverMessages.cliLoginCodeMismatch);
    expect((await poll(session)).statusCode).toBe(400);
    const unknown = await confirm(randomUUID(), 'ffff');
    expect(unknown.statusCode).toBe(400);
  });

  it('never lets a groups-scoped token confirm a CLI login, which would mint a token of the whole user', async () => {
    await t.call('POST', apiPaths.accessGroups, { name: 'cli-readers' });
    const issued = await t.call('POST', apiPaths.accessTokens, { scope: 'applied-permissions/groups:cli-readers' });
    const scoped = { authorization: `Bearer ${issued.json().access_token}` };
    const session = randomUUID();
    await register(session);
    const refused = await confirm(session, session.slice(-4), scoped);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(serverMessages.scopedTokenRefused);
    expect((await poll(session)).json().errors[0].message).toBe(serverMessages.cliLoginPending);
  });

  it('refuses malformed sessions, a second registration of the same session, and expired requests', async () => {
    expect((await register('not-a-uuid')).statusCode).toBe(400);
    const session = randomUUID();
    await register(session);
    const twice = await register(session);
    expect(twice.statusCode).toBe(409);
    await t.database.db
      .updateTable('cli_login_requests')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await confirm(session, session.slice(-4))).statusCode).toBe(400);
    expect((await poll(session)).json().errors[0].message).toBe(serverMessages.cliLoginUnknown);
  });

  it('answers an unknown Bearer token with 401', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ status: 401, message: serverMessages.tokenInvalid }] });
  });
});
