// The index pages package clients read before every install: a PyPI project's simple page (HTML
// and PEP 691 JSON) and a Maven artifact's maven-metadata.xml, each for a project of realistic size
// seeded through Arca's own upload and deploy calls, read anonymously by 20 connections, against
// the limit server sending Arca's exact answer bytes from memory.
import { createHash } from 'node:crypto';
import { rawRequest } from '../lib/http.mjs';
import { figure, percent, target } from '../lib/report.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { measureRates } from '../lib/wrk.mjs';
import { startArca } from '../support/arca.mjs';
import { startLimitServer } from '../support/limit-server.mjs';
import { basic, call, tgz, versionList } from '../support/npm.mjs';

export const title = 'PyPI simple page and Maven metadata GET';

const CONNECTIONS = 20;
const PASSWORD = 'Bench-Admin-Passw0rd!';
const PYPI_REPO = 'pypi-local';
const MAVEN_REPO = 'maven-local';
/** 150 releases, each an sdist and a wheel: 300 files on the page. */
const PYPI_RELEASES = 150;
const PROJECT = 'perf-lib';
const MAVEN_VERSIONS = 300;
const GROUP = 'org.example.perf';
const ARTIFACT = 'perf-lib';
/** What pip sends since 22.2 (PEP 691): JSON first, HTML as the fallbacks. */
const PIP_ACCEPT = 'application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html; q=0.1, text/html; q=0.01';

const hex = (algorithm, data) => createHash(algorithm).update(data).digest('hex');

/**
 * A PyPI and a Maven local repository, a user `bench` who may deploy to both with a token, and
 * anonymous reads of both (anonymous access on, READ granted to anonymous), as a team serving CI would.
 */
async function setUp(base) {
  const admin = basic('admin', PASSWORD);
  for (const [key, packageType] of [
    [PYPI_REPO, 'pypi'],
    [MAVEN_REPO, 'maven'],
  ])
    await call(base, admin, 'PUT', `/artifactory/api/repositories/${key}`, { rclass: 'local', packageType });
  await call(base, admin, 'POST', '/access/api/v2/users', {
    username: 'bench',
    password: 'Bench-Passw0rd!',
    email: 'bench@example.com',
  });
  const everything = { include_patterns: ['**'], exclude_patterns: [] };
  await call(base, admin, 'POST', '/access/api/v2/permissions', {
    name: 'bench-index-pages',
    resources: {
      artifact: {
        targets: { [PYPI_REPO]: everything, [MAVEN_REPO]: everything },
        actions: { users: { bench: ['READ', 'WRITE', 'DELETE'], anonymous: ['READ'] }, groups: {} },
      },
    },
  });
  const config = await call(base, admin, 'GET', '/ui/api/v1/ui/securityconfig');
  await call(base, admin, 'PUT', '/ui/api/v1/ui/securityconfig', { ...config, anonAccessEnabled: true });
  const token = await call(base, admin, 'POST', '/access/api/v1/tokens', {
    username: 'bench',
    scope: 'applied-permissions/user',
  });
  return `Bearer ${token.access_token}`;
}

// --- PyPI ------------------------------------------------------------------------------------

/** The multipart form twine sends for one file: its metadata fields, then the file as `content`. */
function twineForm(fields, filename, bytes) {
  const boundary = `----twine-${hex('sha1', filename).slice(0, 24)}`;
  const parts = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="content"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const SUMMARY = 'A library for the index-page benchmarks, shaped like a real one.';
const DESCRIPTION = `# ${PROJECT}\n\n${'It has options, examples and a changelog, as libraries do. '.repeat(30)}\n`;

/** The fields twine sends with a file (metadata 2.1, from the built distribution). */
function twineFields(version, filetype, pyversion, bytes) {
  return [
    [':action', 'file_upload'],
    ['protocol_version', '1'],
    ['metadata_version', '2.1'],
    ['name', PROJECT],
    ['version', version],
    ['filetype', filetype],
    ['pyversion', pyversion],
    ['summary', SUMMARY],
    ['home_page', `https://github.com/example/${PROJECT}`],
    ['author', 'Bench Author'],
    ['author_email', 'author@example.com'],
    ['license', 'MIT'],
    ['keywords', 'benchmark,index,simple'],
    ['classifiers', 'License :: OSI Approved :: MIT License'],
    ['classifiers', 'Programming Language :: Python :: 3'],
    ['requires_python', '>=3.8'],
    ['requires_dist', 'requests>=2.31'],
    ['requires_dist', 'click>=8.1'],
    ['description_content_type', 'text/markdown'],
    ['description', DESCRIPTION],
    ['md5_digest', hex('md5', bytes)],
    ['sha256_digest', hex('sha256', bytes)],
    ['blake2_256_digest', createHash('blake2b512').update(bytes).digest('hex').slice(0, 64)],
  ];
}

/** Every release's sdist and wheel, uploaded as twine does; returns the seconds it took. */
async function seedPypi(base, authorization) {
  const started = performance.now();
  const module = PROJECT.replaceAll('-', '_');
  for (const version of versionList(PYPI_RELEASES)) {
    const sdist = tgz({
      [`${module}-${version}/PKG-INFO`]: `Metadata-Version: 2.1\nName: ${PROJECT}\nVersion: ${version}\n`,
      [`${module}-${version}/${module}/__init__.py`]: `__version__ = "${version}"\n`,
    });
    const wheel = tgz({ [`${module}/__init__.py`]: `__version__ = "${version}"\n` }); // bytes only: never opened
    for (const [filename, filetype, pyversion, bytes] of [
      [`${module}-${version}.tar.gz`, 'sdist', 'source', sdist],
      [`${module}-${version}-py3-none-any.whl`, 'bdist_wheel', 'py3', wheel],
    ]) {
      const form = twineForm(twineFields(version, filetype, pyversion, bytes), filename, bytes);
      const res = await fetch(`${base}/artifactory/api/pypi/${PYPI_REPO}`, {
        method: 'POST',
        headers: { authorization, 'content-type': form.contentType },
        body: form.body,
      });
      if (!res.ok) throw new Error(`upload of ${filename} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    }
  }
  return (performance.now() - started) / 1000;
}

// --- Maven -----------------------------------------------------------------------------------

function pomOf(version) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>${GROUP}</groupId>
  <artifactId>${ARTIFACT}</artifactId>
  <version>${version}</version>
  <packaging>jar</packaging>
  <description>A library for the index-page benchmarks.</description>
  <licenses><license><name>MIT</name></license></licenses>
  <dependencies>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.13</version></dependency>
  </dependencies>
</project>
`;
}

/** The maven-metadata.xml mvn computes and sends after deploying a version. */
function clientMetadata(versions) {
  const last = versions[versions.length - 1];
  return `<?xml version="1.0" encoding="UTF-8"?>
<metadata>
  <groupId>${GROUP}</groupId>
  <artifactId>${ARTIFACT}</artifactId>
  <versioning>
    <latest>${last}</latest>
    <release>${last}</release>
    <versions>
${versions.map((v) => `      <version>${v}</version>`).join('\n')}
    </versions>
    <lastUpdated>20260101000000</lastUpdated>
  </versioning>
</metadata>
`;
}

/** Every version deployed as `mvn deploy` does: jar, pom and metadata, each followed by its sha1 and md5. */
async function seedMaven(base, authorization) {
  const started = performance.now();
  const folder = `${base}/artifactory/${MAVEN_REPO}/${GROUP.replaceAll('.', '/')}/${ARTIFACT}`;
  const put = async (url, body) => {
    const res = await fetch(url, { method: 'PUT', headers: { authorization }, body });
    if (!res.ok) throw new Error(`PUT ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
  };
  const withChecksums = async (url, body) => {
    await put(url, body);
    await put(`${url}.sha1`, hex('sha1', body));
    await put(`${url}.md5`, hex('md5', body));
  };
  const deployed = [];
  for (const version of versionList(MAVEN_VERSIONS)) {
    const jar = tgz({ 'META-INF/MANIFEST.MF': `Manifest-Version: 1.0\nImplementation-Version: ${version}\n` });
    await withChecksums(`${folder}/${version}/${ARTIFACT}-${version}.jar`, jar);
    await withChecksums(`${folder}/${version}/${ARTIFACT}-${version}.pom`, pomOf(version));
    deployed.push(version);
    await withChecksums(`${folder}/maven-metadata.xml`, clientMetadata(deployed));
  }
  return (performance.now() - started) / 1000;
}

// --- the run ---------------------------------------------------------------------------------

/** Arca's answer as sent, checked to list every file or version. */
async function fetchChecked(url, headers, check, what) {
  const res = await rawRequest(url, { headers });
  if (res.status !== 200)
    throw new Error(`${what}: ${url} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  const problem = check(res.body.toString());
  if (problem) throw new Error(`${what}: ${problem}`);
  return { body: res.body, type: res.headers['content-type'], encoding: res.headers['content-encoding'] };
}

const count = (text, pattern) => text.match(pattern)?.length ?? 0;

export async function run({ runs, log, scratch, seconds = 10 }) {
  const started = [];
  try {
    const arca = await startArca(PASSWORD);
    started.push(arca);
    const authorization = await setUp(arca.baseUrl);
    const pypiSeconds = await seedPypi(arca.baseUrl, authorization);
    log(`uploaded ${PYPI_RELEASES * 2} PyPI files in ${pypiSeconds.toFixed(1)} s`);
    const mavenSeconds = await seedMaven(arca.baseUrl, authorization);
    log(`deployed ${MAVEN_VERSIONS} Maven versions in ${mavenSeconds.toFixed(1)} s`);

    const page = `${arca.baseUrl}/artifactory/api/pypi/${PYPI_REPO}/simple/${PROJECT}/`;
    const metadata = `${arca.baseUrl}/artifactory/${MAVEN_REPO}/${GROUP.replaceAll('.', '/')}/${ARTIFACT}/maven-metadata.xml`;
    const files = PYPI_RELEASES * 2;
    const cases = [
      {
        key: 'html',
        label: 'PyPI simple page, HTML',
        url: page,
        headers: { Accept: 'text/html' },
        check: (text) => (count(text, /<a /g) === files ? '' : `${count(text, /<a /g)} links, not ${files}`),
      },
      {
        key: 'json',
        label: 'PyPI simple page, JSON (pip’s Accept)',
        url: page,
        headers: { Accept: PIP_ACCEPT },
        check: (text) => {
          const listed = JSON.parse(text).files?.length;
          return listed === files ? '' : `${listed} files, not ${files}`;
        },
      },
      {
        key: 'maven',
        label: 'Maven maven-metadata.xml',
        url: metadata,
        headers: {},
        check: (text) => (count(text, /<version>/g) === MAVEN_VERSIONS ? '' : `${count(text, /<version>/g)} versions`),
      },
    ];
    const bytes = {};
    for (const c of cases) bytes[c.key] = await fetchChecked(c.url, c.headers, c.check, `Arca ${c.label}`);

    const limit = await startLimitServer(
      scratch,
      cases.map((c) => ({ path: `/${c.key}`, body: bytes[c.key].body, contentType: bytes[c.key].type })),
    );
    started.push(limit);
    for (const c of cases) {
      const answer = await rawRequest(`${limit.baseUrl}/${c.key}`);
      if (!answer.body.equals(bytes[c.key].body) || answer.headers['content-type'] !== bytes[c.key].type)
        throw new Error(`the limit server does not answer Arca's ${c.label}`);
    }

    const systems = [
      ...cases.flatMap((c) => [
        { key: `arca:${c.key}`, name: `Arca ${c.label}`, url: c.url, headers: c.headers },
        { key: `limit:${c.key}`, name: `limit ${c.label}`, url: `${limit.baseUrl}/${c.key}`, headers: c.headers },
      ]),
      { key: 'ping', name: 'Arca ping', url: `${arca.baseUrl}/artifactory/api/system/ping`, headers: {} },
    ];
    const { rate, p99 } = await measureRates(systems, { runs, seconds, connections: CONNECTIONS, log });

    const figures = [
      ...systems.map((s) => figure(s.name, 'req/s', rate[s.key])),
      ...systems.map((s) => figure(`${s.name} p99`, 'ms', p99[s.key])),
    ];
    const targets = cases.map((c) => {
      const share = ratio(rate[`arca:${c.key}`], rate[`limit:${c.key}`]);
      return target(`${c.label}: ≥ 40 % of the limit`, percent(share), share >= 0.4);
    });
    const sizes = cases.map(
      (c) =>
        `${c.label} ${bytes[c.key].body.length.toLocaleString('en-US')} B (${bytes[c.key].type}${bytes[c.key].encoding ? `, ${bytes[c.key].encoding}` : ''})`,
    );
    const notes = [
      `Seeding: ${files} PyPI files (${PYPI_RELEASES} releases, sdist and wheel) uploaded as twine sends them in ${pypiSeconds.toFixed(1)} s; ${MAVEN_VERSIONS} Maven versions deployed as mvn does (jar, pom and maven-metadata.xml, each with its sha1 and md5: ${MAVEN_VERSIONS * 9} PUTs) in ${mavenSeconds.toFixed(1)} s.`,
      `Arca's answers, sent byte for byte by the limit server with the same content-type and content-length: ${sizes.join('; ')}.`,
      `Anonymous reads on both repositories (anonymous access on, READ granted to anonymous). HTML is asked with \`Accept: text/html\` (pip before 22.2, and simple clients); JSON with pip's own Accept since 22.2 (\`${PIP_ACCEPT}\`).`,
      `Arca's ping (${Math.round(median(rate.ping)).toLocaleString('en-US')} req/s) is what a request through Fastify's routes and hooks costs before any repository work: a kept PyPI page and a stored maven-metadata.xml are both answered before them (ADR 025).`,
      `wrk -t1 -c${CONNECTIONS} -d${seconds}s --latency, one 2 s warm-up per system and case.`,
    ];
    return { figures, targets, notes };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
