import { API_LEVEL, servicePaths } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let plain: TestApp;
let withCompanions: TestApp;

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url });

beforeAll(async () => {
  [plain, withCompanions] = await Promise.all([
    buildTestApp(),
    buildTestApp({ ARCA_SERVICES: 'xray@3.80.0, distribution@2.20.0,mc@1.5.0' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), withCompanions.close()]);
});

describe('installed services', () => {
  it('lists the artifact service alone, at the API level, to anyone', async () => {
    const res = await get(plain, servicePaths.services);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ services: [{ name: 'artifactory', version: API_LEVEL }] });
  });

  it('lists the companions ARCA_SERVICES declares after it', async () => {
    expect((await get(withCompanions, servicePaths.services)).json()).toEqual({
      services: [
        { name: 'artifactory', version: API_LEVEL },
        { name: 'xray', version: '3.80.0' },
        { name: 'distribution', version: '2.20.0' },
        { name: 'mc', version: '1.5.0' },
      ],
    });
  });

  it('R28.051 answers GET /system/ismicroserviceenabled: whether the service named in ?name= is installed', async () => {
    const enabled = async (app: TestApp, name: string) =>
      (await get(app, `${servicePaths.microserviceEnabled}?name=${name}`)).json();
    expect(await enabled(plain, 'artifactory')).toEqual({ enabled: true });
    expect(await enabled(plain, 'xray')).toEqual({ enabled: false });
    expect(await enabled(withCompanions, 'Xray')).toEqual({ enabled: true });
    expect((await get(plain, servicePaths.microserviceEnabled)).statusCode).toBe(400);
  });

  it('answers whether mission control is installed at its own path', async () => {
    expect((await get(plain, servicePaths.missionControlEnabled)).json()).toEqual({ enabled: false });
    expect((await get(withCompanions, servicePaths.missionControlEnabled)).json()).toEqual({ enabled: true });
  });
});

describe('ARCA_SERVICES', () => {
  it.each([['xray'], ['xray@3.80'], ['artifactory@7.0.0'], ['Xray@1.0.0']])(
    'refuses %s with one line naming the setting and the fix',
    (value) => {
      expect(() => loadConfig({ ARCA_SERVICES: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ARCA_SERVICES: value })).toThrow(
        `ARCA_SERVICES names '${value}', which is not a companion service: use a comma-separated list like xray@3.80.0,distribution@2.20.0.`,
      );
    },
  );
});
