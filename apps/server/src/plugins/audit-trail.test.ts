import { apiPaths, CSRF_HEADER, CSRF_HEADER_VALUE } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { auditKindOf } from './audit-trail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong-Passw0rd-7c1e';
const NEW_USER_PASSWORD = 'Audited-Passw0rd-93a';

async function auditLines(): Promise<Record<string, unknown>[]> {
  return (await t.readLogs())
    .split('\n')
    .filter((line) => line.includes('"kind"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the audit trail of security events', () => {
  it('records sign-in attempts, refused credentials and administrative changes, without their secrets', async () => {
    const login = (password: string) =>
      t.server.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        remoteAddress: '10.7.0.1',
        payload: { user: 'admin', password, type: 'login' },
      });
    expect((await login(WRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(200);
    const refused = await t.call('GET', '/artifactory/api/repositories', undefined, basic('mallory', WRONG_PASSWORD));
    expect(refused.statusCode).toBe(401);
    await t.createUser('audited', NEW_USER_PASSWORD);
    const token = await t.call('POST', '/access/api/v1/tokens', { scope: 'applied-permissions/user' });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json().access_token).toMatch(/^\S{20,}$/);
    // Refused by the call's access rule before the webhook service, which audits its own changes, runs.
    const hook = { key: 'refused', event_filter: { domain: 'artifact', event_types: ['deployed'] }, handlers: [] };
    const notAdmin = basic('audited', NEW_USER_PASSWORD);
    expect((await t.call('POST', '/event/api/v1/subscriptions', hook, notAdmin)).statusCode).toBe(403);
    const config = (await t.call('GET', apiPaths.securityConfig)).json();
    expect((await t.call('PUT', apiPaths.securityConfig, config)).statusCode).toBe(200);

    const lines = await auditLines();
    expect(lines).toContainEqual(
      expect.objectContaining({
        kind: 'sign-in',
        user: 'admin',
        action: `POST ${apiPaths.login}`,
        ip: '10.7.0.1',
        result: 'failure',
        status: 401,
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'sign-in', user: 'admin', action: `POST ${apiPaths.login}`, result: 'success' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'refused credentials', user: 'mallory', result: 'failure', status: 401 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'administration', user: 'admin', action: 'POST /access/api/v2/users' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'administration', user: 'admin', action: 'POST /access/api/v1/tokens' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'administration', action: `PUT ${apiPaths.securityConfig}`, result: 'success' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        kind: 'administration',
        user: 'audited',
        action: 'POST /event/api/v1/subscriptions',
        result: 'failure',
        status: 403,
      }),
    );
    const written = await t.readLogs();
    for (const secret of [WRONG_PASSWORD, ADMIN_PASSWORD, NEW_USER_PASSWORD, token.json().access_token]) {
      expect(written).not.toContain(secret);
    }
  });

  it('leaves reads and artifact traffic to the request log, and knows the console gateway paths', () => {
    expect(auditKindOf('GET', apiPaths.currentUser, 200, false)).toBeNull();
    expect(auditKindOf('GET', '/artifactory/libs/a.jar', 200, true)).toBeNull();
    expect(auditKindOf('PUT', '/artifactory/libs/a.jar', 201, true)).toBeNull();
    expect(auditKindOf('GET', apiPaths.oauthCallback, 302, false)).toBe('sign-in');
    expect(auditKindOf('DELETE', '/ui/api/v1/access/api/v2/users/:name', 204, false)).toBe('administration');
    expect(auditKindOf('PUT', '/ui/api/v1/artifactory/api/v2/security/permissions/:name', 200, false)).toBe(
      'administration',
    );
    expect(auditKindOf('GET', '/artifactory/api/repositories', 401, true)).toBe('refused credentials');
  });
});
