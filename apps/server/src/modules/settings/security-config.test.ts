import { apiPaths, DEFAULT_SECURITY_CONFIG, serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.server.inject({
    method: 'POST',
    url: apiPaths.accessUsers,
    headers: basic('admin', ADMIN_PASSWORD),
    payload: { username: 'reader', password: 'Reader-Passw0rd', email: 'reader@example.com' },
  });
});
afterAll(() => t.close());

describe('security configuration', () => {
  it('starts with the defaults and keeps what an administrator saves', async () => {
    const first = await t.server.inject({
      method: 'GET',
      url: apiPaths.securityConfig,
      headers: basic('admin', ADMIN_PASSWORD),
    });
    expect(first.json()).toEqual(DEFAULT_SECURITY_CONFIG);
    const changed = {
      ...DEFAULT_SECURITY_CONFIG,
      passwordPolicy: { ...DEFAULT_SECURITY_CONFIG.passwordPolicy, minLength: 12, requireSpecial: true },
    };
    const put = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: basic('admin', ADMIN_PASSWORD),
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    const again = await t.server.inject({
      method: 'GET',
      url: apiPaths.securityConfig,
      headers: basic('admin', ADMIN_PASSWORD),
    });
    expect(again.json()).toEqual(changed);
    const weak = await t.server.inject({
      method: 'POST',
      url: apiPaths.accessUsers,
      headers: basic('admin', ADMIN_PASSWORD),
      payload: { username: 'newbie', password: 'ShortPass1', email: 'n@example.com' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Password does not match the password policy',
      'Password must be at least 12 characters long',
      'Password must contain a special character',
    ]);
    await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: basic('admin', ADMIN_PASSWORD),
      payload: DEFAULT_SECURITY_CONFIG,
    });
  });

  it('is for administrators only', async () => {
    const anonymous = await t.server.inject({ method: 'GET', url: apiPaths.securityConfig });
    expect(anonymous.statusCode).toBe(401);
    const reader = await t.server.inject({
      method: 'GET',
      url: apiPaths.securityConfig,
      headers: basic('reader', 'Reader-Passw0rd'),
    });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ errors: [{ status: 403, message: serverMessages.adminRequired }] });
    const write = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: basic('reader', 'Reader-Passw0rd'),
      payload: DEFAULT_SECURITY_CONFIG,
    });
    expect(write.statusCode).toBe(403);
  });

  it('refuses a configuration outside the allowed ranges', async () => {
    const bad = { ...DEFAULT_SECURITY_CONFIG, userLockPolicy: { enabled: true, loginAttempts: 0, lockMinutes: 15 } };
    const res = await t.server.inject({
      method: 'PUT',
      url: apiPaths.securityConfig,
      headers: basic('admin', ADMIN_PASSWORD),
      payload: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/loginAttempts/);
  });
});
