import { statSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths, authErrorCodes, CSRF_HEADER, CSRF_HEADER_VALUE, serverMessages, specMessages } from '@arca/contract';
import { freePort, resetKeyOf, type SmtpListener, startSmtpListener } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let smtp: SmtpListener;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const adminBasic = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ ARCA_SMTP_URL: smtp.url, ARCA_BASE_URL: 'https://arca.example.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function createUser(username: string, password: string, extra: object = {}) {
  const res = await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: adminBasic,
    payload: { username, password, email: `${username}@example.com`, ...extra },
  });
  expect(res.statusCode).toBe(201);
}

function post(url: string, payload: object, remoteAddress = '10.5.0.1') {
  return t.server.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress });
}

const login = (user: string, password: string, remoteAddress = '10.5.0.1') =>
  post(apiPaths.login, { user, password, type: 'login' }, remoteAddress);

describe('forgot and reset password', () => {
  it('R28.002 tells the login page that reset by mail and remember me are available', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.loginRelatedData });
    expect(res.json()).toEqual({
      forgotPassword: true,
      canRememberMe: true,
      ssoProviderLink: null,
      selfRegistration: false,
      crowdLogin: false,
    });
  });

  it('R28.003 R28.006 R28.007 R28.004 mails a single-use link, validates the key of its query and answers its user, resets and ends old sessions', async () => {
    await createUser('forgetful', 'Forgetful-Passw0rd');
    const oldSession = await t.login('forgetful', 'Forgetful-Passw0rd');

    const asked = await post(apiPaths.forgotPassword, { user: 'forgetful' }, '10.5.3.1');
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['forgetful@example.com']);
    expect(mail.raw).toContain('https://arca.example.test/ui/login/reset-password?key=');
    const key = resetKeyOf(mail);

    const valid = await post(apiPaths.validateKey, { key });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ user: 'forgetful' });

    const weak = await post(`${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`, {
      user: 'forgetful',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({ status: 400, message: specMessages.passwordPolicy });
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toContain(
      'Password must be at least 8 characters long',
    );

    const reset = await post(`${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`, {
      user: 'forgetful',
      password: 'Remembered-Passw0rd',
    });
    expect(reset.statusCode).toBe(200);

    const again = await post(`${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`, {
      user: 'forgetful',
      password: 'Another-Passw0rd',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(serverMessages.resetKeyInvalid);

    const me = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { cookie: oldSession } });
    expect(me.json().name).toBe('anonymous');
    expect((await login('forgetful', 'Forgetful-Passw0rd')).statusCode).toBe(401);
    expect((await login('forgetful', 'Remembered-Passw0rd')).statusCode).toBe(200);
  });

  it('answers an unknown user like a known one, and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await post(apiPaths.forgotPassword, { user: 'no-such-user' }, '10.5.3.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.length).toBe(before);
  });

  it('retires an earlier link when a new one is asked for, and refuses an expired key', async () => {
    await createUser('twice', 'Twice-Passw0rd');
    await post(apiPaths.forgotPassword, { user: 'twice' }, '10.5.3.3');
    const first = resetKeyOf(await smtp.nextMail());
    await post(apiPaths.forgotPassword, { user: 'twice' }, '10.5.3.3');
    const second = resetKeyOf(await smtp.nextMail());
    expect((await post(apiPaths.validateKey, { key: first })).statusCode).toBe(400);
    expect((await post(apiPaths.validateKey, { key: second })).statusCode).toBe(200);
    await t.database.db
      .updateTable('password_reset_keys')
      .set({ expires_at: Date.now() - 1 })
      .where('key_hash', '=', sha256(second))
      .execute();
    const expired = await post(apiPaths.validateKey, { key: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ errors: [{ status: 400, message: serverMessages.resetKeyInvalid }] });
  });

  it('refuses a key used for another user', async () => {
    await createUser('victim', 'Victim-Passw0rd');
    await createUser('attacker', 'Attacker-Passw0rd');
    await post(apiPaths.forgotPassword, { user: 'attacker' }, '10.5.3.4');
    const key = resetKeyOf(await smtp.nextMail());
    const res = await post(`${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`, {
      user: 'victim',
      password: 'Taken-Over-Passw0rd',
    });
    expect(res.statusCode).toBe(400);
    expect((await login('victim', 'Victim-Passw0rd')).statusCode).toBe(200);
  });

  it('L8 mails at most five resets an hour for the requests of one address, and answers the sixth alike, sending nothing', async () => {
    const names = ['l8-ann', 'l8-ben', 'l8-cid', 'l8-dot', 'l8-eve', 'l8-fay'];
    for (const name of names) await createUser(name, 'Spray-Target-Passw0rd');
    const before = smtp.mails.length;
    const answers = [];
    for (const name of names) answers.push(await post(apiPaths.forgotPassword, { user: name }, '10.5.4.1'));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    }
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual(names.slice(0, 5).map((n) => [`${n}@example.com`]));
    // Another address is not held back: its request is the next mail, so the sixth sent none.
    expect((await post(apiPaths.forgotPassword, { user: 'l8-fay' }, '10.5.4.2')).statusCode).toBe(200);
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual(names.map((n) => [`${n}@example.com`]));
    for (let i = 0; i < names.length; i++) await smtp.nextMail();
  });

  it('L8 mails at most three resets an hour for one account, whatever the addresses, and answers as for an unknown user', async () => {
    await createUser('l8-gil', 'Mailed-Often-Passw0rd');
    const before = smtp.mails.length;
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await post(apiPaths.forgotPassword, { user: 'l8-gil' }, `10.5.5.${i}`));
    const unknown = await post(apiPaths.forgotPassword, { user: 'l8-nobody' }, '10.5.5.9');
    for (const answer of [...answers, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(unknown.body);
    }
    expect(smtp.mails.length - before).toBe(3);
    for (let i = 0; i < 3; i++) expect((await smtp.nextMail()).to).toEqual(['l8-gil@example.com']);
  });
});

describe('change password', () => {
  it('R28.005 changes a password with the old one and without a session', async () => {
    await createUser('changer', 'Changer-Passw0rd');
    const wrongOld = await post(
      apiPaths.changePassword,
      { userName: 'changer', oldPassword: 'nope', newPassword: 'Changed-Passw0rd' },
      '10.5.1.1',
    );
    expect(wrongOld.statusCode).toBe(401);
    const same = await post(
      apiPaths.changePassword,
      { userName: 'changer', oldPassword: 'Changer-Passw0rd', newPassword: 'Changer-Passw0rd' },
      '10.5.1.1',
    );
    expect(same.json()).toEqual({ errors: [{ status: 400, message: serverMessages.sameAsOldPassword }] });
    const weak = await post(
      apiPaths.changePassword,
      { userName: 'changer', oldPassword: 'Changer-Passw0rd', newPassword: 'alllowercase1' },
      '10.5.1.1',
    );
    expect(weak.json().errors[0].message).toBe(specMessages.passwordPolicy);
    expect(weak.json().errors[1].message).toBe('Password must contain an uppercase letter');
    const ok = await post(
      apiPaths.changePassword,
      { userName: 'changer', oldPassword: 'Changer-Passw0rd', newPassword: 'Changed-Passw0rd' },
      '10.5.1.1',
    );
    expect(ok.statusCode).toBe(200);
    expect((await login('changer', 'Changed-Passw0rd', '10.5.1.2')).statusCode).toBe(200);
  });

  it('sends a user with an expired password to change it, then lets them in', async () => {
    await createUser('stale', 'Stale-Passw0rd');
    await t.database.db
      .updateTable('users')
      .set({ password_changed_at: Date.now() - 3 * 24 * 3600_000 })
      .where('name', '=', 'stale')
      .execute();
    const config = (await t.server.inject({ method: 'GET', url: apiPaths.securityConfig, headers: adminBasic })).json();
    const put = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: adminBasic,
      payload: { ...config, passwordPolicy: { ...config.passwordPolicy, expiresInDays: 2 } },
    });
    expect(put.statusCode).toBe(200);
    try {
      const refused = await login('stale', 'Stale-Passw0rd', '10.5.2.1');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        errors: [{ status: 401, message: serverMessages.passwordExpired, code: authErrorCodes.passwordExpired }],
      });
      const changed = await post(
        apiPaths.changePassword,
        { userName: 'stale', oldPassword: 'Stale-Passw0rd', newPassword: 'Fresh-Passw0rd' },
        '10.5.2.1',
      );
      expect(changed.statusCode).toBe(200);
      expect((await login('stale', 'Fresh-Passw0rd', '10.5.2.1')).statusCode).toBe(200);
    } finally {
      await t.server.inject({ method: 'PUT', url: apiPaths.securityConfig, headers: adminBasic, payload: config });
    }
  });
});

describe('lockout and UI access', () => {
  it('M5 locks an account only at the address its failures came from: the right password elsewhere still logs in', async () => {
    await createUser('target', 'Target-Passw0rd');
    // Failures spread over addresses, none reaching the limit at one, lock nothing.
    for (let i = 1; i <= 3; i++)
      for (let j = 0; j < 4; j++) expect((await login('target', `wrong-${j}`, `10.6.0.${i}`)).statusCode).toBe(401);
    expect((await login('target', 'Target-Passw0rd', '10.6.0.9')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) expect((await login('target', `wrong-${i}`, '10.6.1.1')).statusCode).toBe(401);
    const locked = await login('target', 'Target-Passw0rd', '10.6.1.1');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({
      errors: [{ status: 401, message: serverMessages.userLocked, code: authErrorCodes.userLocked }],
    });
    expect((await login('target', 'Target-Passw0rd', '10.6.1.2')).statusCode).toBe(200);
    const listed = await t.server.inject({ method: 'GET', url: apiPaths.lockedUsers, headers: adminBasic });
    expect(listed.json()).toContain('target');
  });

  it('locks a user at an address after repeated failures there, even with the right password, until the lock ends', async () => {
    await createUser('target2', 'Target2-Passw0rd');
    for (let i = 0; i < 5; i++) expect((await login('target2', `wrong-${i}`, '10.6.3.1')).statusCode).toBe(401);
    expect((await login('target2', 'Target2-Passw0rd', '10.6.3.1')).json().errors[0].message).toBe(
      serverMessages.userLocked,
    );
    // The lock period (15 minutes by default) has passed.
    await t.database.db
      .updateTable('login_locks')
      .set({ locked_until: Date.now() - 1 })
      .where('address', '=', '10.6.3.1')
      .execute();
    expect((await login('target2', 'Target2-Passw0rd', '10.6.3.1')).statusCode).toBe(200);
  });

  it('refuses a console login to a user whose UI access is disabled, while the API still accepts them', async () => {
    await createUser('robot', 'Robot-Passw0rd', { disable_ui_access: true });
    const res = await login('robot', 'Robot-Passw0rd', '10.6.2.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ status: 401, message: serverMessages.uiAccessDisabled, code: authErrorCodes.uiAccessDisabled }],
    });
    expect(res.cookies).toHaveLength(0);
    const api = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { authorization: `Basic ${Buffer.from('robot:Robot-Passw0rd').toString('base64')}` },
    });
    expect(api.json().name).toBe('robot');
  });
});

describe('secrets stay out of the logs', () => {
  it('has no password, reset key or session token in any log file', async () => {
    await createUser('audited', 'Audited-Passw0rd');
    const res = await login('audited', 'Audited-Passw0rd', '10.7.0.1');
    const tokens = res.cookies.map((c) => c.value);
    await post(apiPaths.forgotPassword, { user: 'audited' }, '10.7.0.1');
    const key = resetKeyOf(await smtp.nextMail());
    await post(`${apiPaths.resetPassword}?key=${encodeURIComponent(key)}`, {
      user: 'audited',
      password: 'Audited-New-Passw0rd',
    });
    const logs = await t.readLogs();
    for (const secret of ['Audited-Passw0rd', 'Audited-New-Passw0rd', key, ...tokens, ADMIN_PASSWORD]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('reset mail while the mail server refuses', () => {
  it('L8 answers a real account as an unknown one when its mail cannot be sent, and logs the failure without the link', async () => {
    const down = await buildTestApp({ ARCA_SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const created = await down.server.inject({
        method: 'POST',
        url: apiPaths.accessUsers,
        headers: adminBasic,
        payload: { username: 'unmailed', password: 'Unmailed-Passw0rd', email: 'unmailed@example.com' },
      });
      expect(created.statusCode).toBe(201);
      const ask = (user: string) =>
        down.server.inject({ method: 'POST', url: apiPaths.forgotPassword, headers: xhr, payload: { user } });
      const real = await ask('unmailed');
      const unknown = await ask('l8-never-existed');
      expect([real.statusCode, real.body]).toEqual([200, '{}']);
      expect([unknown.statusCode, unknown.body]).toEqual([200, '{}']);
      const logs = await down.readLogs();
      expect(logs).toContain('Password reset mail could not be sent');
      expect(logs).not.toContain('reset-password?key=');
    } finally {
      await down.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('writes the reset mail to the owner-only outbox data/logs/mail.log', async () => {
    const local = await buildTestApp();
    try {
      await local.server.inject({
        method: 'POST',
        url: apiPaths.accessUsers,
        headers: adminBasic,
        payload: { username: 'offline', password: 'Offline-Passw0rd', email: 'offline@example.com' },
      });
      const res = await local.server.inject({
        method: 'POST',
        url: apiPaths.forgotPassword,
        headers: xhr,
        payload: { user: 'offline' },
      });
      expect(res.statusCode).toBe(200);
      const outbox = join(local.dataDir, 'logs', 'mail.log');
      expect(statSync(outbox).mode & 0o777).toBe(0o600);
      const entry = JSON.parse((await import('node:fs')).readFileSync(outbox, 'utf8').trim());
      expect(entry).toMatchObject({ to: 'offline@example.com', subject: 'Reset your Arca password' });
      expect(entry.text).toMatch(/\/ui\/login\/reset-password\?key=/);
    } finally {
      await local.close();
    }
  });
});
