import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, type CrowdConfigUpdate, serverMessages } from '@arca/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLayout } from './pages/app-layout.ts';
import { CrowdLoginPage } from './pages/crowd-login-page.ts';
import { asAdmin } from './support/admin-api.ts';
import { type ArcaServer, startArcaServer } from './support/arca-server.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';

const ADMIN = 'Crowd-Admin-Passw0rd';
const APP_NAME = 'arca';
const APP_PASSWORD = 'Crowd-E2e-App-Secret';
const CROWD_USER = { name: 'alice', password: 'Alice-Crowd-Passw0rd', email: 'alice@example.com' };
let server: ArcaServer;
let crowd: Server;
let browser: Browser;

/** A stand-in for Crowd's authentication resource, knowing one user. */
async function startCrowd(): Promise<Server> {
  const stand = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://crowd');
    if (request.method !== 'POST' || url.pathname !== '/rest/usermanagement/1/authentication') {
      return answer(404, { reason: 'NOT_FOUND' });
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${APP_NAME}:${APP_PASSWORD}`).toString('base64')}`) {
      return answer(401, { reason: 'APPLICATION_ACCESS_DENIED' });
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const { value } = JSON.parse(body) as { value?: string };
    if (url.searchParams.get('username') !== CROWD_USER.name) return answer(400, { reason: 'USER_NOT_FOUND' });
    if (value !== CROWD_USER.password) return answer(400, { reason: 'INVALID_USER_AUTHENTICATION' });
    return answer(200, { name: CROWD_USER.name, email: CROWD_USER.email, active: true });
  });
  stand.listen(0, '127.0.0.1');
  await once(stand, 'listening');
  return stand;
}

beforeAll(async () => {
  crowd = await startCrowd();
  server = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN });
  const config: CrowdConfigUpdate = {
    enabled: true,
    serverUrl: `http://127.0.0.1:${(crowd.address() as AddressInfo).port}`,
    applicationName: APP_NAME,
    applicationPassword: APP_PASSWORD,
    autoCreateUsers: true,
  };
  const res = await asAdmin(server.baseUrl, ADMIN, 'PUT', apiPaths.crowdConfig, config);
  expect(res.status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  crowd.close();
});

describe('Crowd login in the browser', () => {
  it('R4.32 a Crowd user is refused with a wrong password, then logs in and lands on the packages', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const login = new CrowdLoginPage(page);
    await login.open();
    await screenshot(page, 'crowd-login');

    await login.logIn(CROWD_USER.name, 'Wrong-Passw0rd');
    expect(await login.error().textContent()).toContain(serverMessages.badCredentials);

    await login.logIn(CROWD_USER.name, CROWD_USER.password);
    await page.waitForURL('**/ui/packages');
    await new AppLayout(page).waitUntilShown();
    await context.close();
  });
});
