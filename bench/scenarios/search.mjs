// Latency of a package search as the console's package list sends it, and of the quick search of
// files by a part of their name, at 100 000 packages and 1 000 000 versions (and files), on SQLite
// and on PostgreSQL, against the same server's ping. One client sends requests in sequence; once as
// an administrator and once as a reader whose permissions take part in the query. ARCA_BENCH_SCALE
// (0 < scale <= 1) seeds a fraction of the catalogue, to try it out.
//
// The PostgreSQL database is EMPTIED first (its `public` schema dropped and recreated) and emptied
// again afterwards: see support/postgres.mjs for which database that is.
import { mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PACKAGES_QUERY } from '../../apps/console/src/features/packages/api/package-documents.ts';
import { PACKAGE_SEARCH_COUNT_CAP } from '../../packages/contract/src/metadata.ts';
import { median, percentile } from '../lib/stats.mjs';
import { startArca } from '../support/arca.mjs';
import { benchDatabase } from '../support/postgres.mjs';
import { emptyPostgres, seedCatalogue } from '../support/search-catalogue.mjs';

export const title = 'Package and file search, 100 000 packages / 1 000 000 versions';

const PASSWORD = 'Bench-Passw0rd!';
const ROUNDS = 20;
const WARM_UP_ROUNDS = 2;
/** Start-up work that scans the items (the archive indexer's catch-up) ends before the clock starts. */
const SETTLE_SECONDS = 10;
const TARGET_MS = 30;

/**
 * What users type into the package list's search: plain text is searched for within names (words,
 * scopes, group and artifact ids, best matches first; under three characters, at the start), a name
 * with wildcards is a pattern (see packageFilter).
 */
const TERMS = [
  '',
  'r',
  'sp',
  'dja',
  'math',
  'acme',
  'billing',
  'logger',
  'json-p',
  'util',
  'react',
  'lodash',
  '@types/',
  'org.apache',
  'zqxjv',
  '*util*',
  're?ct-*',
];

/** The terms searched for within names (plain, three characters or more): the substring searches. */
const SUBSTRING_TERMS = TERMS.filter((term) => term.length >= 3 && !/[*?]/.test(term));

/** What users type into the quick search of files: a part of a file name. */
const FILE_TERMS = ['billing', 'logger-1', 'math-utils', 'core-2.0', 'json-p', 'zqxjv'];

/** The reference clients' endpoint, with the fields the package list showed when issue 9 set the target. */
const QUERY = `query ($filter: PackageFilter, $first: Int, $after: String, $orderBy: PackageOrder) {
  packages(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name packageType description latestVersion versionsCount stats { downloads } modified } }
  }
}`;

/** The two calls measured: the console's own list call (its document, read from its source) and the reference clients' one. */
const CALLS = {
  console: {
    label: 'console list call',
    path: '/ui/api/v1/mds/packages',
    body: (variables) => ({ graphQL: PACKAGES_QUERY, variables }),
  },
  metadata: {
    label: 'metadata query',
    path: '/metadata/api/v1/query',
    body: (variables) => ({ query: QUERY, variables }),
  },
};

const basic = (user) => `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`;
const USERS = { admin: basic('admin'), reader: basic('reader') };

/** The scale from the runner's options or ARCA_BENCH_SCALE; 1 is the issue's catalogue. */
export function benchScale(options = {}) {
  const scale = Number(options.scale ?? process.env.ARCA_BENCH_SCALE ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error(`the scale must be in (0, 1], not ${scale}`);
  return scale;
}

/** The package list's filter for a term, as the console's packageListFilter writes it. */
function packageFilter(term) {
  if (term === '') return { name: '*' };
  if (/[*?]/.test(term)) return { name: term.endsWith('*') ? term : `${term}*` };
  return { name: '*', search: term };
}

const filterText = (term) => JSON.stringify(packageFilter(term));

/** A package search counts up to the cap, and answers one more when more match; a name pattern counts exactly (ADR 023). */
const matchesText = (term, total) =>
  packageFilter(term).search !== undefined && total > PACKAGE_SEARCH_COUNT_CAP
    ? `more than ${PACKAGE_SEARCH_COUNT_CAP} matches`
    : `${total} matches`;

/** One request on a kept-alive connection: milliseconds until the whole body is in, and the body. */
function timed(base, agent, method, path, authorization, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { authorization, ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}: ${text}`));
        else resolve({ ms, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function search(base, agent, authorization, call, term) {
  const variables = {
    filter: packageFilter(term),
    first: 100,
    after: null,
    orderBy: { field: 'NAME', direction: 'ASC' },
  };
  const { path, body } = CALLS[call];
  const { ms, text } = await timed(base, agent, 'POST', path, authorization, JSON.stringify(body(variables)));
  const answer = JSON.parse(text);
  if (answer.errors || !answer.data) throw new Error(`${path} "${term}" failed: ${text.slice(0, 500)}`);
  return { ms, total: answer.data.packages.totalCount };
}

/** The console's quick search: files by a part of their name, through its gateway. */
async function fileSearch(base, agent, authorization, term) {
  const path = `/ui/api/v1/artifactory/api/search/artifact?name=${encodeURIComponent(term)}`;
  const { ms, text } = await timed(base, agent, 'GET', path, authorization);
  return { ms, total: JSON.parse(text).results.length };
}

/** One measured pass: ROUNDS × every term for each call and user, then as many pings. */
async function measure(base, warmUp) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const pass = { ping: [], terms: {} };
    for (const call of Object.keys(CALLS))
      for (const [user, authorization] of Object.entries(USERS)) {
        for (let round = 0; round < warmUp; round++)
          for (const term of TERMS) await search(base, agent, authorization, call, term);
        const times = [];
        for (let round = 0; round < ROUNDS; round++)
          for (const term of TERMS) {
            const { ms, total } = await search(base, agent, authorization, call, term);
            times.push(ms);
            const key = `${call} ${user} ${term}`;
            pass.terms[key] ??= { call, user, term, times: [], total };
            pass.terms[key].times.push(ms);
          }
        pass[`${call} ${user}`] = times;
      }
    for (const [user, authorization] of Object.entries(USERS)) {
      for (let round = 0; round < warmUp; round++)
        for (const term of FILE_TERMS) await fileSearch(base, agent, authorization, term);
      const times = [];
      for (let round = 0; round < ROUNDS; round++)
        for (const term of FILE_TERMS) {
          const { ms, total } = await fileSearch(base, agent, authorization, term);
          times.push(ms);
          const key = `files ${user} ${term}`;
          pass.terms[key] ??= { call: 'files', user, term, times: [], total };
          pass.terms[key].times.push(ms);
        }
      pass[`files ${user}`] = times;
    }
    const ping = () => timed(base, agent, 'GET', '/artifactory/api/system/ping', USERS.admin);
    for (let i = 0; i < (warmUp ? 50 : 0); i++) await ping();
    for (let i = 0; i < ROUNDS * TERMS.length; i++) pass.ping.push((await ping()).ms);
    return pass;
  } finally {
    agent.destroy();
  }
}

async function onDatabase({ name, databaseUrl, runs, log, scratch, scale }) {
  const dataDir = join(scratch, `search-${name}`);
  mkdirSync(dataDir);
  log(`${name}: seeding the catalogue at scale ${scale}`);
  const seeded = await seedCatalogue({ dataDir, databaseUrl, scale, password: PASSWORD });
  log(`${name}: ${seeded.packages} packages, ${seeded.versions} versions seeded in ${seeded.seconds.toFixed(0)} s`);
  const env = databaseUrl ? { ARCA_DATABASE_URL: databaseUrl } : {};
  const arca = await startArca(PASSWORD, { dataDir, env });
  const passes = [];
  try {
    await sleep(SETTLE_SECONDS * 1000);
    for (let i = 0; i < runs; i++) {
      passes.push(await measure(arca.baseUrl, i === 0 ? WARM_UP_ROUNDS : 0));
      const p = passes.at(-1);
      log(
        `${name} run ${i + 1}/${runs}: p95 ${[...Object.keys(CALLS), 'files']
          .flatMap((call) =>
            Object.keys(USERS).map((user) => `${call} ${user} ${percentile(p[`${call} ${user}`], 95).toFixed(1)}`),
          )
          .join(', ')} ms; ping ${percentile(p.ping, 95).toFixed(1)} ms`,
      );
    }
  } finally {
    await arca.stop();
  }
  return { seeded, passes };
}

export async function run({ runs, log, scratch, ...options }) {
  const scale = benchScale(options);
  const results = {};
  results.SQLite = await onDatabase({ name: 'SQLite', runs, log, scratch, scale });

  const database = await benchDatabase();
  log(`PostgreSQL: ${database.how}`);
  try {
    results.PostgreSQL = await onDatabase({ name: 'PostgreSQL', databaseUrl: database.url, runs, log, scratch, scale });
  } finally {
    // The seeded million rows are not left behind on a shared development server.
    await emptyPostgres(database.url).catch(() => undefined);
    await database.stop();
  }

  const figures = [];
  const targets = [];
  const notes = [
    `One client, requests in sequence on a kept-alive connection: the console's list call (POST /ui/api/v1/mds/packages with the package list's GraphQL document, read from the console's source) and the reference clients' POST /metadata/api/v1/query with the fields the list showed when issue 9 set the target, each with the filter the console sends, first 100, NAME ASC (a search ranks before the name), for ${TERMS.length} terms: none, ${SUBSTRING_TERMS.length} searched within names (${SUBSTRING_TERMS.join(', ')}), ${TERMS.length - SUBSTRING_TERMS.length - 1} matched at the start (texts under three characters) or as patterns (*util*, re?ct-*); ${ROUNDS} rounds per run and call (${ROUNDS * TERMS.length} requests) as admin and again as a reader with READ on three of the four repositories. Then the quick search of files (GET /ui/api/v1/artifactory/api/search/artifact?name=, up to 1 000 files, best matches first) for ${FILE_TERMS.length} parts of file names (${FILE_TERMS.join(', ')}), ${ROUNDS} rounds as each user, then ${ROUNDS * TERMS.length} pings; ${WARM_UP_ROUNDS} warm-up rounds before the first run and a ${SETTLE_SECONDS} s settle after start. The index is seeded straight into the database (support/search-catalogue.mjs); PostgreSQL gets VACUUM ANALYZE after it, as autovacuum would. PostgreSQL: ${database.how}.`,
  ];
  for (const [name, { seeded, passes }] of Object.entries(results)) {
    const over = (key, p) => passes.map((pass) => percentile(pass[key], p));
    let worst = 0;
    for (const [call, { label }] of Object.entries(CALLS))
      for (const user of Object.keys(USERS)) {
        const key = `${call} ${user}`;
        const shown = call === 'console' ? [50, 95, 99] : [95];
        for (const p of shown)
          figures.push({ label: `${name}: ${label} p${p}, ${user}`, unit: 'ms', values: over(key, p) });
        worst = Math.max(worst, median(over(key, 95)));
      }
    // Substring searches alone (plain terms of three characters or more), every call and user together.
    const substring = passes.map((pass) =>
      percentile(
        Object.values(pass.terms)
          .filter((entry) => entry.call !== 'files' && SUBSTRING_TERMS.includes(entry.term))
          .flatMap((entry) => entry.times),
        95,
      ),
    );
    figures.push({
      label: `${name}: package substring searches p95, both calls and users`,
      unit: 'ms',
      values: substring,
    });
    for (const user of Object.keys(USERS))
      figures.push({ label: `${name}: file quick search p95, ${user}`, unit: 'ms', values: over(`files ${user}`, 95) });
    const files = Math.max(...Object.keys(USERS).map((user) => median(over(`files ${user}`, 95))));
    figures.push({ label: `${name}: ping p95`, unit: 'ms', values: over('ping', 95) });
    figures.push({ label: `${name}: seeding`, unit: 's', values: [seeded.seconds] });
    targets.push({
      label: `${name}: p95 ≤ ${TARGET_MS} ms (both calls, admin and reader)`,
      value: `${worst.toFixed(1)} ms`,
      met: worst <= TARGET_MS,
    });
    targets.push({
      label: `${name}: package substring searches p95 ≤ ${TARGET_MS} ms`,
      value: `${median(substring).toFixed(1)} ms`,
      met: median(substring) <= TARGET_MS,
    });
    targets.push({
      label: `${name}: file quick search p95 ≤ ${TARGET_MS} ms (admin and reader)`,
      value: `${files.toFixed(1)} ms`,
      met: files <= TARGET_MS,
    });
    // The slowest filters, over every run, say where a miss comes from.
    const terms = new Map();
    for (const pass of passes)
      for (const [key, entry] of Object.entries(pass.terms)) {
        if (!terms.has(key)) terms.set(key, { ...entry, times: [] });
        terms.get(key).times.push(...entry.times);
      }
    const slowest = [...terms.values()]
      .map((entry) => ({ ...entry, p95: percentile(entry.times, 95), p50: percentile(entry.times, 50) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.call === 'files' ? `file quick search` : CALLS[e.call].label} as ${e.user}, ${e.call === 'files' ? e.term : filterText(e.term)} (${e.call === 'files' ? `${e.total} files` : matchesText(e.term, e.total)}): p50 ${e.p50.toFixed(1)} / p95 ${e.p95.toFixed(1)} ms`,
      );
    notes.push(
      `${name}: ${seeded.packages} packages, ${seeded.versions} versions (scale ${scale}), seeded in ${seeded.seconds.toFixed(0)} s; slowest filters over all runs: ${slowest.join('; ')}.`,
    );
  }
  return { figures, targets, notes };
}
