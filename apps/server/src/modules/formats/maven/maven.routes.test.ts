import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serverMessages } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, basic, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PackageIndex } from '../../packages/package-index.ts';

const admin = basic('admin', ADMIN_PASSWORD);
const READER_PASSWORD = 'Reader-Passw0rd!';
const reader = basic('reader', READER_PASSWORD);

let t: TestApp;
let upstream: TestApp;
let upstreamUrl: string;

const hex = (algorithm: string, data: Buffer | string) => createHash(algorithm).update(data).digest('hex');

function put(url: string, body: Buffer | string, headers: Record<string, string> = admin) {
  return t.server.inject({ method: 'PUT', url, headers, payload: body });
}
function get(url: string, headers: Record<string, string> = admin, app: TestApp = t) {
  return app.server.inject({ method: 'GET', url, headers });
}

function pom(groupId: string, artifactId: string, version: string, extra = '') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>${groupId}</groupId>
  <artifactId>${artifactId}</artifactId>
  <version>${version}</version>
  ${extra}
</project>
`;
}

/** What `mvn deploy` sends for one file: the file, then its sha1 and md5. */
async function deployWithChecksums(url: string, body: Buffer | string, app: TestApp = t) {
  const put = (target: string, payload: Buffer | string) =>
    app.server.inject({ method: 'PUT', url: target, headers: admin, payload });
  expect((await put(url, body)).statusCode).toBe(201);
  expect((await put(`${url}.sha1`, hex('sha1', body))).statusCode).toBe(201);
  expect((await put(`${url}.md5`, hex('md5', body))).statusCode).toBe(201);
}

function createRepository(key: string, config: Record<string, unknown>) {
  return t.call('PUT', `/artifactory/api/repositories/${key}`, { packageType: 'maven', ...config });
}

beforeAll(async () => {
  upstream = await buildTestApp();
  upstreamUrl = await upstream.server.listen({ port: 0, host: '127.0.0.1' });
  await upstream.createRepositories(['origin'], { packageType: 'maven' });
  t = await buildTestApp();
  await t.createRepositories(['libs', 'libs-other', 'bad-input'], { packageType: 'maven' });
  expect((await createRepository('loose', { rclass: 'local', suppressPomConsistencyChecks: true })).statusCode).toBe(
    200,
  );
  expect((await createRepository('releases-only', { rclass: 'local', handleSnapshots: false })).statusCode).toBe(200);
  expect(
    (
      await createRepository('libs-virtual', {
        rclass: 'virtual',
        repositories: ['libs', 'libs-other'],
        defaultDeploymentRepo: 'libs',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await createRepository('proxy', {
        rclass: 'remote',
        url: `${upstreamUrl}/artifactory/origin`,
        username: 'admin',
        password: ADMIN_PASSWORD,
        retrievalCachePeriodSecs: 0,
      })
    ).statusCode,
  ).toBe(200);
  await t.createUser('reader', READER_PASSWORD);
  await t.grant('maven-readers', ['libs'], { reader: ['READ'] });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe('maven deploy to a local repository', () => {
  const jar = randomBytes(300 * 1024);
  const base = '/artifactory/libs/com/example/demo';

  it('stores jar and pom, verifies their checksum files and answers checksums from the stored files', async () => {
    await deployWithChecksums(`${base}/1.0.0/demo-1.0.0.jar`, jar);
    await deployWithChecksums(
      `${base}/1.0.0/demo-1.0.0.pom`,
      pom(
        'com.example',
        'demo',
        '1.0.0',
        '<description>A demo &amp; more</description><licenses><license><name>Apache-2.0</name></license></licenses>',
      ),
    );
    expect(await t.storedPaths('libs')).toEqual([
      'com/example/demo/1.0.0/demo-1.0.0.jar',
      'com/example/demo/1.0.0/demo-1.0.0.pom',
      'com/example/demo/maven-metadata.xml',
    ]);

    const fetched = await get(`${base}/1.0.0/demo-1.0.0.jar`);
    expect(fetched.rawPayload.equals(jar)).toBe(true);
    for (const algorithm of ['sha1', 'md5', 'sha256', 'sha512']) {
      const res = await get(`${base}/1.0.0/demo-1.0.0.jar.${algorithm}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(hex(algorithm, jar));
    }
  });

  it('keeps maven-metadata.xml to its own calculation, whatever the client sends', async () => {
    const clientMetadata = '<metadata><groupId>com.example</groupId><artifactId>demo</artifactId></metadata>';
    await deployWithChecksums(`${base}/maven-metadata.xml`, clientMetadata);
    await deployWithChecksums(`${base}/1.1.0-rc1/demo-1.1.0-rc1.jar`, 'rc');
    await deployWithChecksums(`${base}/1.0.1/demo-1.0.1.jar`, 'patch');
    const metadata = await get(`${base}/maven-metadata.xml`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toMatch(
      /<groupId>com\.example<\/groupId>\s*<artifactId>demo<\/artifactId>\s*<versioning>\s*<latest>1\.1\.0-rc1<\/latest>\s*<release>1\.1\.0-rc1<\/release>\s*<versions>\s*<version>1\.0\.0<\/version>\s*<version>1\.0\.1<\/version>\s*<version>1\.1\.0-rc1<\/version>\s*<\/versions>\s*<lastUpdated>\d{14}<\/lastUpdated>/,
    );
    expect((await get(`${base}/maven-metadata.xml.sha1`)).body).toBe(hex('sha1', metadata.body));
  });

  it('indexes groupId:artifactId with the main artifact as lead file and the pom’s description and licences', async () => {
    const index = new PackageIndex(t.database.db);
    const versions = await index.versionsIn('libs', 'maven', 'com.example:demo');
    const first = versions.find((version) => version.version === '1.0.0');
    expect(first?.files.map((file) => [file.name, file.lead])).toEqual([
      ['demo-1.0.0.jar', true],
      ['demo-1.0.0.pom', false],
    ]);
    const described = await t.database.db
      .selectFrom('packages as p')
      .leftJoin('package_licenses as l', 'l.package_id', 'p.id')
      .select(['p.description', 'l.name'])
      .where('p.name', '=', 'com.example:demo')
      .execute();
    expect(described).toEqual([{ description: 'A demo & more', name: 'Apache-2.0' }]);
  });

  it('makes the pom the lead file of a pom-packaged version', async () => {
    await deployWithChecksums(
      '/artifactory/libs/com/example/parent/2/parent-2.pom',
      pom('com.example', 'parent', '2', '<packaging>pom</packaging>'),
    );
    const [version] = await new PackageIndex(t.database.db).versionsIn('libs', 'maven', 'com.example:parent');
    expect(version?.files.map((file) => [file.name, file.lead])).toEqual([['parent-2.pom', true]]);
  });

  it('recalculates the metadata when a version is deleted, and drops it with the last version', async () => {
    await deployWithChecksums('/artifactory/libs/org/gone/lib/1.0/lib-1.0.jar', 'one');
    await deployWithChecksums('/artifactory/libs/org/gone/lib/2.0/lib-2.0.jar', 'two');
    const deleted = await t.server.inject({
      method: 'DELETE',
      url: '/artifactory/libs/org/gone/lib/2.0',
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const metadata = await get('/artifactory/libs/org/gone/lib/maven-metadata.xml');
    expect(metadata.body).toContain('<latest>1.0</latest>');
    expect(metadata.body).not.toContain('2.0');
    await t.server.inject({ method: 'DELETE', url: '/artifactory/libs/org/gone/lib/1.0/lib-1.0.jar', headers: admin });
    expect((await get('/artifactory/libs/org/gone/lib/maven-metadata.xml')).statusCode).toBe(404);
    expect(await new PackageIndex(t.database.db).versionsIn('libs', 'maven', 'org.gone:lib')).toEqual([]);
  });
});

describe('maven snapshots', () => {
  const folder = '/artifactory/libs/com/example/snap/1.0-SNAPSHOT';

  it('keeps the snapshot version’s metadata on its newest unique build', async () => {
    for (const [build, stamp] of [
      [1, '20261125.101500'],
      [2, '20261125.113000'],
    ] as const) {
      await deployWithChecksums(`${folder}/snap-1.0-${stamp}-${build}.jar`, `build ${build}`);
      await deployWithChecksums(`${folder}/snap-1.0-${stamp}-${build}.pom`, pom('com.example', 'snap', '1.0-SNAPSHOT'));
      await deployWithChecksums(`${folder}/snap-1.0-${stamp}-${build}-sources.jar`, `sources ${build}`);
    }
    const metadata = await get(`${folder}/maven-metadata.xml`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toMatch(
      /<version>1\.0-SNAPSHOT<\/version>\s*<versioning>\s*<snapshot>\s*<timestamp>20261125\.113000<\/timestamp>\s*<buildNumber>2<\/buildNumber>\s*<\/snapshot>/,
    );
    const values = [...metadata.body.matchAll(/<snapshotVersion>([\s\S]*?)<\/snapshotVersion>/g)].map((match) =>
      (match[1] ?? '').replace(/\s+/g, ''),
    );
    expect(values).toHaveLength(3);
    expect(values).toContainEqual(
      expect.stringMatching(
        /^<classifier>sources<\/classifier><extension>jar<\/extension><value>1\.0-20261125\.113000-2<\/value><updated>\d{14}<\/updated>$/,
      ),
    );
    expect(values.every((value) => value.includes('1.0-20261125.113000-2'))).toBe(true);
    const artifact = await get('/artifactory/libs/com/example/snap/maven-metadata.xml');
    expect(artifact.body).toContain('<latest>1.0-SNAPSHOT</latest>');
    expect(artifact.body).not.toContain('<release>');
    const [version] = await new PackageIndex(t.database.db).versionsIn('libs', 'maven', 'com.example:snap');
    expect(version?.files.filter((file) => file.lead).map((file) => file.name)).toEqual([
      'snap-1.0-20261125.113000-2.jar',
    ]);
  });

  it('refuses a snapshot where the repository handles releases only', async () => {
    const res = await put('/artifactory/releases-only/com/example/snap/1.0-SNAPSHOT/snap-1.0-SNAPSHOT.jar', 'x');
    expect(res.statusCode).toBe(409);
    expect(await t.storedPaths('releases-only')).toEqual([]);
  });
});

describe('maven bad input', () => {
  it('refuses a checksum that does not match the stored file, and changes nothing', async () => {
    const url = '/artifactory/bad-input/com/example/sum/1.0/sum-1.0.jar';
    expect((await put(url, 'content')).statusCode).toBe(201);
    const before = await t.storedPaths('bad-input');
    const res = await put(`${url}.sha1`, hex('sha1', 'other content'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain(`received '${hex('sha1', 'other content')}'`);
    expect((await put(`${url}.md5`, 'not-hex')).statusCode).toBe(400);
    expect(await t.storedPaths('bad-input')).toEqual(before);
    expect((await get(`${url}.sha1`)).body).toBe(hex('sha1', 'content'));
    for (const algorithm of ['sha256', 'sha512'])
      expect((await put(`${url}.${algorithm}`, `${hex(algorithm, 'content')}  sum-1.0.jar\n`)).statusCode).toBe(201);
    expect(await t.storedPaths('bad-input')).toEqual(before);
    const head = await t.server.inject({ method: 'HEAD', url: `${url}.md5`, headers: admin });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('32');
    expect(head.body).toBe('');
  });

  it('refuses paths outside the Maven layout with the reason, storing nothing', async () => {
    const stored = await t.storedPaths('bad-input');
    for (const [path, reason] of [
      ['readme.txt', 'expected {groupPath}/{artifactId}/{version}/{artifactId}-{version}[-{classifier}].{extension}'],
      ['com/example/lib/1.0/other-1.0.jar', 'the file name must start with "lib-"'],
      ['com/example/lib/1.0/lib-2.0.jar', 'the file name must carry the version 1.0'],
      [
        'com/example/lib/1.0-SNAPSHOT/lib-1.0-2026.jar',
        'a snapshot file must carry 1.0-SNAPSHOT or 1.0-{yyyyMMdd.HHmmss}-{buildNumber}',
      ],
      ['com/example/lib/1.0/lib-1.0', 'the file name must end with [-{classifier}].{extension}'],
    ]) {
      const res = await put(`/artifactory/bad-input/${path}`, 'x');
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors[0].message).toBe(`The path ${path} is not a valid Maven layout: ${reason}`);
    }
    expect(await t.storedPaths('bad-input')).toEqual(stored);
  });

  it('accepts any path where pom consistency checks are suppressed, indexing only the layout', async () => {
    expect((await put('/artifactory/loose/notes/readme.txt', 'x')).statusCode).toBe(201);
    expect((await put('/artifactory/loose/com/example/lib/1.0/lib-1.0.pom', pom('other', 'lib', '9'))).statusCode).toBe(
      201,
    );
    expect(await t.storedPaths('loose')).toEqual([
      'com/example/lib/1.0/lib-1.0.pom',
      'com/example/lib/maven-metadata.xml',
      'notes/readme.txt',
    ]);
  });

  it('refuses a pom whose coordinates differ from its path, storing nothing', async () => {
    const stored = await t.storedPaths('bad-input');
    const res = await put(
      '/artifactory/bad-input/com/example/wrong/1.0/wrong-1.0.pom',
      pom('com.example', 'right', '1.0'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain(
      "does not match the POM's expected path prefix 'com/example/right/1.0'",
    );
    expect(await t.storedPaths('bad-input')).toEqual(stored);
    expect(await new PackageIndex(t.database.db).versionsIn('bad-input', 'maven', 'com.example:wrong')).toEqual([]);
  });

  it('L9 refuses a pom that does not parse with 400 and the reason, storing nothing and keeping the pom it would replace', async () => {
    const path = 'com/example/broken/1.0/broken-1.0.pom';
    const url = `/artifactory/bad-input/${path}`;
    const good = pom('com.example', 'broken', '1.0');
    expect((await put(url, good)).statusCode).toBe(201);
    const stored = await t.storedPaths('bad-input');
    const unreadable: [string, string][] = [
      [
        pom('com.example', 'broken', '1.0', '<name>&#x110000;</name>'),
        'the character reference &#x110000; is not a character XML allows',
      ],
      [
        pom('com.example', 'broken', '1.0', '<name>&#0;</name>'),
        'the character reference &#0; is not a character XML allows',
      ],
      [
        pom('com.example', 'broken', '1.0', '<name>&#xD800;</name>'),
        'the character reference &#xD800; is not a character XML allows',
      ],
      [
        pom('com.example', 'broken', '1.0', '<name>&#99999999999999999999;</name>'),
        'the character reference &#99999999999999999999; is not a character XML allows',
      ],
      [pom('com.example', 'broken', '1.0', '<name>&nbsp;</name>'), 'the entity &nbsp; is not defined'],
      [
        pom('com.example', 'broken', '1.0', '<name>Tom & Jerry</name>'),
        'an "&" starts no reference: write it as &amp;',
      ],
      [
        pom('com.example', 'broken', '1.0', '<name a="&#x110000;">x</name>'),
        'the character reference &#x110000; is not a character XML allows',
      ],
      [pom('com.example', 'broken', '1.0', '<name>\u0001</name>'), 'it holds U+0001, a character XML does not allow'],
      ['<project><groupId>com.example</groupId>', '<project> is never closed'],
      ['<project></projects>', '</projects> closes <project>'],
      ['<project/><project/>', 'it has more than one root element: <project> and <project>'],
      ['<project/> trailing', 'there is text outside the root element'],
      ['<project><</project>', 'the markup at character 10 cannot be read'],
      ['{"not": "xml"}', 'it has no root element'],
    ];
    for (const [body, reason] of unreadable) {
      const res = await put(url, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({
        errors: [{ status: 400, message: serverMessages.pomUnreadable(path, `it is not well-formed XML: ${reason}`) }],
      });
    }
    const notAPom = await put(url, '<metadata><groupId>com.example</groupId></metadata>');
    expect(notAPom.statusCode).toBe(400);
    expect(notAPom.json().errors[0].message).toBe(
      serverMessages.pomUnreadable(path, 'its root element is <metadata>, not <project>'),
    );
    // Nothing of the refused deploys stays: the earlier pom is served as it was, and no content is kept.
    expect(await t.storedPaths('bad-input')).toEqual(stored);
    expect((await get(url)).body).toBe(good);
    for (const [body] of unreadable) {
      const sha256 = hex('sha256', body);
      const row = await t.database.db
        .selectFrom('blobs')
        .select('sha256')
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      expect(row, body).toBeUndefined();
      expect(existsSync(join(t.dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256)), body).toBe(false);
    }

    // Where pom consistency checks are suppressed the pom is stored as sent, only its facts are not read.
    const [odd] = unreadable[0] ?? [''];
    expect((await put('/artifactory/loose/com/example/odd/1.0/odd-1.0.pom', odd)).statusCode).toBe(201);
    // The same content by checksum is refused where the checks hold.
    const byChecksum = await put(url, '', {
      ...admin,
      'x-checksum-deploy': 'true',
      'x-checksum-sha1': hex('sha1', odd),
    });
    expect(byChecksum.statusCode).toBe(400);
    expect((await get(url)).body).toBe(good);
  });

  it('asks an anonymous deployer to log in and refuses a reader', async () => {
    const url = '/artifactory/libs/com/example/denied/1.0/denied-1.0.jar';
    const anonymous = await t.server.inject({ method: 'PUT', url, payload: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Basic realm="Artifactory Realm"');
    expect((await put(url, 'x', reader)).statusCode).toBe(403);
    expect((await put('/artifactory/libs/com/example/demo/1.0.0/demo-1.0.0.jar.sha1', 'x', reader)).statusCode).toBe(
      403,
    );
    expect(await t.storedPaths('libs')).not.toContain('com/example/denied/1.0/denied-1.0.jar');
    expect((await get('/artifactory/libs/com/example/demo/1.0.0/demo-1.0.0.jar.sha1', reader)).statusCode).toBe(200);
    expect((await get('/artifactory/libs-other/com/example/demo/maven-metadata.xml', reader)).statusCode).toBe(403);
  });
});

describe('maven virtual and remote repositories', () => {
  it('merges the members’ maven-metadata.xml: union of versions, the highest latest and release', async () => {
    await deployWithChecksums('/artifactory/libs-other/com/example/demo/2.0.0/demo-2.0.0.jar', 'two');
    await deployWithChecksums(
      '/artifactory/libs-other/com/example/demo/2.1.0-SNAPSHOT/demo-2.1.0-SNAPSHOT.jar',
      'snap',
    );
    const merged = await get('/artifactory/libs-virtual/com/example/demo/maven-metadata.xml');
    expect(merged.statusCode).toBe(200);
    const versions = [...merged.body.matchAll(/<version>([^<]+)<\/version>/g)].map((match) => match[1]);
    expect(versions).toEqual(['1.0.0', '1.0.1', '1.1.0-rc1', '2.0.0', '2.1.0-SNAPSHOT']);
    expect(merged.body).toContain('<latest>2.1.0-SNAPSHOT</latest>');
    expect(merged.body).toContain('<release>2.0.0</release>');
    expect((await get('/artifactory/libs-virtual/com/example/demo/maven-metadata.xml.sha1')).body).toBe(
      hex('sha1', merged.body),
    );
    const jar = await get('/artifactory/libs-virtual/com/example/demo/2.0.0/demo-2.0.0.jar');
    expect(jar.body).toBe('two');
    expect((await get('/artifactory/libs-virtual/com/example/demo/2.0.0/demo-2.0.0.jar.md5')).body).toBe(
      hex('md5', 'two'),
    );
  });

  it('merges only what the caller may read, and asks an anonymous caller to log in', async () => {
    const merged = await get('/artifactory/libs-virtual/com/example/demo/maven-metadata.xml', reader);
    expect(merged.statusCode).toBe(200);
    expect(merged.body).not.toContain('2.0.0');
    const anonymous = await t.server.inject({
      method: 'GET',
      url: '/artifactory/libs-virtual/com/example/demo/maven-metadata.xml',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deploys through a virtual repository into its default deployment repository', async () => {
    await deployWithChecksums('/artifactory/libs-virtual/com/example/via/1.0/via-1.0.jar', 'via');
    expect(await t.storedPaths('libs')).toContain('com/example/via/maven-metadata.xml');
  });

  it('caches a remote’s artifacts and asks its upstream for maven-metadata.xml again', async () => {
    await deployWithChecksums('/artifactory/origin/com/example/far/1.0/far-1.0.jar', 'far one', upstream);
    const jar = await get('/artifactory/proxy/com/example/far/1.0/far-1.0.jar');
    expect(jar.body).toBe('far one');
    expect((await get('/artifactory/proxy/com/example/far/1.0/far-1.0.jar.sha1')).body).toBe(hex('sha1', 'far one'));
    expect((await get('/artifactory/proxy/com/example/far/maven-metadata.xml')).body).toContain('<latest>1.0</latest>');
    await deployWithChecksums('/artifactory/origin/com/example/far/2.0/far-2.0.jar', 'far two', upstream);
    expect((await get('/artifactory/proxy/com/example/far/maven-metadata.xml')).body).toContain('<latest>2.0</latest>');
    expect(await t.storedPaths('proxy')).toEqual([
      'com/example/far/1.0/far-1.0.jar',
      'com/example/far/maven-metadata.xml',
    ]);
  });
});
