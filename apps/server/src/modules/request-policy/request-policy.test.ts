import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, REQUEST_ID_HEADER, type RequestPolicy, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildSecondNode, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let consoleDir: string;
const asAdmin = basic('admin', ADMIN_PASSWORD);
const BLOCKED_UA = 'Mozilla/5.0 (compatible; EVILBOT/2.1)';
const blockedEnvelope = { errors: [{ status: 406, message: serverMessages.blockedByPolicy }] };

function putPolicy(policy: RequestPolicy, headers: Record<string, string> = asAdmin) {
  return t.server.inject({ method: 'PUT', url: apiPaths.requestPolicy, headers, payload: policy });
}

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'arca-console-'));
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Arca</title><div id="root"></div>');
  writeFileSync(join(consoleDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  t = await buildTestApp({ ARCA_TEST_CONSOLE_DIR: consoleDir });
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: asAdmin,
    payload: { username: 'reader', password: 'Reader-Passw0rd', email: 'reader@example.com' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});
beforeEach(async () => {
  const res = await putPolicy({ blockedUserAgents: ['evilbot', 'curl/7.'] });
  expect(res.statusCode).toBe(200);
});

describe('request policy', () => {
  it('answers 406 with the envelope and the request id to an API request from a blocked client', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: apiPaths.currentUser,
      headers: { 'user-agent': BLOCKED_UA },
    });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual(blockedEnvelope);
    const requestId = res.headers[REQUEST_ID_HEADER];
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    // The header names the request the server logged, which is what the /406/{id} page shows.
    const logged = (await t.readLogs()).split('\n').filter((line) => line.includes(`"reqId":"${requestId}"`));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ status: 406, user: 'anonymous' });
  });

  it('covers the console gateway, the access service and the Artifactory API, with or without credentials', async () => {
    const cases = [
      { method: 'POST' as const, url: apiPaths.accessUsers, headers: asAdmin, payload: { username: 'x' } },
      { method: 'GET' as const, url: apiPaths.loginDialog, headers: asAdmin },
      { method: 'GET' as const, url: apiPaths.accessLoginDialog, headers: asAdmin },
      { method: 'POST' as const, url: apiPaths.accessLogin, payload: { user: 'admin', password: ADMIN_PASSWORD } },
      { method: 'GET' as const, url: '/artifactory/api/repositories' },
      // Percent-encoding reaches the same route, so it meets the same policy.
      { method: 'GET' as const, url: '/%75i/api/v1/ui/auth/current' },
    ];
    for (const { headers, ...request } of cases) {
      const res = await t.server.inject({ ...request, headers: { ...headers, 'user-agent': 'curl/7.88.1' } });
      expect(res.statusCode, request.url).toBe(406);
      expect(res.json(), request.url).toEqual(blockedEnvelope);
    }
  });

  it('lets other clients through', async () => {
    for (const userAgent of ['Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', 'curl/8.5.0', 'JFrog-CLI/2.60.0']) {
      const res = await t.server.inject({
        method: 'GET',
        url: apiPaths.accessLoginDialog,
        headers: { ...asAdmin, 'user-agent': userAgent },
      });
      expect(res.statusCode, userAgent).toBe(200);
    }
    const noAgent = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: { 'user-agent': '' } });
    expect(noAgent.statusCode).toBe(200);
  });

  it('never blocks ping, readiness, version or the console files', async () => {
    for (const url of [apiPaths.ping, apiPaths.readiness, apiPaths.version, '/ui/', '/ui/assets/index-Ab12Cd34.js']) {
      const res = await t.server.inject({ method: 'GET', url, headers: { 'user-agent': BLOCKED_UA } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('lets a blocked administrator read and undo the policy', async () => {
    const headers = { ...asAdmin, 'user-agent': BLOCKED_UA };
    const read = await t.server.inject({ method: 'GET', url: apiPaths.requestPolicy, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ blockedUserAgents: ['evilbot', 'curl/7.'] });
    const undo = await putPolicy({ blockedUserAgents: [] }, headers);
    expect(undo.statusCode).toBe(200);
    const after = await t.server.inject({ method: 'GET', url: apiPaths.currentUser, headers });
    expect(after.statusCode).toBe(200);
  });

  it('is read and written by administrators only', async () => {
    const anonymous = await t.server.inject({ method: 'GET', url: apiPaths.requestPolicy });
    expect(anonymous.statusCode).toBe(401);
    const reader = basic('reader', 'Reader-Passw0rd');
    const read = await t.server.inject({ method: 'GET', url: apiPaths.requestPolicy, headers: reader });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ errors: [{ status: 403, message: serverMessages.adminRequired }] });
    const write = await putPolicy({ blockedUserAgents: [] }, reader);
    expect(write.statusCode).toBe(403);
    const anonymousWrite = await putPolicy({ blockedUserAgents: [] }, {});
    expect(anonymousWrite.statusCode).toBe(401);
    const unchanged = await t.server.inject({ method: 'GET', url: apiPaths.requestPolicy, headers: asAdmin });
    expect(unchanged.json()).toEqual({ blockedUserAgents: ['evilbot', 'curl/7.'] });
  });

  it('refuses more than 50 patterns, an empty pattern and a pattern over 200 characters', async () => {
    const invalid = [
      Array.from({ length: 51 }, (_, i) => `agent-${i}`),
      ['fine', ''],
      ['x'.repeat(10 * 1024)],
      ['y'.repeat(201)],
    ];
    for (const blockedUserAgents of invalid) {
      const res = await putPolicy({ blockedUserAgents });
      expect(res.statusCode, `${blockedUserAgents.length} patterns`).toBe(400);
      expect(res.json().errors[0].status).toBe(400);
    }
    const limits = await putPolicy({
      blockedUserAgents: [...Array.from({ length: 49 }, (_, i) => `agent-${i}`), 'z'.repeat(200)],
    });
    expect(limits.statusCode).toBe(200);
  });
});

describe('settings asked on every request, on a node sharing the database', () => {
  it('apply there as soon as the database tells it of another node’s change: the request policy and anonymous access', async () => {
    const node = await buildSecondNode(t, {});
    try {
      const asBlocked = { 'user-agent': BLOCKED_UA };
      const read = () => node.server.inject({ method: 'GET', url: apiPaths.currentUser, headers: asBlocked });
      // PostgreSQL tells the other node a moment after the commit: well within a second, where a
      // setting kept for a few seconds would still be answered.
      const status = (request: () => Promise<{ statusCode: number }>) =>
        expect.poll(async () => (await request()).statusCode, { timeout: 1000 });
      expect((await read()).statusCode).toBe(406);
      expect((await putPolicy({ blockedUserAgents: [] })).statusCode).toBe(200);
      await status(read).toBe(200);
      expect((await putPolicy({ blockedUserAgents: ['evilbot'] })).statusCode).toBe(200);
      await status(read).toBe(406);

      await t.createRepositories(['shared-local']);
      await t.grant('shared-anonymous', ['shared-local'], { anonymous: ['READ'] });
      const url = '/artifactory/shared-local/a.txt';
      expect((await t.server.inject({ method: 'PUT', url, headers: asAdmin, payload: 'a' })).statusCode).toBe(201);
      // HEAD: the second node has a blob store of its own until the cluster shares one.
      const anonymousRead = () => node.server.inject({ method: 'HEAD', url });
      await t.setAnonymousAccess(true);
      await status(anonymousRead).toBe(200);
      await t.setAnonymousAccess(false);
      await status(anonymousRead).toBe(401);
    } finally {
      await node.close();
    }
  });
});
