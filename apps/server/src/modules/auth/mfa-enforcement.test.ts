import { randomUUID } from 'node:crypto';
import {
  ACCESS_COOKIE,
  apiPaths,
  authErrorCodes,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  cliLoginPaths,
  DEFAULT_SECURITY_CONFIG,
  GOOGLE_AUTHENTICATOR,
  integrationPaths,
  MFA_COOKIE,
  OTP_HEADER,
  OTP_REQUIRED_CODE,
  REAUTHENTICATION_HEADER,
  serverMessages,
  UI_API,
} from '@arca/contract';
import { totpCode } from '@arca/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const passwordOf = (name: string) => `${name}-Passw0rd`;
const STEP_MS = 30_000;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['generic-local']);
  await t.createRepositories(['npm-local'], { packageType: 'npm' });
  const res = await t.call('PUT', apiPaths.securityConfig, {
    ...DEFAULT_SECURITY_CONFIG,
    mfaPolicy: { enforced: true },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

// The server and the authenticator read one clock, which the tests move on by whole code steps.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

let addresses = 0;
/** Every login comes from an address of its own, so no test meets another's per-address limit. */
function newAddress(): string {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

interface MfaUser {
  name: string;
  secret: string;
  /** The console session the enrolment started. */
  session: Record<string, string>;
}

/** The password step of a console login: the cookie of the challenge that waits for a code. */
async function challengeOf(name: string): Promise<Record<string, string>> {
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: name, password: passwordOf(name), type: 'login' },
    remoteAddress: newAddress(),
  });
  const cookie = res.cookies.find((candidate) => candidate.name === MFA_COOKIE);
  if (!cookie) throw new Error(`the password step of ${name} failed: ${res.statusCode} ${res.body}`);
  return { cookie: `${MFA_COOKIE}=${cookie.value}`, ...xhr };
}

function verify(challenge: Record<string, string>, otp: string) {
  return t.server.inject({
    method: 'POST',
    url: apiPaths.mfaVerify,
    headers: challenge,
    payload: { authenticator: GOOGLE_AUTHENTICATOR, otp },
  });
}

/** A user who enrolled an authenticator at their first login (the policy asks everyone to). */
async function enrolledUser(name: string): Promise<MfaUser> {
  await t.createUser(name, passwordOf(name));
  const challenge = await challengeOf(name);
  const enrollment = await t.server.inject({ method: 'GET', url: apiPaths.mfaEnroll, headers: challenge });
  const { secret } = enrollment.json();
  const done = await t.server.inject({
    method: 'POST',
    url: apiPaths.mfaEnroll,
    headers: challenge,
    payload: { otp: totpCode(secret) },
  });
  const cookie = done.cookies.find((candidate) => candidate.name === ACCESS_COOKIE);
  if (!cookie) throw new Error(`the enrolment of ${name} failed: ${done.statusCode} ${done.body}`);
  return { name, secret, session: { cookie: `${ACCESS_COOKIE}=${cookie.value}`, ...xhr } };
}

/** Each code works once: the next confirmed call waits for the app's next code. */
function freshCode(user: MfaUser): string {
  vi.setSystemTime(Date.now() + STEP_MS);
  return totpCode(user.secret);
}

/** Six digits that none of the codes the server accepts now (one step of drift either way) equals. */
function wrongCode(user: MfaUser): string {
  const accepted = [-STEP_MS, 0, STEP_MS].map((drift) => totpCode(user.secret, Date.now() + drift));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '444444';
}

function expectCodeRequired(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    errors: [{ status: 400, message: serverMessages.otpRequired, code: OTP_REQUIRED_CODE }],
  });
}

function expectCodeInvalid(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errors: [{ status: 400, message: serverMessages.otpInvalid }] });
}

describe('an account with an authenticator', () => {
  it('M2 refuses its password over Basic like a wrong one, with an audit line, while its tokens still work there and as Bearer', async () => {
    const user = await enrolledUser('basic-mfa');
    const byPassword = basic(user.name, passwordOf(user.name));
    const attempts = [
      { method: 'GET', url: apiPaths.currentUser },
      { method: 'POST', url: apiPaths.accessTokens, payload: {} },
      {
        method: 'PUT',
        url: apiPaths.userProfile,
        payload: { password: passwordOf(user.name), email: 'x@example.com' },
      },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.server.inject({ ...attempt, headers: byPassword, remoteAddress: newAddress() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
    }

    const audit = (await t.readLogs())
      .split('\n')
      .filter((line) => line.includes('"basic-mfa"') && line.includes('second factor'));
    expect(audit).toHaveLength(attempts.length);
    expect(JSON.parse(audit[0] ?? '{}')).toMatchObject({
      user: 'basic-mfa',
      kind: 'refused credentials',
      result: 'failure',
      reason: 'password alone for an account with a second factor',
    });
    expect(audit.join('\n')).not.toContain(passwordOf(user.name));

    // npm login takes the password in its body: it gets no token for this account either.
    const npmLogin = await t.server.inject({
      method: 'PUT',
      url: `/artifactory/api/npm/npm-local/-/user/org.couchdb.user:${user.name}`,
      payload: { name: user.name, password: passwordOf(user.name) },
      remoteAddress: newAddress(),
    });
    expect(npmLogin.statusCode).toBe(401);
    expect(npmLogin.json()).toEqual({ error: serverMessages.badCredentials });

    // A token an administrator made for the user still works, over Basic and as Bearer.
    const issued = await t.call('POST', apiPaths.accessTokens, { username: user.name });
    expect(issued.statusCode).toBe(200);
    const token = issued.json().access_token;
    for (const headers of [{ authorization: `Bearer ${token}` }, basic(user.name, token)]) {
      const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers });
      expect(me.json().name).toBe(user.name);
    }
  });

  it('M2 counts its right password over Basic as a wrong one: never remembered, it clears no failures and locks the address like any guess', async () => {
    const user = await enrolledUser('counted-mfa');
    const badCredentials = { errors: [{ status: 401, message: serverMessages.badCredentials }] };
    const locked = {
      errors: [{ status: 401, message: serverMessages.userLocked, code: authErrorCodes.userLocked }],
    };
    const overBasic = (password: string, remoteAddress: string) =>
      t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: basic(user.name, password), remoteAddress });

    // Four guesses, then the right password: it is the fifth failure there, not a success that clears them.
    const guesser = newAddress();
    for (let i = 0; i < 4; i++) expect((await overBasic(`wrong-${i}`, guesser)).json()).toEqual(badCredentials);
    expect((await overBasic(passwordOf(user.name), guesser)).json()).toEqual(badCredentials);
    expect((await overBasic(passwordOf(user.name), guesser)).json()).toEqual(locked);

    // A client that sends the right password again and again is checked every time, never remembered.
    const client = newAddress();
    for (let i = 0; i < 5; i++) expect((await overBasic(passwordOf(user.name), client)).json()).toEqual(badCredentials);
    expect((await overBasic(passwordOf(user.name), client)).json()).toEqual(locked);
  });

  it('M2 needs a fresh code in the request on every call that creates a token, not the one its session began with', async () => {
    const user = await enrolledUser('token-mfa');
    await t.grant('token-mfa-reads', ['generic-local'], { [user.name]: ['READ'] });
    const loginCode = totpCode(user.secret);
    const cliSession = randomUUID();
    expect(
      (await t.server.inject({ method: 'POST', url: cliLoginPaths.request, payload: { session: cliSession } }))
        .statusCode,
    ).toBe(200);
    const reauthentication = { [REAUTHENTICATION_HEADER]: basic(user.name, passwordOf(user.name)).authorization };

    const calls: Record<string, (otp?: string) => Promise<LightMyRequestResponse>> = {
      'the token API': (otp) => create('POST', apiPaths.accessTokens, { description: 'CI' }, otp),
      'an identity token': (otp) => create('POST', apiPaths.identifyToken(user.name), { expiresIn: 3600 }, otp),
      'a set-me-up token': (otp) =>
        create('POST', apiPaths.setMeUpToken('generic-local'), { password: passwordOf(user.name) }, otp),
      'a developer tool key': (otp) => create('GET', integrationPaths.userApiKey, undefined, otp, reauthentication),
      'a CLI login': (otp) =>
        create('POST', `${UI_API}${cliLoginPaths.response}`, { session: cliSession, code: cliSession.slice(-4) }, otp),
    };
    function create(
      method: 'GET' | 'POST',
      url: string,
      payload: object | undefined,
      otp: string | undefined,
      extra: Record<string, string> = {},
    ) {
      const headers = { ...user.session, ...extra, ...(otp === undefined ? {} : { [OTP_HEADER]: otp }) };
      return t.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    }

    for (const [name, call] of Object.entries(calls)) {
      expectCodeRequired(await call());
      // The code the session was opened with is spent: it does not count again.
      expectCodeInvalid(await call(name === 'the token API' ? loginCode : wrongCode(user)));
      const created = await call(freshCode(user));
      expect([name, created.statusCode, created.body]).toEqual([name, 200, expect.any(String)]);
    }
    const tokens = await t.server.inject({ method: 'GET', url: apiPaths.accessTokens, headers: user.session });
    expect(
      tokens
        .json()
        .tokens.map((token: { description: string }) => token.description)
        .sort(),
    ).toEqual([
      'CI',
      'Developer tool integration',
      'Identity token',
      'JFrog CLI browser login',
      'Set Me Up: generic-local',
    ]);
  });

  it('M2 needs a fresh code to change its email or password, through the profile and through the password change', async () => {
    const user = await enrolledUser('change-mfa');
    const update = (payload: object, otp?: string) =>
      t.server.inject({
        method: 'PUT',
        url: apiPaths.userProfile,
        headers: { ...user.session, ...(otp === undefined ? {} : { [OTP_HEADER]: otp }) },
        payload,
      });
    const password = passwordOf(user.name);

    expectCodeRequired(await update({ password, email: 'thief@example.com' }));
    expectCodeInvalid(await update({ password, email: 'thief@example.com' }, wrongCode(user)));
    const profile = await t.server.inject({
      method: 'POST',
      url: apiPaths.userProfile,
      headers: user.session,
      payload: { password },
    });
    expect(profile.json()).toMatchObject({ email: 'change-mfa@example.com', mfaEnrolled: true });
    const emailChanged = await update({ password, email: 'change@corp.example' }, freshCode(user));
    expect(emailChanged.json()).toMatchObject({ email: 'change@corp.example' });
    expectCodeRequired(await update({ password, newPassword: 'Changed-Passw0rd-1' }));
    expect((await update({ password, newPassword: 'Changed-Passw0rd-1' }, freshCode(user))).statusCode).toBe(200);

    const change = (otp?: string) =>
      t.server.inject({
        method: 'POST',
        url: apiPaths.changePassword,
        headers: { ...xhr, ...(otp === undefined ? {} : { [OTP_HEADER]: otp }) },
        payload: { userName: user.name, oldPassword: 'Changed-Passw0rd-1', newPassword: 'Changed-Passw0rd-2' },
        remoteAddress: newAddress(),
      });
    expectCodeRequired(await change());
    expect((await change(freshCode(user))).statusCode).toBe(200);
    const login = await t.server.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: xhr,
      payload: { user: user.name, password: 'Changed-Passw0rd-2', type: 'login' },
      remoteAddress: newAddress(),
    });
    expect(login.json()).toMatchObject({ name: user.name, mfaStatus: 'verify' });
  });

  it('M2 counts wrong codes per account across logins: five lock its codes for the lock period, a right one resets the count', async () => {
    const user = await enrolledUser('guess-mfa');
    const first = await challengeOf(user.name);
    for (let i = 0; i < 4; i++) expect((await verify(first, wrongCode(user))).statusCode).toBe(401);
    expect((await verify(first, freshCode(user))).statusCode).toBe(200);

    // The right code started the count again: four more wrong codes, then a fifth in a new login.
    const second = await challengeOf(user.name);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify(second, wrongCode(user));
      expect(wrong.json()).toEqual({ errors: [{ status: 401, message: serverMessages.otpInvalid }] });
    }
    const fifth = await verify(await challengeOf(user.name), wrongCode(user));
    expect(fifth.json()).toEqual({ errors: [{ status: 403, message: serverMessages.mfaCodesLocked }] });

    // Locked: the right code is refused in a new login and on a session alike.
    const locked = await verify(await challengeOf(user.name), freshCode(user));
    expect(locked.json()).toEqual({ errors: [{ status: 403, message: serverMessages.mfaCodesLocked }] });
    const onSession = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessTokens,
      headers: { ...user.session, [OTP_HEADER]: freshCode(user) },
      payload: {},
    });
    expect(onSession.statusCode).toBe(429);
    expect(onSession.json().errors[0].message).toBe(serverMessages.mfaCodesLocked);
    expect(Number(onSession.headers['retry-after'])).toBeGreaterThan(0);

    // The lock lasts the lock policy's period (15 minutes by default), then codes work again.
    vi.setSystemTime(Date.now() + DEFAULT_SECURITY_CONFIG.userLockPolicy.lockMinutes * 60_000);
    expect((await verify(await challengeOf(user.name), freshCode(user))).statusCode).toBe(200);
  });

  it('M4 a password change ends a login that waits for its second factor: the old password does not finish it', async () => {
    const user = await enrolledUser('pending-mfa');
    const waiting = await challengeOf(user.name);
    const changed = await t.call('PATCH', `${apiPaths.accessUsers}/${user.name}`, { password: 'Pending-Passw0rd-2' });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await verify(waiting, freshCode(user));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(serverMessages.mfaLoginExpired);
    expect(res.cookies.find((cookie) => cookie.name === ACCESS_COOKIE)?.value ?? '').toBe('');
  });
});
