import { apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE, serverMessages } from '@arca/contract';
import { type SmtpListener, startSmtpListener } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, LOGIN_FAILURES_PER_ADDRESS } from '../../lib/login-throttle.ts';
import { basic, buildSecondNode, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { RESET_MAILS_PER_ACCOUNT, RESET_MAILS_PER_ADDRESS } from './password.service.ts';

/** Two nodes of one cluster on one database, as a balancer without sticky sessions spreads calls over them. */
let a: TestApp;
let b: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  a = await buildTestApp({ ARCA_SMTP_URL: smtp.url });
  b = await buildSecondNode(a, { ARCA_SMTP_URL: smtp.url });
  for (const name of [
    'ci-job',
    'colleague',
    'sprayed',
    'tokened',
    'mailbox',
    ...['m1', 'm2', 'm3', 'm4', 'm5', 'm6'],
  ]) {
    const res = await a.call('POST', apiPaths.accessUsers, {
      username: name,
      password: PASSWORD,
      email: `${name}@example.com`,
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp?.close();
});

const PASSWORD = 'Right-Passw0rd-35';
const tooMany = { errors: [{ status: 429, message: serverMessages.tooManyLoginAttempts }] };

/** The node the `i`th call lands on. */
const node = (i: number) => (i % 2 === 0 ? a : b);

function login(app: TestApp, user: string, password: string, remoteAddress: string) {
  return app.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { user, password, type: 'login' },
    remoteAddress,
  });
}

function forgot(app: TestApp, user: string, remoteAddress: string) {
  return app.server.inject({
    method: 'POST',
    url: apiPaths.forgotPassword,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { user },
    remoteAddress,
  });
}

describe('login limits on two nodes of one cluster', () => {
  it('A6 counts failed logins on every node against one budget: spread over two nodes, 429 comes at the same count as on one', async () => {
    // An unknown name, so the account lock plays no part: this is the throttle alone.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const refused = await login(node(i), 'nobody-here', `wrong-${i}`, '10.60.0.1');
      expect(refused.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
    }
    for (const app of [a, b]) {
      const held = await login(app, 'nobody-here', 'wrong-again', '10.60.0.1');
      expect(held.json()).toEqual(tooMany);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('issue 35: a job failing with an old password makes only itself wait; a colleague at the same address signs in', async () => {
    const office = '10.60.1.1';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      statuses.push((await login(node(i), 'ci-job', 'Old-Passw0rd', office)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // Even the job's right password waits at that address: a guesser who finds it gains nothing.
    expect((await login(a, 'ci-job', PASSWORD, office)).json()).toEqual(tooMany);

    expect((await login(a, 'colleague', PASSWORD, office)).statusCode).toBe(200);
    const overBasic = await b.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: basic('colleague', PASSWORD),
      remoteAddress: office,
    });
    expect(overBasic.statusCode).toBe(200);
    expect(overBasic.json().name).toBe('colleague');
  });

  it('issue 35: spraying one password over many accounts meets the address ceiling on every node; a token still works from there', async () => {
    const sprayer = '10.60.2.1';
    const created = await a.call('POST', apiPaths.accessTokens, {}, basic('tokened', PASSWORD));
    expect(created.statusCode).toBe(200);
    const token: string = created.json().access_token;

    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      const refused = await login(node(i), `sprayed-${i}`, 'Summer2026!', sprayer);
      expect(refused.json()).toEqual({ errors: [{ status: 401, message: serverMessages.badCredentials }] });
    }
    for (const app of [a, b]) expect((await login(app, 'sprayed', PASSWORD, sprayer)).json()).toEqual(tooMany);
    expect((await login(b, 'sprayed', PASSWORD, '10.60.2.2')).statusCode).toBe(200);

    // Password failures never hold off a token, whichever way it is sent.
    for (const headers of [
      { authorization: `Bearer ${token}` },
      basic('tokened', token),
      { 'x-jfrog-art-api': token },
    ]) {
      const me = await b.server.inject({ method: 'GET', url: apiPaths.currentUser, headers, remoteAddress: sprayer });
      expect(me.statusCode).toBe(200);
      expect(me.json().name).toBe('tokened');
    }
  });

  it('A6 L8 limits reset mails over both nodes: per account whatever the addresses, and per address whatever the accounts', async () => {
    const before = smtp.mails.length;
    for (let i = 0; i <= RESET_MAILS_PER_ACCOUNT; i++)
      expect((await forgot(node(i), 'mailbox', `10.60.3.${i + 1}`)).json()).toEqual({});
    expect(smtp.mails.length - before).toBe(RESET_MAILS_PER_ACCOUNT);

    const names = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'];
    for (const [i, name] of names.entries()) expect((await forgot(node(i), name, '10.60.4.1')).json()).toEqual({});
    expect(smtp.mails.slice(before + RESET_MAILS_PER_ACCOUNT).map((mail) => mail.to)).toEqual(
      names.slice(0, RESET_MAILS_PER_ADDRESS).map((name) => [`${name}@example.com`]),
    );
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + RESET_MAILS_PER_ADDRESS; i++) await smtp.nextMail();
  });
});
