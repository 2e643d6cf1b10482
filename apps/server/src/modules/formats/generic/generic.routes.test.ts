import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
let t: TestApp;

const put = (url: string, body: string) => t.server.inject({ method: 'PUT', url, headers: admin, payload: body });

async function genericPackages() {
  return t.database.db
    .selectFrom('packages as p')
    .innerJoin('package_versions as v', 'v.package_id', 'p.id')
    .select(['p.name', 'v.version'])
    .where('p.package_type', '=', 'generic')
    .orderBy('p.name')
    .orderBy('v.version')
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['plain']);
  const patterned = await t.call('PUT', '/artifactory/api/repositories/tools', {
    rclass: 'local',
    packageType: 'generic',
    leadFilePattern: '[name]/[version]/[name]-[version].tar.gz',
  });
  expect(patterned.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('generic repositories in the package index', () => {
  it('stores any file and indexes none without a lead-file pattern', async () => {
    expect((await put('/artifactory/plain/cli/1.0/cli-1.0.tar.gz', 'cli')).statusCode).toBe(201);
    expect((await put('/artifactory/plain/anything/goes.bin', 'x')).statusCode).toBe(201);
    expect(await genericPackages()).toEqual([]);
  });

  it('indexes a file its repository’s lead-file pattern matches, name and version from the pattern', async () => {
    expect((await put('/artifactory/tools/cli/1.0/cli-1.0.tar.gz', 'one')).statusCode).toBe(201);
    expect((await put('/artifactory/tools/cli/1.1/cli-1.1.tar.gz', 'two')).statusCode).toBe(201);
    expect((await put('/artifactory/tools/cli/1.1/notes.txt', 'notes')).statusCode).toBe(201);
    expect((await put('/artifactory/tools/cli/1.2/other-1.2.tar.gz', 'mismatch')).statusCode).toBe(201);
    expect(await genericPackages()).toEqual([
      { name: 'cli', version: '1.0' },
      { name: 'cli', version: '1.1' },
    ]);
    const [first] = await new PackageIndex(t.database.db).versionsIn('tools', 'generic', 'cli');
    expect(first?.files.map((file) => [file.path, file.lead])).toEqual([['cli/1.0/cli-1.0.tar.gz', true]]);
  });

  it('drops a version when its file is deleted', async () => {
    const res = await t.server.inject({ method: 'DELETE', url: '/artifactory/tools/cli/1.0', headers: admin });
    expect(res.statusCode).toBe(204);
    expect(await genericPackages()).toEqual([{ name: 'cli', version: '1.1' }]);
  });
});
