import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PYPI_API, postFile, sha256, tarGzOf, zipOf } from './pypi-test-support.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['pypi-local'], { packageType: 'pypi' });
});
afterAll(() => t.close());

const wheelMetadata = (version: string) =>
  [
    'Metadata-Version: 2.1',
    'Name: Core-Demo',
    `Version: ${version}`,
    'Summary: Shows its metadata',
    'License: MIT',
    'Requires-Python: >=3.8',
    'Requires-Dist: requests>=2',
    'Classifier: Programming Language :: Python :: 3',
    'Description-Content-Type: text/markdown',
    '',
    '# Core demo',
    '',
  ].join('\n');

function wheel(version: string): Buffer {
  return zipOf([
    { name: 'core_demo/__init__.py', content: 'VALUE = 1\n' },
    { name: `core_demo-${version}.dist-info/METADATA`, content: wheelMetadata(version) },
    { name: `core_demo-${version}.dist-info/WHEEL`, content: 'Wheel-Version: 1.0\n', stored: true },
  ]);
}

async function uploadWheel(version: string): Promise<Buffer> {
  const bytes = wheel(version);
  const filename = `core_demo-${version}-py3-none-any.whl`;
  const res = await postFile(
    t,
    'pypi-local',
    { name: 'core-demo', version, filename, filetype: 'bdist_wheel' },
    bytes,
    [
      ['pyversion', 'py3'],
      ['requires_python', '>=3.8'],
    ],
  );
  expect(res.statusCode, res.body).toBe(200);
  return bytes;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'GET', url: `${PYPI_API}/pypi-local/${url}`, headers: { ...admin, ...headers } });

describe('PEP 658/714 core metadata of uploaded files', () => {
  it('keeps a wheel’s METADATA at {file}.metadata and announces its sha256 in the HTML and JSON simple pages', async () => {
    await uploadWheel('1.0.0');
    const file = 'core-demo/1.0.0/core_demo-1.0.0-py3-none-any.whl';
    const metadata = await get(`packages/${file}.metadata`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toBe(wheelMetadata('1.0.0'));
    const digest = sha256(Buffer.from(wheelMetadata('1.0.0')));

    const html = await get('simple/core-demo/');
    expect(html.body).toContain(
      `href="../../packages/${file}#sha256=${sha256(wheel('1.0.0'))}" data-requires-python="&gt;=3.8" ` +
        `data-dist-info-metadata="sha256=${digest}" data-core-metadata="sha256=${digest}"`,
    );
    const json = (await get('simple/core-demo/', { accept: JSON_TYPE })).json();
    expect(json.files[0]['core-metadata']).toEqual({ sha256: digest });
    // pip 22.3 to 23.1 fail on the JSON key PEP 714 renamed.
    expect(json.files[0]).not.toHaveProperty('dist-info-metadata');
  });

  it('keeps an sdist’s PKG-INFO only when PEP 643 makes it reliable (Metadata-Version 2.2, resolution fields not dynamic)', async () => {
    const pkgInfo = (metadataVersion: string, dynamic: string[] = []) =>
      [
        `Metadata-Version: ${metadataVersion}`,
        'Name: sdist-demo',
        'Version: 1',
        ...dynamic.map((d) => `Dynamic: ${d}`),
        '',
      ].join('\n');
    const cases = [
      { version: '2.0', info: pkgInfo('2.2'), kept: true },
      { version: '2.1', info: pkgInfo('2.1'), kept: false },
      { version: '2.2', info: pkgInfo('2.4', ['Requires-Dist']), kept: false },
      { version: '2.3', info: pkgInfo('2.4', ['Author']), kept: true },
    ];
    for (const { version, info, kept } of cases) {
      const bytes = tarGzOf([
        { name: `sdist_demo-${version}/setup.py`, content: 'pass\n' },
        { name: `sdist_demo-${version}/PKG-INFO`, content: info },
      ]);
      const filename = `sdist_demo-${version}.tar.gz`;
      const res = await postFile(t, 'pypi-local', { name: 'sdist-demo', version, filename, filetype: 'sdist' }, bytes);
      expect(res.statusCode, res.body).toBe(200);
      const metadata = await get(`packages/sdist-demo/${version}/${filename}.metadata`);
      expect([version, metadata.statusCode]).toEqual([version, kept ? 200 : 404]);
      if (kept) expect(metadata.body).toBe(info);
    }
    const page = await get('simple/sdist-demo/');
    expect(page.body.match(/data-core-metadata=/g)).toHaveLength(2);
  });

  it('deletes a file’s metadata with the file', async () => {
    const version = '0.9.0';
    await uploadWheel(version);
    const file = `core-demo/${version}/core_demo-${version}-py3-none-any.whl`;
    expect((await get(`packages/${file}.metadata`)).statusCode).toBe(200);
    const deleted = await t.server.inject({ method: 'DELETE', url: `/artifactory/pypi-local/${file}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`packages/${file}.metadata`)).statusCode).toBe(404);
  });

  it('answers a file download with a Content-Disposition whose plain filename pip reads', async () => {
    const res = await get('packages/core-demo/1.0.0/core_demo-1.0.0-py3-none-any.whl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="core_demo-1.0.0-py3-none-any.whl"; filename*=UTF-8''core_demo-1.0.0-py3-none-any.whl`,
    );
  });
});

describe('PyPI JSON API', () => {
  it('answers pypi/{project}/json with info from the latest release’s metadata, every release and its urls', async () => {
    await uploadWheel('1.1.0');
    const res = await get('pypi/Core_Demo/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.info).toMatchObject({
      name: 'Core-Demo',
      version: '1.1.0',
      summary: 'Shows its metadata',
      license: 'MIT',
      requires_python: '>=3.8',
      requires_dist: ['requests>=2'],
      classifiers: ['Programming Language :: Python :: 3'],
      description: '# Core demo\n',
      description_content_type: 'text/markdown',
      yanked: false,
    });
    expect(Object.keys(body.releases).sort()).toEqual(['1.0.0', '1.1.0']);
    const bytes = wheel('1.1.0');
    expect(body.urls).toEqual([
      expect.objectContaining({
        filename: 'core_demo-1.1.0-py3-none-any.whl',
        url: 'http://localhost:80/artifactory/api/pypi/pypi-local/packages/core-demo/1.1.0/core_demo-1.1.0-py3-none-any.whl',
        packagetype: 'bdist_wheel',
        python_version: 'py3',
        requires_python: '>=3.8',
        size: bytes.length,
        digests: { sha256: sha256(bytes) },
        yanked: false,
      }),
    ]);
    expect(body.urls[0].upload_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('answers pypi/{project}/{version}/json with that release alone, and 404 for an unknown one', async () => {
    const res = await get('pypi/core-demo/1.0.0/json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.info.version).toBe('1.0.0');
    expect(body.releases).toBeUndefined();
    expect(body.urls.map((file: { filename: string }) => file.filename)).toEqual(['core_demo-1.0.0-py3-none-any.whl']);
    expect((await get('pypi/core-demo/7.0.0/json')).statusCode).toBe(404);
    expect((await get('pypi/no-such-project/json')).statusCode).toBe(404);
  });
});
