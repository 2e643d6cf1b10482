import { companionServiceMessages, integrationPaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let consoleHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.createUser('dev', 'Dev-Passw0rd');
  consoleHeaders = t.asConsole(await t.login('dev', 'Dev-Passw0rd'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as the console makes it: signed in, with its project context and the spec's parameters. */
async function consoleCall(method: Method, url: string, payload?: object) {
  const separator = url.includes('?') ? '&' : '?';
  return t.server.inject({
    method,
    url: `${url}${separator}projectKey=&context=`,
    headers: consoleHeaders,
    ...(payload ? { payload } : {}),
  });
}

/** The answer of an absent companion: 404, one error naming the service. */
async function expectAbsent(method: Method, url: string, service: string, payload?: object) {
  const answer = await consoleCall(method, url, payload);
  expect(answer.statusCode, `${method} ${url}`).toBe(404);
  expect(answer.json(), `${method} ${url}`).toEqual({
    errors: [{ status: 404, message: companionServiceMessages.absent(service) }],
  });
}

describe('scanner (xray) calls, which Arca does not include', () => {
  it('R28.057 R28.072 answers the scanner current permissions that the start-up reads into the user data: xray is absent', async () => {
    await expectAbsent('POST', '/xray/ui/permissions/current', 'Xray', {});
    await expectAbsent('GET', '/xray/ui/permissions/current', 'Xray');
  });

  it('R28.071 R28.073 R28.074 R28.075 answers watch violations, index status, component tabs and issue details: xray is absent', async () => {
    await expectAbsent('GET', '/xray/ui/userIssues/byWatch', 'Xray');
    await expectAbsent('GET', '/xray/ui/unified/stats/indexStatus', 'Xray');
    await expectAbsent('POST', '/xray/ui/component/details/tabs', 'Xray', { component_id: 'npm://left-pad:1.3.0' });
    await expectAbsent('POST', '/xray/ui/unified/userIssues/details', 'Xray', { issue_id: 'XRAY-1' });
  });

  it('R28.101 answers POST artifactViolationsByPackage with the new_severities flag and a body: xray is absent', async () => {
    await expectAbsent('POST', '/xray/ui/unified/artifactViolationsByPackage?new_severities=true', 'Xray', {
      package_id: 'npm://left-pad',
      version: '1.3.0',
    });
  });

  it('R28.107 R28.108 R28.109 answers the component search, the xray version and component details: xray is absent', async () => {
    await expectAbsent(
      'POST',
      '/xray/ui/component/paginatedsearch?direction=desc&num_of_rows=20&order_by=last_updated&page_num=1',
      'Xray',
      { all_components: false },
    );
    await expectAbsent('GET', '/xray/ui/homepage/getXrayVersion', 'Xray');
    await expectAbsent('POST', '/xray/ui/component/details/general', 'Xray', { component_id: 'npm://left-pad:1.3.0' });
  });

  it('R28.115 answers GET /xray/ui/vcs_integrations, which the integrations page reads only with the scanner installed', async () => {
    expect(integrationPaths.scannerConnected).toBe('/xray/ui/vcs_integrations');
    await expectAbsent('GET', integrationPaths.scannerConnected, 'Xray');
  });
});

describe('other companion services Arca does not include', () => {
  it('R28.069 answers the pipelines statistics: pipelines is absent', async () => {
    await expectAbsent('GET', '/pipe/pipelinesStatistics', 'Pipelines');
  });

  it('R28.076 answers the insight support-instance check: insight is absent', async () => {
    await expectAbsent('GET', '/insight/api/v1/system/isSupportInstance', 'Insight');
  });

  it('R28.080 R28.081 R28.082 R28.083 R28.084 R28.085 answers the peer network calls under tracker/api/v3/pdn/tracker: the tracker is absent', async () => {
    const tracker = 'PDN';
    await expectAbsent('GET', '/tracker/api/v3/pdn/tracker/nodes', tracker);
    await expectAbsent('POST', '/tracker/api/v3/pdn/tracker/nodes/clear/unavailable', tracker, {});
    await expectAbsent('GET', '/tracker/api/v3/pdn/tracker/usage', tracker);
    await expectAbsent('GET', '/tracker/api/v3/pdn/tracker/configuration', tracker);
    await expectAbsent('PUT', '/tracker/api/v3/pdn/tracker/configuration', tracker, { enabled: true });
    await expectAbsent('GET', '/tracker/api/v3/pdn/tracker/nodes/configuration', tracker);
    await expectAbsent('POST', '/tracker/api/v3/pdn/tracker/join', tracker, {});
  });

  it('R28.086 R28.087 answers the peer network configuration and global configuration under the tracker base', async () => {
    const tracker = 'PDN';
    await expectAbsent('GET', '/tracker/api/v3/pdn/configuration', tracker);
    await expectAbsent('GET', '/tracker/api/v3/pdn/configuration/global', tracker);
    await expectAbsent('DELETE', '/tracker/api/v3/pdn/configuration/global', tracker);
  });

  it('R28.088 answers the top 5 peer-to-peer usage of mission control: mission control is absent', async () => {
    await expectAbsent('GET', '/mc/api/ui/v1/system/usage/p2p?top=5', 'Mission Control');
  });

  it('R28.077 R28.078 R28.079 answers the connect-service entitlements, notifications and single-sign-on URL: connect is absent', async () => {
    await expectAbsent('GET', '/connect/api/v1/entitlements', 'Connect');
    await expectAbsent('GET', '/connect/api/v1/notifications', 'Connect');
    await expectAbsent('GET', '/connect/api/v1/sso/url', 'Connect');
  });

  it('R28.047 R28.103 answers the subscription upgrade info and blocked usages under the console gateway: a self-hosted Arca has no subscription', async () => {
    await expectAbsent('GET', '/ui/api/v1/ui/subscription/getUpgradeInfo', 'Subscription');
    await expectAbsent('GET', '/ui/api/v1/ui/subscription/blockedUsages', 'Subscription');
  });

  it('R28.050 answers the analytics history under the console gateway: Arca sends no analytics', async () => {
    await expectAbsent('POST', '/ui/api/v1/analytics/sendHistory', 'Analytics', { history: [] });
  });

  it('answers the same to anonymous callers, and leaves other unknown paths a plain 404', async () => {
    const anonymous = await t.server.inject({ method: 'GET', url: '/xray/ui/homepage/getXrayVersion' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().errors[0].message).toBe(companionServiceMessages.absent('Xray'));
    const unknown = await t.server.inject({ method: 'GET', url: '/xrays/ui/homepage/getXrayVersion' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).not.toBe(companionServiceMessages.absent('Xray'));
  });
});
