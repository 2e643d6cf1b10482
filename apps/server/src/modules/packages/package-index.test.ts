import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { PackageIndex } from './package-index.ts';

let t: TestApp;
let index: PackageIndex;

beforeAll(async () => {
  t = await buildTestApp();
  index = new PackageIndex(t.database.db);
  await t.createRepositories(['npm-a', 'npm-b']);
});
afterAll(async () => {
  await t.close();
});

/** Deploys a file and answers its item id, as a format does before it records the version. */
async function deploy(repo: string, path: string, content: string): Promise<number> {
  const upload = await t.server.inject({
    method: 'PUT',
    url: `/artifactory/${repo}/${path}`,
    headers: basic('admin', ADMIN_PASSWORD),
    payload: Buffer.from(content),
  });
  expect(upload.statusCode).toBe(201);
  const slash = path.lastIndexOf('/');
  const row = await t.database.db
    .selectFrom('items')
    .select('id')
    .where('repo_key', '=', repo)
    .where('path', '=', slash === -1 ? '.' : path.slice(0, slash))
    .where('name', '=', path.slice(slash + 1))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('the package index', () => {
  it('records versions with their files per repository, and keeps the format metadata of each', async () => {
    const first = await deploy('npm-a', 'left-pad/-/left-pad-1.0.0.tgz', 'one');
    const second = await deploy('npm-a', 'left-pad/-/left-pad-1.1.0.tgz', 'two');
    const elsewhere = await deploy('npm-b', 'left-pad/-/left-pad-1.0.0.tgz', 'one');
    await index.record({
      packageType: 'npm',
      name: 'left-pad',
      version: '1.0.0',
      description: 'Pads strings',
      tags: ['string', 'pad', 'string'],
      files: [{ itemId: first, lead: true, metadata: { name: 'left-pad', version: '1.0.0' } }],
    });
    await index.record({
      packageType: 'npm',
      name: 'left-pad',
      version: '1.1.0',
      files: [{ itemId: second, lead: true, metadata: { name: 'left-pad', version: '1.1.0', deprecated: 'old' } }],
    });
    await index.record({
      packageType: 'npm',
      name: 'left-pad',
      version: '1.0.0',
      files: [{ itemId: elsewhere, lead: true }],
    });

    const inA = await index.versionsIn('npm-a', 'npm', 'left-pad');
    expect(inA.map((version) => version.version)).toEqual(['1.0.0', '1.1.0']);
    expect(inA[1]?.files).toEqual([
      expect.objectContaining({
        path: 'left-pad/-/left-pad-1.1.0.tgz',
        name: 'left-pad-1.1.0.tgz',
        lead: true,
        metadata: { name: 'left-pad', version: '1.1.0', deprecated: 'old' },
        size: 3,
      }),
    ]);
    const inB = await index.versionsIn('npm-b', 'npm', 'left-pad');
    expect(inB.map((version) => [version.version, version.files[0]?.metadata])).toEqual([['1.0.0', null]]);
    expect(await index.packagesIn('npm-b', 'npm', 'whole', t.database.dialect)).toEqual([
      { name: 'left-pad', nameKey: 'left-pad' },
    ]);

    // One package for both repositories, tags without repeats, the description kept when a record gives none.
    const packages = await t.database.db.selectFrom('packages').selectAll().execute();
    expect(packages.map((row) => [row.package_type, row.name, row.description])).toEqual([
      ['npm', 'left-pad', 'Pads strings'],
    ]);
    const tags = await t.database.db.selectFrom('package_tags').select('tag').orderBy('tag').execute();
    expect(tags.map((row) => row.tag)).toEqual(['pad', 'string']);
  });

  it('compares names by the key the format gives, and shows the newest spelling', async () => {
    const file = await deploy('npm-a', 'pypi/Foo_Bar-1.0.tar.gz', 'sdist');
    await index.record({
      packageType: 'pypi',
      name: 'Foo_Bar',
      nameKey: 'foo-bar',
      version: '1.0',
      files: [{ itemId: file }],
    });
    await index.record({
      packageType: 'pypi',
      name: 'foo.bar',
      nameKey: 'foo-bar',
      version: '1.0',
      files: [{ itemId: file, lead: true }],
    });
    expect(await index.packagesIn('npm-a', 'pypi', 'whole', t.database.dialect)).toEqual([
      { name: 'foo.bar', nameKey: 'foo-bar' },
    ]);
    const [version] = await index.versionsIn('npm-a', 'pypi', 'foo-bar');
    expect(version?.files.map((entry) => entry.lead)).toEqual([true]);
  });

  it('drops a version when its files are deleted, and the package with its last version', async () => {
    const file = await deploy('npm-b', 'gone/-/gone-1.0.0.tgz', 'bytes');
    await index.record({ packageType: 'npm', name: 'gone', version: '1.0.0', files: [{ itemId: file, lead: true }] });
    expect(await index.versionsIn('npm-b', 'npm', 'gone')).toHaveLength(1);

    const removed = await t.call('DELETE', '/artifactory/npm-b/gone');
    expect(removed.statusCode).toBe(204);
    expect(await index.versionsIn('npm-b', 'npm', 'gone')).toEqual([]);
    await index.prune();
    const left = await t.database.db.selectFrom('packages').select('name').where('name', '=', 'gone').execute();
    expect(left).toEqual([]);
    // Others stay.
    expect(await index.versionsIn('npm-a', 'npm', 'left-pad')).toHaveLength(2);
  });

  it('keeps an image layers in order, replacing those recorded before', async () => {
    const manifest = await deploy('npm-a', 'docker/app/1.0/manifest.json', '{}');
    const layers = [
      { digest: 'sha256:aa', size: 10, command: 'ADD file', created: '2026-01-01T00:00:00Z' },
      { digest: 'sha256:bb', size: 20 },
    ];
    const { versionId } = await index.record({
      packageType: 'docker',
      name: 'app',
      version: '1.0',
      files: [{ itemId: manifest, lead: true }],
      layers,
    });
    await index.record({ packageType: 'docker', name: 'app', version: '1.0', files: [], layers: layers.slice(1) });
    const rows = await t.database.db
      .selectFrom('package_layers')
      .select(['position', 'digest', 'size', 'command'])
      .where('version_id', '=', versionId)
      .execute();
    expect(rows).toEqual([{ position: 0, digest: 'sha256:bb', size: 20, command: null }]);
  });
});
