import { generateKeyPairSync, sign } from 'node:crypto';
import { apiPaths, licensePaths, UI_API } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '../../lib/ed25519-keys.ts';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { canonicalJson } from '../licenses/license-document.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const dev = basic('dev', 'Dev-Passw0rd!');
const repo = (key: string) => `/artifactory/api/repositories/${encodeURIComponent(key)}`;

type Response = Awaited<ReturnType<TestApp['call']>>;
const refusal = (res: Response) => ({ status: res.statusCode, body: res.json() });
const refused = (message: string) => ({ status: 403, body: { errors: [{ status: 403, message }] } });

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await buildTestApp(env);
  const res = await app.call('POST', apiPaths.accessUsers, {
    username: 'dev',
    password: 'Dev-Passw0rd!',
    email: 'dev@example.com',
  });
  expect(res.statusCode).toBe(201);
  return app;
}

describe('creating repositories under JCR', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ ARCA_LICENSE_TYPE: 'JCR' });
  });
  afterAll(() => t.close());

  it("refuses a Maven repository with 'Maven is not supported in JCR version', to an administrator and a user alike", async () => {
    for (const headers of [admin, dev]) {
      for (const packageType of ['maven', 'gav']) {
        const res = await t.call('PUT', repo('libs-release'), { rclass: 'local', packageType }, headers);
        expect(refusal(res)).toEqual(refused('Maven is not supported in JCR version'));
      }
    }
    expect((await t.call('HEAD', repo('libs-release'))).statusCode).toBe(404);
  });

  it('creates a Docker repository', async () => {
    const res = await t.call('PUT', repo('docker-local'), { rclass: 'local', packageType: 'docker' });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', repo('docker-local'))).json()).toMatchObject({
      rclass: 'local',
      packageType: 'docker',
    });
  });

  it('refuses the federated kind the edition disables, naming the kind', async () => {
    const res = await t.call('PUT', repo('docker-fed'), { rclass: 'federated', packageType: 'docker' });
    expect(refusal(res)).toEqual(refused('Federated Repositories is not supported in JCR version'));
  });
});

describe('creating repositories under OSS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ ARCA_LICENSE_TYPE: 'OSS' });
  });
  afterAll(() => t.close());

  it('creates generic and Maven repositories, which the open-source edition keeps', async () => {
    for (const packageType of ['generic', 'maven']) {
      const res = await t.call('PUT', repo(`${packageType}-local`), { rclass: 'local', packageType });
      expect(res.statusCode, packageType).toBe(200);
    }
  });

  it('refuses a federated repository, to a user too', async () => {
    for (const headers of [admin, dev]) {
      const res = await t.call('PUT', repo('libs-fed'), { rclass: 'federated', packageType: 'maven' }, headers);
      expect(refusal(res)).toEqual(refused('Federated Repositories is not supported in OSS version'));
    }
  });

  it('refuses to put a new repository in a project, as projects need a higher licence', async () => {
    const res = await t.call('PUT', repo('web-local'), { rclass: 'local', packageType: 'npm', projectKey: 'apps' });
    expect(refusal(res)).toEqual(refused('Projects is not supported in OSS version'));
  });
});

describe('repositories made before the licence changed', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  let t: TestApp;

  async function installLicense(type: string) {
    const license = { type, licensee: 'Acme', issued: '2026-01-01', expires: '2099-12-31', features: [] };
    const signature = sign(null, Buffer.from(canonicalJson(license)), privateKey).toString('base64');
    const res = await t.server.inject({
      method: 'POST',
      url: licensePaths.licenses,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: JSON.stringify({ license, keyId: keyIdOf(publicKey), signature }),
    });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    t = await appWith({ ARCA_LICENSE_TYPE: 'ENTERPRISE_PLUS', ARCA_LICENSE_PUBLIC_KEYS: spki });
    expect(
      (await t.call('POST', apiPaths.accessProjects, { project_key: 'apps', display_name: 'Apps' })).statusCode,
    ).toBe(201);
    expect((await t.call('PUT', repo('libs-release'), { rclass: 'local', packageType: 'maven' })).statusCode).toBe(200);
    const deployed = await t.server.inject({
      method: 'PUT',
      url: '/artifactory/libs-release/org/acme/app/1.0/app-1.0.txt',
      headers: admin,
      payload: 'app 1.0',
    });
    expect(deployed.statusCode).toBe(201);
    await installLicense('JCR');
  });
  afterAll(() => t.close());

  it('keeps serving a Maven repository under JCR: its config, its files and its updates', async () => {
    expect((await t.call('GET', repo('libs-release'))).json()).toMatchObject({ packageType: 'maven' });
    const download = await t.server.inject({
      method: 'GET',
      url: '/artifactory/libs-release/org/acme/app/1.0/app-1.0.txt',
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('app 1.0');
    expect((await t.call('POST', repo('libs-release'), { description: 'Releases' })).statusCode).toBe(200);
    expect((await t.call('GET', repo('libs-release'))).json()).toMatchObject({ description: 'Releases' });
  });

  it('refuses a second Maven repository under JCR, and moving the first into a project', async () => {
    const created = await t.call('PUT', repo('libs-snapshot'), { rclass: 'local', packageType: 'maven' });
    expect(refusal(created)).toEqual(refused('Maven is not supported in JCR version'));
    const moved = await t.call('POST', repo('libs-release'), { projectKey: 'apps' });
    expect(refusal(moved)).toEqual(refused('Projects is not supported in JCR version'));
    const info = await t.call('GET', `${UI_API}/ui/admin/repositories/local/info`);
    expect(info.json()).toEqual([expect.objectContaining({ repoKey: 'libs-release', projectKey: '' })]);
  });
});
