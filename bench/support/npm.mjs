// npm test data and registry set-up shared by the npm scenarios: a realistic package with many
// versions (like perf-baseline's `perf-pkg`), real .tgz tarballs, the publish body npm sends,
// Verdaccio's on-disk packument, and an Arca npm repository with a user, a token and anonymous reads.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// --- tarballs -------------------------------------------------------------------------------

function tarHeader(name, size, mtime) {
  const header = Buffer.alloc(512);
  const field = (offset, length, value) => header.write(value, offset, length, 'ascii');
  const octal = (offset, length, value) => field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, mtime);
  field(148, 8, '        ');
  field(156, 1, '0');
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** A gzipped ustar archive of `files` ({ path: content }), as `npm pack` makes one. */
export function tgz(files) {
  const parts = [];
  const mtime = 499_162_500; // npm pins mtimes (1985-10-26) so packs are reproducible
  for (const [path, content] of Object.entries(files)) {
    const body = Buffer.from(content);
    parts.push(tarHeader(path, body.length, mtime), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

const sha1 = (data) => createHash('sha1').update(data).digest('hex');
const sha512 = (data) => `sha512-${createHash('sha512').update(data).digest('base64')}`;

const LICENSE =
  'MIT License\n\nCopyright (c) 2024 Bench Author\n\n' +
  'Permission is hereby granted, free of charge, to any person obtaining a copy of this software.\n';

/** The tarball of one version (about the 363 B of perf-baseline's perf-pkg-1.0.0.tgz). */
export function packageTarball(name, version) {
  return tgz({
    'package/package.json': `${JSON.stringify({ name, version, main: 'index.js', license: 'MIT' }, null, 2)}\n`,
    'package/index.js': "module.exports = () => 'ok';\n",
    'package/LICENSE': LICENSE,
  });
}

// --- manifests ------------------------------------------------------------------------------

const PARAGRAPH =
  'This package exists to give the registry benchmarks a document shaped like a real one. It has ' +
  'options, examples and a changelog, so its readme is about the size of a popular package’s. ';

/** A readme of about `bytes` bytes: headings, prose and code, as npm packages have. */
export function readme(name, bytes = 4096) {
  const lines = [`# ${name}`, '', PARAGRAPH, '', '## Install', '', '```sh', `npm install ${name}`, '```', ''];
  let section = 1;
  while (lines.join('\n').length < bytes - 200) {
    lines.push(
      `## Section ${section}`,
      '',
      PARAGRAPH.repeat(2),
      '',
      '```js',
      `const x = require('${name}');`,
      '```',
      '',
    );
    section++;
  }
  return lines.join('\n').slice(0, bytes);
}

const DEPENDENCIES = {
  'lodash.merge': '^4.6.2',
  debug: '^4.3.4',
  semver: '^7.6.0',
  'safe-buffer': '^5.2.1',
  ms: '^2.1.3',
  'escape-string-regexp': '^4.0.0',
};

/**
 * The manifest npm publishes for one version, with dist filled from the tarball. `tarballUrl` is
 * where the registry being published to will serve it.
 */
export function versionManifest(name, version, tarball, tarballUrl) {
  return {
    name,
    version,
    description: `A package for the registry benchmarks (${name} ${version}).`,
    main: 'lib/index.js',
    types: 'lib/index.d.ts',
    scripts: {
      build: 'tsc -p tsconfig.build.json',
      test: 'vitest run',
      lint: 'biome check .',
      prepublishOnly: 'npm run build && npm test',
    },
    repository: { type: 'git', url: `git+https://github.com/example/${name}.git` },
    keywords: ['benchmark', 'registry', 'npm', 'packument', 'fixture'],
    author: { name: 'Bench Author', email: 'author@example.com', url: 'https://example.com' },
    license: 'MIT',
    bugs: { url: `https://github.com/example/${name}/issues` },
    homepage: `https://github.com/example/${name}#readme`,
    dependencies: DEPENDENCIES,
    devDependencies: { typescript: '^5.4.5', vitest: '^1.6.0', '@biomejs/biome': '^1.8.0', '@types/node': '^20.12.0' },
    peerDependencies: { react: '>=17' },
    peerDependenciesMeta: { react: { optional: true } },
    engines: { node: '>=18' },
    gitHead: sha1(`${name}@${version}`),
    _id: `${name}@${version}`,
    _nodeVersion: '20.20.2',
    _npmVersion: '11.19.1',
    _npmUser: { name: 'bench', email: 'bench@example.com' },
    maintainers: [{ name: 'bench', email: 'bench@example.com' }],
    _hasShrinkwrap: false,
    dist: {
      integrity: sha512(tarball),
      shasum: sha1(tarball),
      tarball: tarballUrl,
      fileCount: 3,
      unpackedSize: 4321,
      signatures: [
        {
          keyid: 'SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA',
          sig: `MEUCIQ${createHash('sha256').update(version).digest('base64')}AiEA${sha1(version)}`,
        },
      ],
    },
  };
}

/** `count` versions 1.0.0, 1.0.1, … (patch and minor run 0–9), like perf-baseline's 300 (1.0.0–3.9.9). */
export function versionList(count) {
  return Array.from({ length: count }, (_, i) => `${1 + Math.floor(i / 100)}.${Math.floor(i / 10) % 10}.${i % 10}`);
}

/** The body of `PUT /{name}` npm sends to publish one version: manifest plus base64 tarball. */
export function publishBody(name, manifest, tarball, readmeText) {
  const file = `${name.split('/').pop()}-${manifest.version}.tgz`;
  return {
    _id: name,
    name,
    description: manifest.description,
    'dist-tags': { latest: manifest.version },
    versions: { [manifest.version]: { ...manifest, readme: readmeText } },
    access: null,
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64'), length: tarball.length },
    },
    ...(readmeText === undefined ? {} : { readme: readmeText }),
  };
}

/**
 * Writes `name` with its versions straight into a Verdaccio storage folder (package.json with
 * _attachments, time and dist-tags, and every tarball), as a long-lived registry holds it.
 */
export function seedVerdaccio(storage, name, versions, readmeText) {
  const dir = join(storage, name);
  mkdirSync(dir, { recursive: true });
  const time = { created: '2024-01-01T00:00:00.000Z', modified: '2024-06-01T00:00:00.000Z' };
  const attachments = {};
  const docVersions = {};
  versions.forEach(({ version, tarball }, i) => {
    const file = `${name}-${version}.tgz`;
    writeFileSync(join(dir, file), tarball);
    docVersions[version] = versionManifest(name, version, tarball, `http://localhost:4873/${name}/-/${file}`);
    attachments[file] = { shasum: sha1(tarball), version };
    time[version] = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
  });
  const latest = versions[versions.length - 1].version;
  const document = {
    name,
    versions: docVersions,
    time,
    users: {},
    'dist-tags': { latest },
    _uplinks: {},
    _distfiles: {},
    _attachments: attachments,
    _rev: `${versions.length}-${sha1(name).slice(0, 16)}`,
    _id: name,
    readme: readmeText,
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(document, null, 2));
  writeFileSync(join(storage, '.verdaccio-db.json'), JSON.stringify({ list: [name], secret: sha1(name).slice(0, 32) }));
}

// --- Arca ------------------------------------------------------------------------------------

export const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** One of Arca's management calls: JSON in and out; a refusal throws with the answer's start. */
export async function call(base, authorization, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text; // some management calls answer in plain text
  }
}

/**
 * Creates the local npm repository `repoKey` on Arca, a user who may publish to it, and (with
 * `anonymous`) anonymous read access to it, as a team serving packages to CI would. Returns the
 * registry URL, the user's npm token (from the npm login call) and its Basic header.
 */
export async function setUpArcaNpm(base, adminPassword, { repoKey = 'npm-local', anonymous = true } = {}) {
  const admin = basic('admin', adminPassword);
  const user = { name: 'bench', password: 'Bench-Passw0rd!' };
  await call(base, admin, 'PUT', `/artifactory/api/repositories/${repoKey}`, { rclass: 'local', packageType: 'npm' });
  await call(base, admin, 'POST', '/access/api/v2/users', {
    username: user.name,
    password: user.password,
    email: 'bench@example.com',
  });
  const everything = { include_patterns: ['**'], exclude_patterns: [] };
  const users = { [user.name]: ['READ', 'WRITE', 'DELETE'], ...(anonymous ? { anonymous: ['READ'] } : {}) };
  await call(base, admin, 'POST', '/access/api/v2/permissions', {
    name: 'bench-npm',
    resources: { artifact: { targets: { [repoKey]: everything }, actions: { users, groups: {} } } },
  });
  if (anonymous) {
    const config = await call(base, admin, 'GET', '/ui/api/v1/ui/securityconfig');
    await call(base, admin, 'PUT', '/ui/api/v1/ui/securityconfig', { ...config, anonAccessEnabled: true });
  }
  const registry = `${base}/artifactory/api/npm/${repoKey}`;
  const login = await call(
    base,
    basic(user.name, user.password),
    'PUT',
    `/artifactory/api/npm/${repoKey}/-/user/org.couchdb.user:${user.name}`,
    {
      _id: `org.couchdb.user:${user.name}`,
      name: user.name,
      password: user.password,
      type: 'user',
      roles: [],
    },
  );
  return { registry, token: login.token, basic: basic(user.name, user.password), user };
}

/** PUTs a publish body; returns the milliseconds from sending to the complete answer. */
export async function putPublish(registry, name, body, authorization) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const res = await fetch(`${registry}/${name.replace('/', '%2f')}`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json', 'npm-command': 'publish' },
    body: payload,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`publish of ${name} answered ${res.status}: ${text.slice(0, 300)}`);
  return ms;
}
