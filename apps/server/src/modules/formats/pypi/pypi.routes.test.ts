import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const API = '/artifactory/api/pypi';
const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.createRepositories(['pypi-local', 'pypi-other'], { packageType: 'pypi' });
  await t.createRepositories(['generic-local']);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('pypi-readers', ['pypi-local'], { reader: ['READ'] });
});
afterAll(() => t.close());

type Fields = [name: string, value: string][];

/** The form twine sends: the metadata fields, then the file as `content`. */
function form(fields: Fields, file: { name: string; bytes: Buffer } | undefined, boundary = 'XyZ-boundary') {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function metadata(name: string, version: string, bytes: Buffer, extra: Fields = []): Fields {
  return [
    [':action', 'file_upload'],
    ['protocol_version', '1'],
    ['metadata_version', '2.1'],
    ['name', name],
    ['version', version],
    ['filetype', 'sdist'],
    ['pyversion', 'source'],
    ['md5_digest', createHash('md5').update(bytes).digest('hex')],
    ['sha256_digest', createHash('sha256').update(bytes).digest('hex')],
    ...extra,
  ];
}

function upload(
  name: string,
  version: string,
  bytes: Buffer,
  options: { extra?: Fields; filename?: string; fields?: Fields; headers?: Record<string, string>; repo?: string } = {},
) {
  const filename = options.filename ?? `${name}-${version}.tar.gz`;
  const body = form(options.fields ?? metadata(name, version, bytes, options.extra), { name: filename, bytes });
  return t.server.inject({
    method: 'POST',
    url: `${API}/${options.repo ?? 'pypi-local'}`,
    headers: { ...(options.headers ?? admin), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function get(url: string, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'GET', url, headers });
}

async function storedFiles(repo = 'pypi-local'): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('items')
    .select(['path', 'name'])
    .where('repo_key', '=', repo)
    .where('type', '=', 'file')
    .orderBy('path')
    .orderBy('name')
    .execute();
  return rows.map((row) => `${row.path}/${row.name}`);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads and the simple index of a local repository', () => {
  const sdist = randomBytes(300 * 1024);
  const wheel = randomBytes(1000);

  it('stores an uploaded file at {name}/{version}/{file} and records the version in the package index', async () => {
    const res = await upload('Arca_Hello', '1.0.0', sdist, {
      extra: [
        ['summary', 'Says hello'],
        ['description', '# Arca Hello\n\nLong text.'],
        ['description_content_type', 'text/markdown'],
        ['license', 'MIT'],
        ['keywords', 'greeting,demo'],
        ['requires_python', '>=3.8'],
        ['classifiers', 'Programming Language :: Python :: 3'],
        ['classifiers', 'License :: OSI Approved :: MIT License'],
      ],
    });
    expect(res.statusCode).toBe(200);
    const second = await upload('arca-hello', '1.0.0', wheel, {
      filename: 'arca_hello-1.0.0-py3-none-any.whl',
      extra: [['summary', 'Says hello']],
    });
    expect(second.statusCode).toBe(200);
    expect(await storedFiles()).toEqual([
      'arca-hello/1.0.0/Arca_Hello-1.0.0.tar.gz',
      'arca-hello/1.0.0/arca_hello-1.0.0-py3-none-any.whl',
    ]);

    const index = new PackageIndex(t.database.db);
    const [version] = await index.versionsIn('pypi-local', 'pypi', 'arca-hello');
    expect(version?.version).toBe('1.0.0');
    expect(version?.files.map((file) => [file.name, file.lead, file.metadata])).toEqual([
      [
        'Arca_Hello-1.0.0.tar.gz',
        true,
        {
          filetype: 'sdist',
          pyversion: 'source',
          requires_python: '>=3.8',
          metadata_version: '2.1',
          description_content_type: 'text/markdown',
        },
      ],
      ['arca_hello-1.0.0-py3-none-any.whl', false, { filetype: 'sdist', pyversion: 'source', metadata_version: '2.1' }],
    ]);
    const row = await t.database.db
      .selectFrom('packages as p')
      .innerJoin('package_versions as v', 'v.package_id', 'p.id')
      .select(['p.name_key', 'p.description', 'v.readme', 'p.id'])
      .where('p.package_type', '=', 'pypi')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name_key: 'arca-hello',
      description: 'Says hello',
      readme: '# Arca Hello\n\nLong text.',
    });
    const licences = await t.database.db
      .selectFrom('package_licenses')
      .select('name')
      .where('package_id', '=', row.id)
      .execute();
    expect(licences.map((licence) => licence.name)).toEqual(['MIT']);
  });

  it('lists projects and files as PEP 503 HTML, with hashes and requires-python', async () => {
    const list = await get(`${API}/pypi-local/simple/`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.body).toContain('<a href="arca-hello/">arca-hello</a>');

    const page = await get(`${API}/pypi-local/simple/arca-hello/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      `<a href="../../packages/arca-hello/1.0.0/Arca_Hello-1.0.0.tar.gz#sha256=${sha256(sdist)}" data-requires-python="&gt;=3.8">Arca_Hello-1.0.0.tar.gz</a>`,
    );
    expect(page.body).toContain(
      `<a href="../../packages/arca-hello/1.0.0/arca_hello-1.0.0-py3-none-any.whl#sha256=${sha256(wheel)}">`,
    );

    const download = await get(`${API}/pypi-local/packages/arca-hello/1.0.0/Arca_Hello-1.0.0.tar.gz`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-checksum-sha256']).toBe(sha256(sdist));
    expect(download.rawPayload.equals(sdist)).toBe(true);
    // Counted like every download, once the counter writes (each second).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const counted = await t.database.db
      .selectFrom('items')
      .select('downloads')
      .where('name', '=', 'Arca_Hello-1.0.0.tar.gz')
      .executeTakeFirstOrThrow();
    expect(Number(counted.downloads)).toBe(1);
  });

  it('answers PEP 691 JSON when the Accept header prefers it', async () => {
    const pip = `${JSON_TYPE}, application/vnd.pypi.simple.v1+html; q=0.1, text/html; q=0.01`;
    const page = await get(`${API}/pypi-local/simple/arca-hello/`, { ...admin, accept: pip });
    expect(page.headers['content-type']).toBe(JSON_TYPE);
    expect(page.headers.vary).toBe('Accept');
    expect(page.json()).toEqual({
      meta: { 'api-version': '1.0' },
      name: 'arca-hello',
      files: [
        {
          filename: 'Arca_Hello-1.0.0.tar.gz',
          url: `../../packages/arca-hello/1.0.0/Arca_Hello-1.0.0.tar.gz#sha256=${sha256(sdist)}`,
          hashes: { sha256: sha256(sdist) },
          'requires-python': '>=3.8',
        },
        {
          filename: 'arca_hello-1.0.0-py3-none-any.whl',
          url: `../../packages/arca-hello/1.0.0/arca_hello-1.0.0-py3-none-any.whl#sha256=${sha256(wheel)}`,
          hashes: { sha256: sha256(wheel) },
        },
      ],
    });
    const list = await get(`${API}/pypi-local/simple/`, { ...admin, accept: JSON_TYPE });
    expect(list.json()).toEqual({ meta: { 'api-version': '1.0' }, projects: [{ name: 'arca-hello' }] });

    for (const accept of [`text/html, ${JSON_TYPE}; q=0.5`, 'application/json', '*/*', `${JSON_TYPE}; q=0`]) {
      const html = await get(`${API}/pypi-local/simple/arca-hello/`, { ...admin, accept });
      expect([accept, html.headers['content-type']]).toEqual([accept, 'text/html; charset=utf-8']);
    }
    const explicit = await get(`${API}/pypi-local/simple/arca-hello/`, {
      ...admin,
      accept: `text/html; q=0.2, application/vnd.pypi.simple.v1+html; q=0.9, ${JSON_TYPE}; q=0.8`,
    });
    expect(explicit.headers['content-type']).toBe('application/vnd.pypi.simple.v1+html');
  });

  it('PyPI simple pages get the strict sandbox policy', async () => {
    // Made of names package authors chose and served from the console's origin, as folder listings are.
    for (const path of ['simple/', 'simple/arca-hello/'])
      for (const accept of ['text/html', 'application/vnd.pypi.simple.v1+html', JSON_TYPE]) {
        const res = await get(`${API}/pypi-local/${path}`, { ...admin, accept });
        expect([path, accept, res.statusCode]).toEqual([path, accept, 200]);
        expect([path, accept, res.headers['content-security-policy']]).toEqual([
          path,
          accept,
          "default-src 'none'; sandbox",
        ]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
  });

  it('redirects names that are not normalised, and addresses without the slash, as PyPI does', async () => {
    for (const [from, to] of [
      ['simple/Arca_Hello/', 'simple/arca-hello/'],
      ['simple/arca.hello', 'simple/arca-hello/'],
      ['simple/arca-hello', 'simple/arca-hello/'],
      ['simple', 'simple/'],
    ]) {
      const res = await get(`${API}/pypi-local/${from}`);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, `${API}/pypi-local/${to}`]);
    }
  });

  it('answers 404 for a project the repository does not hold, and for unknown paths', async () => {
    for (const url of [
      `${API}/pypi-other/simple/arca-hello/`,
      `${API}/pypi-local/packages/arca-hello/9.9/arca_hello-9.9.tar.gz`,
      `${API}/pypi-local/pypi/arca-hello/9.9/json`,
      `${API}/pypi-local/legacy/arca-hello/`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const generic = await get(`${API}/generic-local/simple/`);
    expect(generic.statusCode).toBe(400);
    expect(generic.body).toContain('generic-local is not a PyPI repository');
  });
});

describe('uploads that are refused', () => {
  const bytes = Buffer.from('a small sdist');

  async function refused(
    res: { statusCode: number; statusMessage: string; body: string },
    status: number,
    reason: string,
  ) {
    expect([res.statusCode, res.statusMessage]).toEqual([status, reason]);
    expect(res.body).toBe(`${status} ${reason}\n`);
  }

  it('refuses a file whose digests do not match, and stores nothing', async () => {
    const wrongSha = metadata('digests', '1.0', Buffer.from('other')).filter(([key]) => key !== 'md5_digest');
    await refused(
      await upload('digests', '1.0', bytes, { fields: wrongSha }),
      400,
      'The digest supplied does not match a digest calculated from the uploaded file.',
    );
    const wrongMd5 = metadata('digests', '1.0', Buffer.from('other')).filter(([key]) => key !== 'sha256_digest');
    await refused(
      await upload('digests', '1.0', bytes, { fields: wrongMd5 }),
      400,
      'The digest supplied does not match a digest calculated from the uploaded file.',
    );
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/^digests\//));
  });

  it('refuses a file that exists, and keeps the one stored', async () => {
    await refused(
      await upload('arca-hello', '1.0.0', bytes, { filename: 'Arca_Hello-1.0.0.tar.gz' }),
      400,
      'File already exists: Arca_Hello-1.0.0.tar.gz',
    );
    const download = await get(`${API}/pypi-local/packages/arca-hello/1.0.0/Arca_Hello-1.0.0.tar.gz`);
    expect(download.rawPayload.length).toBe(300 * 1024);
  });

  it('refuses names, versions and file names Python packaging does not allow', async () => {
    const cases: [string, string, string, string][] = [
      [
        '-bad',
        '1.0',
        '-bad-1.0.tar.gz',
        "Invalid value for name. Error: Start and end with a letter or numeral containing only ASCII numeric and '.', '_' and '-'.",
      ],
      [
        'spa ce',
        '1.0',
        'spa ce-1.0.tar.gz',
        "Invalid value for name. Error: Start and end with a letter or numeral containing only ASCII numeric and '.', '_' and '-'.",
      ],
      [
        'good',
        '1.0-beta-x',
        'good-1.0.tar.gz',
        "Invalid value for version. Error: '1.0-beta-x' is not a valid PEP 440 version.",
      ],
      ['good', '1.0', 'other-1.0.tar.gz', "Start filename for 'good' with 'good'."],
      ['good', '1.0', 'good-1.0.exe', 'Invalid distribution file.'],
    ];
    for (const [name, version, filename, reason] of cases)
      await refused(await upload(name, version, bytes, { filename }), 400, reason);
    const noAction = metadata('good', '1.0', bytes).filter(([key]) => key !== ':action');
    await refused(await upload('good', '1.0', bytes, { fields: noAction }), 400, 'Invalid value for :action: none');
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/^(good|-bad|spa ce)\//));
  });

  it('accepts the versions PEP 440 allows', async () => {
    for (const version of ['2!1.0.post1.dev3+local.7', 'v1.0rc1', '1.0a2', '1.0-1'])
      expect(
        (await upload('versions', version, Buffer.from(version), { filename: `versions-${version}.tar.gz` }))
          .statusCode,
      ).toBe(200);
  });

  it('refuses a form without a file', async () => {
    const body = form(metadata('empty', '1.0', bytes), undefined);
    const res = await t.server.inject({
      method: 'POST',
      url: `${API}/pypi-local/`,
      headers: { ...admin, 'content-type': body.contentType },
      payload: body.payload,
    });
    await refused(res, 400, 'Upload payload does not have a file.');
  });

  it('asks anonymous uploaders to log in and refuses users without deploy permission', async () => {
    const anonymous = await upload('nobody', '1.0', bytes, { headers: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    const denied = await upload('nobody', '1.0', bytes, { headers: reader });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toMatch(/^403 You do not have the WRITE permission/);
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/^nobody\//));
  });

  it('asks anonymous readers to log in', async () => {
    const res = await get(`${API}/pypi-local/simple/arca-hello/`, {});
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    expect((await get(`${API}/pypi-local/simple/arca-hello/`, reader)).statusCode).toBe(200);
  });

  it('refuses uploads to a repository of another type', async () => {
    const res = await upload('good', '1.0', bytes, { repo: 'generic-local' });
    expect(res.statusCode).toBe(400);
    expect(await storedFiles('generic-local')).toEqual([]);
  });
});
