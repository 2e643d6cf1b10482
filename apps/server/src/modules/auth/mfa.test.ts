import {
  ACCESS_COOKIE,
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_SECURITY_CONFIG,
  GOOGLE_AUTHENTICATOR,
  MFA_COOKIE,
  serverMessages,
} from '@arca/contract';
import { totpCode } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

beforeAll(async () => {
  t = await buildTestApp();
  await t.server.inject({
    method: 'PUT',
    url: apiPaths.securityConfig,
    headers: adminBasic,
    payload: { ...DEFAULT_SECURITY_CONFIG, mfaPolicy: { enforced: true } },
  });
});
afterAll(() => t.close());

let address = 0;
async function createUser(name: string) {
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: adminBasic,
    payload: { username: name, password: `${name}-Passw0rd`, email: `${name}@example.com` },
  });
  expect(res.statusCode).toBe(201);
}

/** Logs in with the password and returns the MFA cookie of the half-finished login. */
async function passwordStep(name: string, expectedStatus: 'enroll' | 'verify') {
  address += 1;
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: name, password: `${name}-Passw0rd`, type: 'login' },
    remoteAddress: `10.8.0.${address}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ name, mfaStatus: expectedStatus });
  expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
  const mfa = res.cookies.find((c) => c.name === MFA_COOKIE);
  expect(mfa?.httpOnly).toBe(true);
  return `${MFA_COOKIE}=${mfa?.value}`;
}

async function enroll(name: string): Promise<string> {
  const cookie = await passwordStep(name, 'enroll');
  const enrollment = await t.server.inject({ method: 'GET', url: apiPaths.mfaEnroll, headers: { cookie } });
  const { secret } = enrollment.json();
  const done = await t.server.inject({
    method: 'POST',
    url: apiPaths.mfaEnroll,
    headers: { cookie, ...xhr },
    payload: { otp: totpCode(secret) },
  });
  expect(done.statusCode).toBe(200);
  return secret;
}

describe('TOTP second factor', () => {
  it('R28.011 enrols a user the policy requires: seed and otpauth URL, then the first code starts the session', async () => {
    await createUser('enroller');
    const cookie = await passwordStep('enroller', 'enroll');
    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie } });
    expect(me.json().name).toBe('anonymous');

    const enrollment = await t.server.inject({ method: 'GET', url: apiPaths.mfaEnroll, headers: { cookie } });
    expect(enrollment.statusCode).toBe(200);
    const { secret, otpauthUrl, issuer, account } = enrollment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Arca:enroller?issuer=Arca&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect([issuer, account]).toEqual(['Arca', 'enroller']);

    const wrong = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaEnroll,
      headers: { cookie, ...xhr },
      payload: { otp: '000000' === totpCode(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [{ status: 401, message: serverMessages.otpInvalid }] });

    const done = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaEnroll,
      headers: { cookie, ...xhr },
      payload: { otp: totpCode(secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ name: 'enroller' });
    expect(done.json().mfaStatus).toBeUndefined();
    const session = done.cookies.find((c) => c.name === ACCESS_COOKIE);
    expect(done.cookies.find((c) => c.name === MFA_COOKIE)?.value).toBe('');
    const after = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { cookie: `${ACCESS_COOKIE}=${session?.value}` },
    });
    expect(after.json().name).toBe('enroller');

    const stored = await t.database.db
      .selectFrom('users')
      .select('mfa_secret')
      .where('name', '=', 'enroller')
      .executeTakeFirstOrThrow();
    expect(stored.mfa_secret).toBeTruthy();
    expect(stored.mfa_secret).not.toContain(secret);
  });

  it('R28.012 verifies the authenticator and the one-time password of an enrolled user, each code once', async () => {
    await createUser('verifier');
    const secret = await enroll('verifier');
    const nextCode = totpCode(secret, Date.now() + 30_000);

    const cookie = await passwordStep('verifier', 'verify');
    const ok = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaVerify,
      headers: { cookie, ...xhr },
      payload: { authenticator: GOOGLE_AUTHENTICATOR, otp: nextCode },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBeTruthy();

    const replayCookie = await passwordStep('verifier', 'verify');
    const replay = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaVerify,
      headers: { cookie: replayCookie, ...xhr },
      payload: { authenticator: GOOGLE_AUTHENTICATOR, otp: nextCode },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ends the half-finished login with 403 after five wrong codes, so the console returns to the login form', async () => {
    await createUser('guesser');
    const secret = await enroll('guesser');
    const cookie = await passwordStep('guesser', 'verify');
    const right = totpCode(secret, Date.now() + 30_000);
    const wrong = right === '123456' ? '654321' : '123456';
    const verify = (otp: string) =>
      t.server.inject({
        method: 'POST',
        url: apiPaths.mfaVerify,
        headers: { cookie, ...xhr },
        payload: { authenticator: GOOGLE_AUTHENTICATOR, otp },
      });
    for (let i = 0; i < 4; i++) expect((await verify(wrong)).statusCode).toBe(401);
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ errors: [{ status: 403, message: serverMessages.mfaCodesLocked }] });
    expect((await verify(right)).statusCode).toBe(403);
  });

  it('answers 403 without a half-finished login, and 400 for a code that is not six digits', async () => {
    const none = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaVerify,
      headers: xhr,
      payload: { authenticator: GOOGLE_AUTHENTICATOR, otp: '123456' },
    });
    expect(none.statusCode).toBe(403);
    const enrollNone = await t.server.inject({ method: 'GET', url: apiPaths.mfaEnroll });
    expect(enrollNone.statusCode).toBe(403);
    const bad = await t.server.inject({
      method: 'POST',
      url: apiPaths.mfaVerify,
      headers: xhr,
      payload: { authenticator: GOOGLE_AUTHENTICATOR, otp: '12ab56' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('R28.023 R28.024 serves the same calls at the access service paths', async () => {
    await createUser('accessor');
    const cookie = await passwordStep('accessor', 'enroll');
    const enrollment = await t.server.inject({ method: 'GET', url: '/access/auth/mfa/enroll/', headers: { cookie } });
    expect(enrollment.statusCode).toBe(200);
    const { secret } = enrollment.json();
    const done = await t.server.inject({
      method: 'POST',
      url: '/access/auth/mfa/enroll/',
      headers: { cookie, ...xhr },
      payload: { otp: totpCode(secret) },
    });
    expect(done.statusCode).toBe(200);
    const verifyCookie = await passwordStep('accessor', 'verify');
    const verified = await t.server.inject({
      method: 'POST',
      url: '/access/auth/mfa/verify/',
      headers: { cookie: verifyCookie, ...xhr },
      payload: { authenticator: GOOGLE_AUTHENTICATOR, otp: totpCode(secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('lets users without an authenticator straight in when the policy does not require one', async () => {
    await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: adminBasic,
      payload: DEFAULT_SECURITY_CONFIG,
    });
    try {
      await createUser('plainuser');
      const res = await t.server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: xhr,
        payload: { user: 'plainuser', password: 'plainuser-Passw0rd', type: 'login' },
        remoteAddress: '10.8.9.9',
      });
      expect(res.json().mfaStatus).toBeUndefined();
      expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBeTruthy();
    } finally {
      await t.server.inject({
        method: 'PUT',
        url: apiPaths.securityConfig,
        headers: adminBasic,
        payload: { ...DEFAULT_SECURITY_CONFIG, mfaPolicy: { enforced: true } },
      });
    }
  });
});
