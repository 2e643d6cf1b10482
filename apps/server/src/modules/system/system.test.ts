import { apiPaths, consoleUrl, REQUEST_ID_HEADER, systemRoutes } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function semver(v: string): number[] {
  return v.split('.').map(Number);
}
function below(a: string, b: string): boolean {
  const [x, y] = [semver(a), semver(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  return false;
}

describe('system calls', () => {
  it('answers ping with 200 OK as text', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.ping });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('OK');
  });

  it('answers readiness with {"code":"OK"} once the database answers', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.readiness });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK' });
  });

  it('reports an API level that opens web login but not multipart upload, and its own version', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.version });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['addons', 'arcaVersion', 'license', 'revision', 'version']);
    expect(below(body.version, '7.82.2')).toBe(true);
    expect(below(body.version, '7.64.0')).toBe(false);
    expect(body.arcaVersion).toBe('0.0.0-test');
    expect(body.license).toBe('ENTERPRISE_PLUS');
  });

  it('R28.041 answers the version at the console path system/version as at the API path', async () => {
    const res = await t.server.inject({ method: 'GET', url: consoleUrl(systemRoutes.consoleVersion) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await t.server.inject({ method: 'GET', url: apiPaths.version })).json());
    expect(res.json()).toMatchObject({ arcaVersion: '0.0.0-test', license: 'ENTERPRISE_PLUS' });
  });

  it('R28.045 answers GET /system/auth/screen/footer to anyone with the footer data fields', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/ui/api/v1/system/auth/screen/footer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serverName: 'Arca',
      buildNumber: '0.0.0-test',
      platformId: 'arca-enterprise_plus',
      license: 'ENTERPRISE_PLUS',
      userEmail: { email: '' },
      helpLinksEnabled: true,
      isCloudProviderConfigured: false,
      connectUrl: null,
      logoUrl: null,
      userLogo: null,
      customUrlBase: null,
    });
  });

  it("R28.046 answers the home page's info widget to anyone: server name, API level, build and licence in widgetData", async () => {
    const res = await t.server.inject({ method: 'GET', url: consoleUrl(systemRoutes.homeInfoWidget) });
    expect(res.statusCode).toBe(200);
    expect(consoleUrl(systemRoutes.homeInfoWidget)).toBe('/ui/api/v1/ui/home/widget/info');
    const { version } = (await t.server.inject({ method: 'GET', url: apiPaths.version })).json();
    expect(res.json()).toEqual({
      widgetData: { serverName: 'Arca', version, buildNumber: '0.0.0-test', license: 'ENTERPRISE_PLUS' },
    });
  });

  it('serves the footer without authentication, with the server name for page titles', async () => {
    const res = await t.server.inject({ method: 'GET', url: apiPaths.footer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serverName: 'Arca', buildNumber: '0.0.0-test', license: 'ENTERPRISE_PLUS' });
  });

  it('gives every response a request id and writes it to the request log with the path only', async () => {
    const res = await t.server.inject({ method: 'GET', url: `${apiPaths.ping}?secret=s3cr3t-query` });
    const id = res.headers[REQUEST_ID_HEADER];
    expect(typeof id).toBe('string');
    expect(String(id)).toMatch(/^[0-9a-f]{16}$/);
    const other = await t.server.inject({ method: 'GET', url: apiPaths.ping });
    expect(other.headers[REQUEST_ID_HEADER]).not.toBe(id);
    const logs = await t.readLogs();
    const line = logs.split('\n').find((l) => l.includes(String(id)));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ method: 'GET', path: apiPaths.ping, status: 200 });
    expect(logs).not.toContain('s3cr3t-query');
  });
});
