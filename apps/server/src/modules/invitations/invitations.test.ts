import {
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type InvitationResponse,
  invitationMessages,
  type SecurityConfig,
  serverMessages,
  specMessages,
} from '@arca/contract';
import { invitationTokenOf, type SmtpListener, startSmtpListener } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { INVITATION_TTL_MS } from './invitations.service.ts';

let t: TestApp;
let smtp: SmtpListener;
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const adminBasic = basic('admin', ADMIN_PASSWORD);

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ ARCA_SMTP_URL: smtp.url, ARCA_BASE_URL: 'https://arca.example.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function post(url: string, payload: object, headers: Record<string, string> = xhr) {
  return t.server.inject({ method: 'POST', url, headers, payload });
}

const invite = (payload: object, headers: Record<string, string> = adminBasic) =>
  post(apiPaths.accessInvitations, payload, headers);

const login = (user: string, password: string) => post(apiPaths.login, { user, password, type: 'login' });

const messageOf = (res: { json(): { errors: Array<{ message: string }> } }) => res.json().errors[0]?.message;

/** Invites a user and returns the token the mail carries. */
async function inviteAndReadToken(username: string, email = `${username}@example.com`): Promise<string> {
  const res = await invite({ username, email });
  expect(res.statusCode).toBe(201);
  const mail = await smtp.nextMail();
  expect(mail.to).toEqual([email]);
  return invitationTokenOf(mail);
}

async function setSelfRegistration(enabled: boolean) {
  const current = await t.server.inject({ method: 'GET', url: apiPaths.securityConfig, headers: adminBasic });
  const config = current.json() as SecurityConfig;
  const put = await t.server.inject({
    method: 'PUT',
    url: apiPaths.securityConfig,
    headers: adminBasic,
    payload: { ...config, selfRegistration: { enabled } },
  });
  expect(put.statusCode).toBe(200);
}

describe('invitations', () => {
  it('R4.33 R28.031 R28.032 an invited user sets a password once the token is verified, and only once', async () => {
    const res = await invite({ username: 'guest', email: 'guest@example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as InvitationResponse;
    expect(body).toEqual({ username: 'guest', email: 'guest@example.com', expiresAt: expect.any(String) });
    const expiresIn = Date.parse(body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(INVITATION_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(INVITATION_TTL_MS);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['guest@example.com']);
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      'https://arca.example.test/ui/login/invitation?token=',
    );
    const token = invitationTokenOf(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(res.body).not.toContain(token);

    // Not accepted yet: no password works.
    expect((await login('guest', '')).statusCode).toBe(400);
    expect((await login('guest', 'Guest-Passw0rd')).statusCode).toBe(401);

    const verified = await post(apiPaths.accessInvitationVerify, { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ username: 'guest' });

    const weak = await post(apiPaths.accessInvitedSetPassword, { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(messageOf(weak)).toBe(specMessages.passwordPolicy);

    const set = await post(apiPaths.accessInvitedSetPassword, { token, password: 'Guest-Passw0rd' });
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');
    expect((await login('guest', 'Guest-Passw0rd')).statusCode).toBe(200);

    const again = await post(apiPaths.accessInvitedSetPassword, { token, password: 'Other-Passw0rd' });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(invitationMessages.invalid);
    const reverify = await post(apiPaths.accessInvitationVerify, { token });
    expect(reverify.statusCode).toBe(400);
    expect(messageOf(reverify)).toBe(invitationMessages.invalid);
    expect((await login('guest', 'Other-Passw0rd')).statusCode).toBe(401);
  });

  it('answers the console through the gateway paths', async () => {
    const token = await inviteAndReadToken('gatewayed');
    const verified = await post(apiPaths.invitationVerify, { token });
    expect(verified.json()).toEqual({ username: 'gatewayed' });
    const set = await post(apiPaths.invitedSetPassword, { token, password: 'Gateway-Passw0rd' });
    expect(set.statusCode).toBe(204);
  });

  it('stores only the sha256 of the token', async () => {
    const token = await inviteAndReadToken('hashed');
    const rows = await t.database.db.selectFrom('invitations').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lets only administrators invite', async () => {
    expect((await invite({ username: 'nobody', email: 'n@example.com' }, xhr)).statusCode).toBe(401);
    const created = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: adminBasic,
      payload: { username: 'plain', password: 'Plain-Passw0rd', email: 'plain@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const refused = await invite({ username: 'nobody', email: 'n@example.com' }, basic('plain', 'Plain-Passw0rd'));
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(serverMessages.adminRequired);
  });

  it('refuses to invite an existing active user with 409', async () => {
    const res = await invite({ username: 'ADMIN', email: 'someone@example.com' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(invitationMessages.userActive('admin'));
  });

  it('inviting again replaces the earlier link and may correct the address', async () => {
    const first = await inviteAndReadToken('twice', 'wrong@example.com');
    const second = await inviteAndReadToken('twice', 'right@example.com');
    expect(second).not.toBe(first);
    const old = await post(apiPaths.accessInvitationVerify, { token: first });
    expect(old.statusCode).toBe(400);
    expect(messageOf(old)).toBe(invitationMessages.invalid);
    expect((await post(apiPaths.accessInvitationVerify, { token: second })).json()).toEqual({ username: 'twice' });
    const user = await t.database.db
      .selectFrom('users')
      .select(['email', 'admin'])
      .where('name', '=', 'twice')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'right@example.com', admin: 0 });
  });

  it('refuses an expired or unknown token', async () => {
    const token = await inviteAndReadToken('late');
    await t.database.db
      .updateTable('invitations')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', sha256(token))
      .execute();
    for (const candidate of [token, 'not-a-token']) {
      const verified = await post(apiPaths.accessInvitationVerify, { token: candidate });
      expect(verified.statusCode).toBe(400);
      expect(messageOf(verified)).toBe(invitationMessages.invalid);
      const set = await post(apiPaths.accessInvitedSetPassword, { token: candidate, password: 'Late-Passw0rd' });
      expect(set.statusCode).toBe(400);
      expect(messageOf(set)).toBe(invitationMessages.invalid);
    }
  });

  it('spends a token once when two requests race', async () => {
    const token = await inviteAndReadToken('racer');
    const answers = await Promise.all([
      post(apiPaths.accessInvitedSetPassword, { token, password: 'First-Passw0rd' }),
      post(apiPaths.accessInvitedSetPassword, { token, password: 'Second-Passw0rd' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    const logins = await Promise.all([login('racer', 'First-Passw0rd'), login('racer', 'Second-Passw0rd')]);
    expect(logins.map((l) => l.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses bad names, addresses and tokens with a 400 and a message', async () => {
    const bad = [
      { username: '', email: 'e@example.com' },
      { username: 'x'.repeat(10_240), email: 'e@example.com' },
      { username: 'jürgen', email: 'e@example.com' },
      { username: "robert'); DROP TABLE users;--", email: 'e@example.com' },
      { username: '<script>alert(1)</script>', email: 'e@example.com' },
      { username: 'fine', email: 'not an address' },
      { username: 'fine', email: `${'e'.repeat(10_240)}@example.com` },
      { username: 'fine' },
    ];
    for (const payload of bad) {
      const res = await invite(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(messageOf(res)).toMatch(/^body/);
    }
    for (const token of ['', 't'.repeat(10_240)]) {
      const res = await post(apiPaths.accessInvitationVerify, { token });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toMatch(/token/);
    }
    expect(smtp.mails.filter((m) => m.to.includes('e@example.com'))).toEqual([]);
  });
});

describe('self-registration', () => {
  it("R4.34 refuses with 'Self-registration is disabled' while the security config keeps it off", async () => {
    const res = await post(apiPaths.accessRegister, {
      username: 'walkin',
      email: 'walkin@example.com',
      password: 'Walkin-Passw0rd',
    });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(invitationMessages.registrationDisabled);
    expect((await login('walkin', 'Walkin-Passw0rd')).statusCode).toBe(401);
  });

  it('R4.34 R28.033 creates a regular user with a POST once self-registration is on', async () => {
    await setSelfRegistration(true);
    const res = await post(apiPaths.register, {
      username: 'walkin',
      email: 'walkin@example.com',
      password: 'Walkin-Passw0rd',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'walkin', email: 'walkin@example.com' });
    const logged = await login('walkin', 'Walkin-Passw0rd');
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toMatchObject({ name: 'walkin', admin: false });
  });

  it('refuses a taken name, a weak password and an attempt to become administrator', async () => {
    await setSelfRegistration(true);
    const taken = await post(apiPaths.accessRegister, {
      username: 'Admin',
      email: 'a@example.com',
      password: 'Taken-Passw0rd',
    });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(serverMessages.userExists('Admin'));

    const weak = await post(apiPaths.accessRegister, {
      username: 'weakling',
      email: 'w@example.com',
      password: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(messageOf(weak)).toBe(specMessages.passwordPolicy);

    const sneaky = await post(apiPaths.accessRegister, {
      username: 'sneaky',
      email: 's@example.com',
      password: 'Sneaky-Passw0rd',
      admin: true,
    });
    expect(sneaky.statusCode).toBe(201);
    expect((await login('sneaky', 'Sneaky-Passw0rd')).json()).toMatchObject({ admin: false });
  });

  it('refuses bad names and addresses with a 400 and a message', async () => {
    await setSelfRegistration(true);
    const password = 'Valid-Passw0rd';
    for (const payload of [
      { username: '', email: 'e@example.com', password },
      { username: 'y'.repeat(10_240), email: 'e@example.com', password },
      { username: '名前', email: 'e@example.com', password },
      { username: "x' OR '1'='1", email: 'e@example.com', password },
      { username: '<b>bold</b>', email: 'e@example.com', password },
      { username: 'fine', email: '<script>@x', password },
      { username: 'fine', email: 'e@example.com', password: 'p'.repeat(10_240) },
    ]) {
      const res = await post(apiPaths.accessRegister, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(messageOf(res)).toMatch(/^body/);
    }
  });

  it('keeps tokens and passwords out of every log', async () => {
    await setSelfRegistration(true);
    const token = await inviteAndReadToken('quiet');
    await post(apiPaths.accessInvitationVerify, { token });
    await post(apiPaths.accessInvitedSetPassword, { token, password: 'Quiet-Secret-Passw0rd' });
    await post(apiPaths.accessRegister, {
      username: 'silent',
      email: 'silent@example.com',
      password: 'Silent-Secret-Passw0rd',
    });
    const logs = await t.readLogs();
    expect(logs).toContain(apiPaths.accessInvitedSetPassword);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('Quiet-Secret-Passw0rd');
    expect(logs).not.toContain('Silent-Secret-Passw0rd');
  });
});
