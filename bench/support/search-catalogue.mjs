// The package catalogue the search and console scenarios share: 100 000 packages of four types and
// 1 000 000 versions at scale 1, seeded straight into a stopped Arca's database through the server's
// own database code (its migrations, then multi-row inserts in big transactions), as deploys would
// have left it: packages with tags, licences and descriptions; versions skewed per package (most
// have a few, some dozens); one file per version, an item in the local repository of the package's
// type (all items share one small stored blob). A user `reader` may read three of the four
// repositories (not the docker one), so permissions take part in its queries.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { startArca } from './arca.mjs';

export const FULL_SCALE = { packages: 100_000, versions: 1_000_000 };
/** Packages seeded per transaction, and rows per insert statement. */
const BLOCK = 5_000;
const ROWS_PER_STATEMENT = 10_000;

export const REPOSITORIES = { npm: 'npm-local', maven: 'maven-local', pypi: 'pypi-local', docker: 'docker-local' };
const READER_REPOSITORIES = ['npm-local', 'maven-local', 'pypi-local'];

// ---------------------------------------------------------------------------------------------
// Names, as the four formats spell them

/** A small deterministic generator, so every run seeds the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = `react vue angular svelte util utils lodash express koa fastify babel eslint plugin preset config
core cli parser loader webpack rollup vite types test mock jest http client server async stream json yaml
toml logger log color date time string array object fs path crypto auth oauth jwt token session cache redis
mongo postgres mysql sql orm graphql api rest grpc proto schema validator form router store state hooks
icons ui components theme style css sass markdown html dom canvas chart image video audio file upload zip
tar gzip queue worker job cron event emitter socket websocket mail sms pdf csv excel i18n intl locale uuid
hash random math number format template render compiler runtime polyfill shim native mobile cloud aws azure
kube helm metrics trace monitor health retry rate limit proxy gateway spring boot commons jackson netty guava
slf4j django flask fastapi numpy pandas torch tensor scikit requests boto celery pytest sphinx nginx alpine
node python java golang rust service backend frontend admin dashboard analytics billing payments search
index catalog inventory orders users notify diff patch semver glob minimatch chalk debug dotenv commander
yargs prompt inquirer axios fetch ws jsdom cheerio puppeteer sharp moment dayjs luxon immutable rxjs redux
mobx zustand next nuxt remix astro gatsby storybook cypress playwright vitest mocha chai sinon nock`
  .split(/\s+/)
  .filter(Boolean);
const SCOPES = ['types', 'babel', 'angular', 'vue', 'aws-sdk', 'nestjs', 'mui', 'emotion', 'acme', 'internal'];
const GROUPS = [
  'org.apache',
  'org.springframework',
  'com.google',
  'io.netty',
  'com.fasterxml',
  'org.eclipse',
  'com.acme',
  'io.micrometer',
  'org.hibernate',
  'net.bytebuddy',
];
const TEAMS = ['library', 'platform', 'payments', 'search', 'infra', 'data', 'mobile', 'web', 'ml', 'security'];
const KEYWORDS = [
  'cli',
  'web',
  'testing',
  'database',
  'security',
  'logging',
  'http',
  'parser',
  'ui',
  'build',
  'cloud',
  'async',
  'json',
  'crypto',
  'metrics',
  'images',
];
const LICENSES = ['MIT', 'Apache-2.0', 'BSD-3-Clause', 'ISC', 'GPL-3.0-only', 'MPL-2.0'];

/** One package of the catalogue: its type, name, the key the format compares names by, and what else it carries. */
export function catalogue({ packages: packageCount, versions: versionCount }) {
  const next = random(9);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (count, join) => Array.from({ length: count }, () => pick(WORDS)).join(join);
  const seen = new Set();
  const packages = [];
  const counts = { npm: 0, maven: 0, pypi: 0, docker: 0 };
  const add = (type, name, key) => {
    if (seen.has(`${type}\0${key}`)) return;
    seen.add(`${type}\0${key}`);
    packages.push({ type, name, key });
    counts[type]++;
  };
  const targets = {
    npm: packageCount * 0.5,
    maven: packageCount * 0.2,
    pypi: packageCount * 0.2,
    docker: packageCount * 0.1,
  };
  const count = (type) => counts[type];
  while (count('npm') < targets.npm) {
    const shape = next();
    const name =
      shape < 0.2
        ? `@${pick(SCOPES)}/${words(1 + Math.floor(next() * 2), '-')}`
        : shape < 0.3
          ? `${pick(WORDS)}.${pick(WORDS)}`
          : shape < 0.4
            ? `${pick(['eslint', 'babel', 'rollup', 'vite', 'webpack'])}-plugin-${words(1 + Math.floor(next() * 2), '-')}`
            : words(1 + Math.floor(next() * 3), '-');
    add('npm', name, name);
  }
  while (count('maven') < targets.maven) {
    const group = `${pick(GROUPS)}${next() < 0.5 ? `.${pick(WORDS)}` : ''}`;
    const name = `${group}:${words(1 + Math.floor(next() * 3), '-')}`;
    add('maven', name, name);
  }
  while (count('pypi') < targets.pypi) {
    const shape = next();
    const name =
      shape < 0.2
        ? `py${pick(WORDS)}${next() < 0.5 ? `-${pick(WORDS)}` : ''}`
        : shape < 0.35
          ? `django-${words(1 + Math.floor(next() * 2), '-')}`
          : shape < 0.5
            ? words(2, '_')
            : words(1 + Math.floor(next() * 3), '-');
    add('pypi', name, name.toLowerCase().replace(/[-_.]+/g, '-'));
  }
  while (count('docker') < targets.docker) {
    const name = `${pick(TEAMS)}/${words(1 + Math.floor(next() * 2), '-')}`;
    add('docker', name, name);
  }
  // Interleaved, as packages arrive in a real registry; ids then do not follow names.
  for (let i = packages.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [packages[i], packages[j]] = [packages[j], packages[i]];
  }

  // Versions: one each, and the rest shared out by a steep random weight (most few, some dozens).
  const weights = packages.map(() => next() ** 6);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const extra = versionCount - packages.length;
  let given = 0;
  packages.forEach((p, i) => {
    p.versions = 1 + Math.floor((weights[i] / total) * extra);
    given += p.versions - 1;
  });
  for (let i = 0; given < extra; i = (i + 1) % packages.length, given++) packages[i].versions++;

  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  for (const p of packages) {
    p.created = now - Math.floor(next() * threeYears);
    p.description = `${pick(['A', 'The', 'Small', 'Fast', 'Simple'])} ${words(2, ' ')} library for ${words(2, ' and ')}.`;
    p.tags = [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => pick(KEYWORDS)))];
    p.license = pick(LICENSES);
    p.downloads = Math.floor(next() ** 4 * 5000);
  }
  return packages;
}

/** The version strings of a package, oldest first: distinct semver, a few pre-releases. */
function versionsOf(p) {
  const list = [];
  for (let k = 0; k < p.versions; k++) {
    const version = `${Math.floor(k / 20)}.${Math.floor(k / 5) % 4}.${k % 5}`;
    list.push(k % 19 === 7 ? `${version}-beta.1` : version);
  }
  return list;
}

/** Where the format stores a version's file in its repository: the parent folder and the file name. */
function fileOf(p, version) {
  switch (p.type) {
    case 'npm': {
      const base = p.name.startsWith('@') ? p.name.split('/')[1] : p.name;
      return { path: `${p.name}/-`, name: `${base}-${version}.tgz`, mime: 'application/x-compressed' };
    }
    case 'maven': {
      const [group, artifact] = p.name.split(':');
      return {
        path: `${group.replaceAll('.', '/')}/${artifact}/${version}`,
        name: `${artifact}-${version}.jar`,
        mime: 'application/java-archive',
      };
    }
    case 'pypi':
      return {
        path: `${p.key}/${version}`,
        name: `${p.key.replaceAll('-', '_')}-${version}.tar.gz`,
        mime: 'application/x-gzip',
      };
    default:
      return {
        path: `${p.name}/${version}`,
        name: 'manifest.json',
        mime: 'application/vnd.docker.distribution.manifest.v2+json',
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding, through the server's own database code

/** Rows of a JSON array parameter as a table `j` whose `j.value ->> n` is the n-th field. */
function jsonRows(dialect, rows) {
  const text = JSON.stringify(rows);
  return dialect === 'postgres' ? sql`jsonb_array_elements(${text}::jsonb) as j(value)` : sql`json_each(${text}) as j`;
}

function field(dialect, index, type = 'text') {
  const raw = sql.raw(`(j.value ->> ${index})`);
  return dialect === 'postgres' && type !== 'text' ? sql`${raw}::${sql.raw(type)}` : raw;
}

async function insertChunked(rows, insert) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await insert(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/** A small .tgz holding one package.json: a file every seeded item points at, so it reads as a real archive. */
function archive() {
  const body = Buffer.from('{"name":"bench","version":"1.0.0"}\n');
  const header = Buffer.alloc(512);
  header.write('package/package.json', 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return gzipSync(Buffer.concat([header, body, padding, Buffer.alloc(1024)]));
}

/**
 * Stores the one blob every seeded file shares, as the blob store lays files out: the search never
 * reads contents, and a million distinct files on disk would only slow the seeding down.
 */
async function storeBlob(db, dataDir) {
  const content = archive();
  const sha256 = createHash('sha256').update(content).digest('hex');
  const folder = join(dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, sha256), content);
  await sql`insert into blobs (sha256, sha1, md5, size, created_at) values (${sha256},
    ${createHash('sha1').update(content).digest('hex')}, ${createHash('md5').update(content).digest('hex')},
    ${content.length}, ${Date.now()})`.execute(db);
  return { sha256, size: content.length };
}

async function seed(database, packages, dataDir) {
  const { db, dialect } = database;
  const blob = await storeBlob(db, dataDir);
  const f = (index, type) => field(dialect, index, type);
  const byKey = sql`p.package_type = ${f(0)} and p.name_key = ${f(1)}`;
  for (let start = 0; start < packages.length; start += BLOCK) {
    const block = packages.slice(start, start + BLOCK);
    const versions = [];
    const items = [];
    for (const p of block) {
      const list = versionsOf(p);
      const span = Date.now() - p.created;
      list.forEach((version, k) => {
        const created = p.created + Math.floor((span * k) / list.length);
        const file = fileOf(p, version);
        const depth = file.path.split('/').length + 1;
        versions.push([p.type, p.key, version, created]);
        items.push([
          REPOSITORIES[p.type],
          file.path,
          file.name,
          depth,
          blob.sha256,
          blob.size,
          file.mime,
          created,
          k === list.length - 1 ? p.downloads : Math.floor(p.downloads / (list.length - k + 1)),
        ]);
      });
      p.modified = versions.at(-1)[3];
    }
    await db.transaction().execute(async (tx) => {
      await insertChunked(block, (rows) =>
        sql`insert into packages (package_type, name, name_key, description, created_at, modified_at)
          select ${f(0)}, ${f(1)}, ${f(2)}, ${f(3)}, ${f(4, 'bigint')}, ${f(5, 'bigint')} from ${jsonRows(
            dialect,
            rows.map((p) => [p.type, p.name, p.key, p.description, p.created, p.modified]),
          )}`.execute(tx),
      );
      const tags = block.flatMap((p) => p.tags.map((tag) => [p.type, p.key, tag]));
      await insertChunked(tags, (rows) =>
        sql`insert into package_tags (package_id, tag)
          select p.id, ${f(2)} from ${jsonRows(dialect, rows)} join packages p on ${byKey}`.execute(tx),
      );
      await insertChunked(block, (rows) =>
        sql`insert into package_licenses (package_id, name, source)
          select p.id, ${f(2)}, 'bench' from ${jsonRows(
            dialect,
            rows.map((p) => [p.type, p.key, p.license]),
          )} join packages p on ${byKey}`.execute(tx),
      );
      await insertChunked(versions, (rows) =>
        sql`insert into package_versions (package_id, version, readme, created_at, modified_at)
          select p.id, ${f(2)}, null, ${f(3, 'bigint')}, ${f(3, 'bigint')} from ${jsonRows(dialect, rows)} join packages p on ${byKey}`.execute(
          tx,
        ),
      );
      await insertChunked(items, (rows) =>
        sql`insert into items (repo_key, path, name, type, depth, sha256, size, mime_type, created_at, created_by,
            modified_at, modified_by, updated_at, downloads)
          select ${f(0)}, ${f(1)}, ${f(2)}, 'file', ${f(3, 'integer')}, ${f(4)}, ${f(5, 'bigint')}, ${f(6)},
            ${f(7, 'bigint')}, 'admin', ${f(7, 'bigint')}, 'admin', ${f(7, 'bigint')}, ${f(8, 'bigint')}
          from ${jsonRows(dialect, rows)}`.execute(tx),
      );
      const links = versions.map((v, index) => [v[0], v[1], v[2], items[index][0], items[index][1], items[index][2]]);
      await insertChunked(links, (rows) =>
        sql`insert into package_files (version_id, item_id, lead, metadata)
          select v.id, i.id, 1, null from ${jsonRows(dialect, rows)}
          join packages p on ${byKey}
          join package_versions v on v.package_id = p.id and v.version = ${f(2)}
          join items i on i.repo_key = ${f(3)} and i.path = ${f(4)} and i.name = ${f(5)}`.execute(tx),
      );
    });
  }
  // PostgreSQL's autovacuum vacuums and analyses tables after inserts this size within a minute or
  // so (statistics for the planner, a visibility map for index-only scans); the bench does not wait
  // for it. SQLite has no statistics unless someone runs ANALYZE, and Arca does not.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
}

// ---------------------------------------------------------------------------------------------

/** Empties a PostgreSQL database: drops and recreates its `public` schema, with everything in it. */
export async function emptyPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function api(base, authorization, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * Makes `dataDir` (and `databaseUrl`, when given: it is emptied first) an Arca holding the
 * catalogue at `scale` (0 < scale <= 1 of 100 000 packages / 1 000 000 versions): the repositories
 * and the reader through a started Arca, which then stops, and the index seeded directly.
 * Returns the counts and how long the seeding took.
 */
export async function seedCatalogue({ dataDir, databaseUrl, scale = 1, password, env = {} }) {
  if (databaseUrl) await emptyPostgres(databaseUrl);
  const authorization = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
  const arca = await startArca(password, {
    dataDir,
    env: { ...env, ...(databaseUrl ? { ARCA_DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    for (const [type, key] of Object.entries(REPOSITORIES))
      await api(arca.baseUrl, authorization, 'PUT', `/artifactory/api/repositories/${key}`, {
        rclass: 'local',
        packageType: type,
      });
    await api(arca.baseUrl, authorization, 'POST', '/access/api/v2/users', {
      username: 'reader',
      password,
      email: 'r@example.com',
    });
    const targets = Object.fromEntries(
      READER_REPOSITORIES.map((key) => [key, { include_patterns: ['**'], exclude_patterns: [] }]),
    );
    await api(arca.baseUrl, authorization, 'POST', '/access/api/v2/permissions', {
      name: 'bench-readers',
      resources: { artifact: { targets, actions: { users: { reader: ['READ'] }, groups: {} } } },
    });
  } finally {
    await arca.stop();
  }

  const packages = catalogue({
    packages: Math.round(FULL_SCALE.packages * scale),
    versions: Math.round(FULL_SCALE.versions * scale),
  });
  const started = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seed(database, packages, dataDir);
  } finally {
    await database.close();
  }
  return {
    packages: packages.length,
    versions: packages.reduce((sum, p) => sum + p.versions, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
