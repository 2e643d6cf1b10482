import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCESS_COOKIE,
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  cliLoginPaths,
  DEFAULT_SECURITY_CONFIG,
  integrationPaths,
  MFA_COOKIE,
  REAUTHENTICATION_HEADER,
  REFRESH_COOKIE,
  type SupportBundle,
  type SupportBundleCreated,
  supportBundlePaths,
  UI_API,
  webhookPaths,
} from '@arca/contract';
import { readZip, totpCode } from '@arca/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Every kind of secret the server makes or is given, created through the API and used the way
 * clients use them, so each had its chance to reach a log. Mail goes to data/logs/mail.log (no
 * SMTP), so the reset and invitation links are there too.
 */
let t: TestApp;
const secrets = new Map<string, string>();
const xhr = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const MIRA_PASSWORD = 'Mira-Planted-Passw0rd-7d1';
const SLACK_HOOK_PATH = 'T0PLANTED/B0PLANTED/Planted-Slack-Hook-Secret-3e';

function plant(name: string, value: string | undefined): string {
  if (!value || value.length < 8) throw new Error(`no usable ${name}: ${value}`);
  secrets.set(name, value);
  return value;
}

function cookieOf(res: LightMyRequestResponse, name: string): string {
  const value = res.cookies.find((cookie) => cookie.name === name)?.value;
  if (!value) throw new Error(`no ${name} cookie: ${res.statusCode} ${res.body}`);
  return value;
}

/** The links data/logs/mail.log holds, one mail a line. */
function mailedLink(pattern: RegExp): string {
  const outbox = readFileSync(join(t.dataDir, 'logs', 'mail.log'), 'utf8');
  const match = [...outbox.matchAll(new RegExp(pattern.source, 'g'))].at(-1)?.[1];
  if (!match) throw new Error(`no ${pattern} in ${outbox}`);
  return decodeURIComponent(match);
}

async function finished(id: string): Promise<SupportBundle> {
  for (let i = 0; i < 300; i++) {
    const res = await t.call('GET', supportBundlePaths.list);
    const bundle = (res.json() as { bundles: SupportBundle[] }).bundles.find((b) => b.id === id);
    if (bundle && bundle.status !== 'in progress') return bundle;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`bundle ${id} did not finish`);
}

let written: Promise<{ raw: Buffer; entries: Map<string, Buffer> }> | undefined;

/** One bundle of everything, written once for the tests that read it: writing one takes a while. */
function theBundle(): Promise<{ raw: Buffer; entries: Map<string, Buffer> }> {
  written ??= (async () => {
    const created = await t.call('POST', supportBundlePaths.generate, { name: 'secrets' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as SupportBundleCreated;
    expect((await finished(id)).status).toBe('success');
    const raw = (await t.call('GET', supportBundlePaths.download(id))).rawPayload;
    return { raw, entries: readZip(raw) };
  })();
  return written;
}

beforeAll(async () => {
  t = await buildTestApp({
    ARCA_ADMIN_PASSWORD: 'Planted-Admin-Env-Passw0rd-31',
    ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  plant('ARCA_ADMIN_PASSWORD', t.config.adminPassword);
  plant('master key', readFileSync(join(t.dataDir, 'master.key'), 'utf8').trim());
  plant('the first administrator password', ADMIN_PASSWORD);

  // A user's password, used in a console login, in Basic credentials and in a wrong login.
  await t.createUser('mira', plant('password set by the test', MIRA_PASSWORD));
  const login = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: 'mira', password: MIRA_PASSWORD, type: 'login' },
  });
  const session = plant('session id', cookieOf(login, ACCESS_COOKIE));
  plant('refresh cookie', cookieOf(login, REFRESH_COOKIE));
  const mira = { cookie: `${ACCESS_COOKIE}=${session}`, ...xhr };
  await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: basic('mira', MIRA_PASSWORD) });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: 'mira', password: `${MIRA_PASSWORD}x`, type: 'login' },
  });

  // A password reset by mail: the key is used in the query of the calls that take it.
  expect(
    (await t.server.inject({ method: 'POST', url: apiPaths.forgotPassword, headers: xhr, payload: { user: 'mira' } }))
      .statusCode,
  ).toBe(200);
  const resetKey = plant('reset key', mailedLink(/reset-password\?key=([A-Za-z0-9_%-]+)/));
  await t.server.inject({ method: 'POST', url: apiPaths.validateKey, headers: xhr, payload: { key: resetKey } });
  await t.server.inject({
    method: 'POST',
    url: `${apiPaths.resetPassword}?key=${encodeURIComponent(resetKey)}`,
    headers: xhr,
    payload: { user: 'mira', password: 'x' },
  });

  // An invitation by mail.
  expect(
    (await t.call('POST', apiPaths.accessInvitations, { username: 'nico', email: 'nico@example.com' })).statusCode,
  ).toBe(201);
  const invitation = plant('invitation token', mailedLink(/invitation\?token=([A-Za-z0-9_%-]+)/));
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessInvitationVerify,
    headers: xhr,
    payload: { token: invitation },
  });

  // Access and refresh tokens, used as Bearer credentials.
  const token = await t.call('POST', apiPaths.accessTokens, { username: 'mira', refreshable: true, expires_in: 3600 });
  expect(token.statusCode).toBe(200);
  const accessToken = plant('access token', token.json().access_token);
  plant('refresh token', token.json().refresh_token);
  await t.server.inject({
    method: 'GET',
    url: apiPaths.currentUser,
    headers: { authorization: `Bearer ${accessToken}` },
  });

  // A personal API key, used in the header JFrog clients send it in.
  const apiKey = await t.server.inject({
    method: 'GET',
    url: integrationPaths.userApiKey,
    headers: { ...mira, [REAUTHENTICATION_HEADER]: basic('mira', MIRA_PASSWORD).authorization },
  });
  expect(apiKey.statusCode).toBe(200);
  const key = plant('API key', apiKey.json().apiKey);
  await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { 'x-jfrog-art-api': key } });

  // A set-me-up token.
  await t.createRepositories(['npm-local'], { packageType: 'npm' });
  await t.grant('npm-readers', ['npm-local'], { mira: ['READ'] });
  const setMeUp = await t.server.inject({
    method: 'POST',
    url: apiPaths.setMeUpToken('npm-local'),
    headers: mira,
    payload: { password: MIRA_PASSWORD },
  });
  expect(setMeUp.statusCode).toBe(200);
  plant('set-me-up token', /:_authToken=(\S+)/.exec(JSON.stringify(setMeUp.json()))?.[1]?.replace(/\\.*$/, ''));

  // The JFrog CLI's browser login: the session id in the polled path, then the token it collects.
  const cliSession = plant('CLI login session', randomUUID());
  await t.server.inject({ method: 'POST', url: cliLoginPaths.request, payload: { session: cliSession } });
  await t.server.inject({ method: 'GET', url: cliLoginPaths.token(cliSession) });
  await t.server.inject({
    method: 'POST',
    url: `${UI_API}${cliLoginPaths.response}`,
    headers: mira,
    payload: { session: cliSession, code: cliSession.slice(-4) },
  });
  plant(
    'CLI login token',
    (await t.server.inject({ method: 'GET', url: cliLoginPaths.token(cliSession) })).json().access_token,
  );

  // Secrets of the configuration: a remote repository's, a proxy's, a webhook's.
  const remote = { rclass: 'remote', packageType: 'generic', url: 'http://127.0.0.1:9/', username: 'u' };
  const remotePassword = plant('remote repository password', 'Planted-Remote-Passw0rd-4c');
  expect(
    (await t.call('PUT', '/artifactory/api/repositories/upstream', { ...remote, password: remotePassword })).statusCode,
  ).toBe(200);
  // An upstream that does not answer: the failed fetch, with the credentials it sent, is logged.
  await t.call('GET', '/artifactory/upstream/missing.txt');
  const proxy = {
    key: 'corp',
    host: 'proxy.example.com',
    port: 3128,
    username: 'u',
    password: plant('proxy password', 'Planted-Proxy-Passw0rd-0b'),
  };
  expect((await t.call('POST', '/artifactory/api/proxies', proxy)).statusCode).toBe(201);
  const webhook = {
    key: 'notify',
    description: '',
    enabled: true,
    event_filter: {
      domain: 'artifact',
      event_types: ['deployed'],
      criteria: {
        anyLocal: true,
        anyRemote: false,
        anyFederated: false,
        repoKeys: [],
        includePatterns: [],
        excludePatterns: [],
      },
    },
    handlers: [
      {
        handler_type: 'webhook',
        url: 'http://127.0.0.1:9/hook',
        secret: plant('webhook secret', 'Planted-Webhook-Secret-a5'),
        use_secret_for_signing: true,
        custom_http_headers: [{ name: 'X-Team', value: plant('webhook header', 'Planted-Header-Secret-77') }],
      },
    ],
  };
  expect((await t.call('POST', webhookPaths.subscriptions, webhook)).statusCode).toBe(201);
  // An incoming hook of a chat service: the address itself is the credential.
  const slack = {
    ...webhook,
    key: 'slack',
    handlers: [
      {
        handler_type: 'webhook',
        url: `https://hooks.slack.com/services/${plant('incoming hook path', SLACK_HOOK_PATH)}`,
      },
    ],
  };
  expect((await t.call('POST', webhookPaths.subscriptions, slack)).statusCode).toBe(201);

  // A TOTP seed, enrolled while the policy asks for a second factor; the half-finished login's cookie too.
  await t.call('PUT', apiPaths.securityConfig, { ...DEFAULT_SECURITY_CONFIG, mfaPolicy: { enforced: true } });
  await t.createUser('tess', 'Tess-Planted-Passw0rd-2f');
  plant('second user password', 'Tess-Planted-Passw0rd-2f');
  const half = await t.server.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: xhr,
    payload: { user: 'tess', password: 'Tess-Planted-Passw0rd-2f', type: 'login' },
  });
  const challenge = { cookie: `${MFA_COOKIE}=${plant('second-factor challenge', cookieOf(half, MFA_COOKIE))}` };
  const enrollment = await t.server.inject({ method: 'GET', url: apiPaths.mfaEnroll, headers: challenge });
  const seed = plant('TOTP seed', enrollment.json().secret);
  plant('otpauth URL', enrollment.json().otpauthUrl);
  const enrolled = await t.server.inject({
    method: 'POST',
    url: apiPaths.mfaEnroll,
    headers: { ...challenge, ...xhr },
    payload: { otp: totpCode(seed) },
  });
  plant('session after the second factor', cookieOf(enrolled, ACCESS_COOKIE));
  await t.call('PUT', apiPaths.securityConfig, DEFAULT_SECURITY_CONFIG);
}, 60_000);
afterAll(() => t.close());

describe('support bundles and secrets', () => {
  it('M3 no secret the server made or was given reaches a bundle: not a reset key, an invitation, a token, a password or a seed', async () => {
    const { raw, entries } = await theBundle();
    // The bundle still carries what support needs: the logs and the configuration.
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining(['logs/artifactory-request.log', 'logs/artifactory-audit.log', 'configuration.json']),
    );
    expect(entries.get('logs/artifactory-request.log')?.toString()).toContain('/ui/auth/resetpassword');
    expect(entries.get('logs/artifactory-request.log')?.toString()).toContain('jfrog_client_login/token/[REDACTED]');
    // The outbox holds nothing but links that hand out accounts: it stays out.
    expect(entries.has('logs/mail.log')).toBe(false);
    const leaks: string[] = [];
    for (const [name, content] of entries) {
      const text = content.toString('utf8');
      for (const [kind, secret] of secrets) {
        if (text.includes(secret) || text.includes(encodeURIComponent(secret))) leaks.push(`${kind} in ${name}`);
      }
    }
    for (const [kind, secret] of secrets) if (raw.includes(secret)) leaks.push(`${kind} in the zip itself`);
    expect(leaks).toEqual([]);
  });

  it("M3 keeps a webhook URL's secret path out of a bundle", async () => {
    const { entries } = await theBundle();
    const secretPart = SLACK_HOOK_PATH.split('/').at(-1) ?? '';
    for (const [name, content] of entries) expect([name, content.includes(secretPart)]).toEqual([name, false]);
    // Support still sees where the events go.
    const configuration = JSON.parse(entries.get('configuration.json')?.toString() ?? '{}') as {
      webhooks: { subscription_key: string; config: { handlers: { url: string }[] } }[];
    };
    const receivers = Object.fromEntries(
      configuration.webhooks.map((row) => [row.subscription_key, row.config.handlers.map((handler) => handler.url)]),
    );
    expect(receivers).toEqual({
      notify: ['http://127.0.0.1:9/[REDACTED]'],
      slack: ['https://hooks.slack.com/[REDACTED]'],
    });
  });
});
