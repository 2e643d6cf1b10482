// npm packument GETs of a 300-version package (~780 KB as Verdaccio sends it), 20 connections,
// Arca against Verdaccio and against the limit server sending Arca's own bytes from memory; the
// servers' RSS idle and under this load; start to ready on an empty data dir.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from '../lib/http.mjs';
import { freePort, startProcess } from '../lib/processes.mjs';
import { figure, percent, target, times } from '../lib/report.mjs';
import { MB, readRss, sampleRss } from '../lib/rss.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { runWrk } from '../lib/wrk.mjs';
import { npmStartCommand, npmStartScript, startArca } from '../support/arca.mjs';
import { startLimitServer } from '../support/limit-server.mjs';
import {
  packageTarball,
  publishBody,
  putPublish,
  readme,
  seedVerdaccio,
  setUpArcaNpm,
  versionList,
  versionManifest,
} from '../support/npm.mjs';
import { startVerdaccio, verdaccioStorage } from '../support/verdaccio.mjs';

export const title = 'npm packument GET, 300 versions';

const NAME = 'perf-pkg';
const VERSIONS = 300;
const CONNECTIONS = 20;
const PASSWORD = 'Bench-Admin-Passw0rd!';
const IDLE_SETTLE_MS = 2000;
/** What npm sends when it installs. */
const INSTALL_ACCEPT = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';

const CASES = [
  { key: 'full', label: 'full', headers: { Accept: 'application/json' }, limitPath: '/full' },
  { key: 'abbreviated', label: 'abbreviated', headers: { Accept: INSTALL_ACCEPT }, limitPath: '/abbreviated' },
  {
    key: 'gzip',
    label: 'full, Accept-Encoding: gzip',
    headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip' },
    limitPath: '/full',
  },
];

/**
 * Spawn → first good ping of Arca on an empty data dir (SQLite), and its RSS once settled. `compileCache`
 * is Node's cache of the stripped and compiled sources (kept outside the data dir, as in production).
 */
async function arcaColdStart(dir, compileCache) {
  const port = await freePort();
  const handle = await startProcess({
    ...npmStartCommand(),
    env: {
      ARCA_DATA_DIR: dir,
      ARCA_PORT: String(port),
      ARCA_HOST: '127.0.0.1',
      ARCA_ADMIN_PASSWORD: PASSWORD,
      NODE_COMPILE_CACHE: compileCache,
    },
    readyUrl: `http://127.0.0.1:${port}/artifactory/api/system/ping`,
  });
  try {
    await sleep(IDLE_SETTLE_MS);
    return { readyMs: handle.readyMs, idleRss: readRss(handle.pid, { tree: true }) };
  } finally {
    await handle.stop();
  }
}

async function verdaccioColdStart(dir) {
  const verdaccio = await startVerdaccio(dir);
  try {
    await sleep(IDLE_SETTLE_MS);
    return { readyMs: verdaccio.readyMs, idleRss: readRss(verdaccio.pid, { tree: true }) };
  } finally {
    await verdaccio.stop();
  }
}

/** The answer's bytes as sent, with a check that it is this package with every version. */
async function fetchChecked(url, headers, what) {
  const res = await rawRequest(url, { headers });
  if (res.status !== 200)
    throw new Error(`${what}: ${url} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  const gzipped = res.headers['content-encoding'] === 'gzip';
  const json = JSON.parse((gzipped ? gunzipSync(res.body) : res.body).toString());
  const count = Object.keys(json.versions ?? {}).length;
  if (json.name !== NAME || count !== VERSIONS) throw new Error(`${what}: ${count} versions of ${json.name}`);
  return { body: res.body, gzipped, type: res.headers['content-type'], chunked: !res.headers['content-length'] };
}

export async function run({ runs, log, scratch, seconds = 10 }) {
  const figures = [];
  const targets = [];
  const notes = [];
  const started = [];
  try {
    // Start to ready and idle RSS, each run on a new empty data dir. The first start after an install
    // fills Node's compile cache; it is reported on its own, and the measured starts find the cache warm.
    const compileCache = mkdtempSync(join(scratch, 'compile-cache-'));
    const firstStart = await arcaColdStart(mkdtempSync(join(scratch, 'arca-empty-')), compileCache);
    log(`first start (empty compile cache): Arca ${firstStart.readyMs.toFixed(0)} ms`);
    const cold = { arca: [], verdaccio: [] };
    for (let r = 0; r < runs; r++) {
      cold.arca.push(await arcaColdStart(mkdtempSync(join(scratch, 'arca-empty-')), compileCache));
      cold.verdaccio.push(await verdaccioColdStart(mkdtempSync(join(scratch, 'verdaccio-empty-'))));
      log(
        `cold start ${r + 1}: Arca ${cold.arca[r].readyMs.toFixed(0)} ms, Verdaccio ${cold.verdaccio[r].readyMs.toFixed(0)} ms`,
      );
    }

    // The same package on both: published through Arca's npm API, written into Verdaccio's storage.
    const versions = versionList(VERSIONS).map((version) => ({ version, tarball: packageTarball(NAME, version) }));
    const text = readme(NAME);
    const arca = await startArca(PASSWORD);
    started.push(arca);
    const npm = await setUpArcaNpm(arca.baseUrl, PASSWORD);
    const seedStart = performance.now();
    for (const { version, tarball } of versions) {
      const manifest = versionManifest(NAME, version, tarball, `${npm.registry}/${NAME}/-/${NAME}-${version}.tgz`);
      await putPublish(npm.registry, NAME, publishBody(NAME, manifest, tarball, text), `Bearer ${npm.token}`);
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`published ${VERSIONS} versions into Arca in ${seedSeconds.toFixed(1)} s`);
    notes.push(
      `Seeding: ${VERSIONS} publish PUTs into Arca took ${seedSeconds.toFixed(1)} s; Verdaccio's storage was written directly.`,
    );
    const arcaIdleSeeded = readRss(arca.pid, { tree: true });

    const vdir = join(scratch, 'verdaccio');
    mkdirSync(verdaccioStorage(vdir), { recursive: true });
    seedVerdaccio(verdaccioStorage(vdir), NAME, versions, text);
    const verdaccio = await startVerdaccio(vdir);
    started.push(verdaccio);

    const urls = { arca: `${npm.registry}/${NAME}`, verdaccio: `${verdaccio.baseUrl}/${NAME}` };
    const arcaBytes = {};
    for (const c of CASES) {
      const a = await fetchChecked(urls.arca, c.headers, `Arca ${c.label}`);
      const v = await fetchChecked(urls.verdaccio, c.headers, `Verdaccio ${c.label}`);
      arcaBytes[c.key] = a;
      notes.push(
        `${c.label}: Arca sends ${a.body.length.toLocaleString('en-US')} B (${a.type}${a.gzipped ? ', gzip' : ''}${a.chunked ? ', chunked' : ''}), ` +
          `Verdaccio ${v.body.length.toLocaleString('en-US')} B (${v.type}${v.gzipped ? ', gzip' : ''}${v.chunked ? ', chunked' : ''}).`,
      );
    }
    if (!arcaBytes.gzip.gzipped)
      notes.push('Arca answered the gzip request uncompressed, so its gzip case measures the identity body.');

    const limit = await startLimitServer(scratch, [
      {
        path: '/full',
        body: arcaBytes.full.body,
        contentType: 'application/json',
        gzip: arcaBytes.gzip.gzipped ? arcaBytes.gzip.body : true,
      },
      { path: '/abbreviated', body: arcaBytes.abbreviated.body, contentType: 'application/vnd.npm.install-v1+json' },
    ]);
    started.push(limit);

    const systems = [
      { key: 'arca', name: 'Arca', url: () => urls.arca, pid: arca.pid },
      { key: 'verdaccio', name: 'Verdaccio', url: () => urls.verdaccio, pid: verdaccio.pid },
      { key: 'limit', name: 'limit', url: (c) => `${limit.baseUrl}${c.limitPath}` },
    ];
    const rate = {};
    const p50 = {};
    const p99 = {};
    const rssMax = { arca: [], verdaccio: [] };
    const rssMedian = { arca: [], verdaccio: [] };
    for (const c of CASES) for (const s of systems) for (const m of [rate, p50, p99]) m[`${s.key}:${c.key}`] = [];

    for (const c of CASES) {
      for (const s of systems)
        await runWrk({ url: s.url(c), headers: c.headers, connections: CONNECTIONS, seconds: 2 });
    }
    for (let r = 0; r < runs; r++) {
      const samples = { arca: [], verdaccio: [] };
      for (const c of CASES) {
        for (const s of systems) {
          const sampler = s.pid ? sampleRss(s.pid, { intervalMs: 250, tree: true }) : undefined;
          const result = await runWrk({ url: s.url(c), headers: c.headers, connections: CONNECTIONS, seconds });
          if (sampler) samples[s.key].push(...sampler.stop().samples);
          rate[`${s.key}:${c.key}`].push(result.requestsPerSecond);
          p50[`${s.key}:${c.key}`].push(result.latency.p50);
          p99[`${s.key}:${c.key}`].push(result.latency.p99);
          log(
            `run ${r + 1} ${c.label} ${s.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
          );
        }
      }
      for (const key of ['arca', 'verdaccio']) {
        rssMax[key].push(Math.max(...samples[key]) / MB);
        rssMedian[key].push(median(samples[key]) / MB);
      }
    }

    for (const c of CASES) {
      for (const s of systems) {
        figures.push(figure(`${s.name} ${c.label}`, 'req/s', rate[`${s.key}:${c.key}`]));
      }
      for (const s of systems) {
        figures.push(figure(`${s.name} ${c.label} p50`, 'ms', p50[`${s.key}:${c.key}`]));
        figures.push(figure(`${s.name} ${c.label} p99`, 'ms', p99[`${s.key}:${c.key}`]));
      }
    }

    const vs = (c, other) => ratio(rate[`arca:${c}`], rate[`${other}:${c}`]);
    const full = vs('full', 'verdaccio');
    targets.push(target('full: ≥ 50× Verdaccio', times(full), full >= 50));
    targets.push(target('full: ≥ 90 % of the limit', percent(vs('full', 'limit')), vs('full', 'limit') >= 0.9));
    const fullP99 = median(p99['arca:full']);
    targets.push(target('full: Arca p99 ≤ 50 ms', `${fullP99.toFixed(1)} ms`, fullP99 <= 50));
    const abbr = vs('abbreviated', 'verdaccio');
    targets.push(target('abbreviated: ≥ 15× Verdaccio', times(abbr), abbr >= 15));
    targets.push(
      target(
        'abbreviated: ≥ 75 % of the limit',
        percent(vs('abbreviated', 'limit')),
        vs('abbreviated', 'limit') >= 0.75,
      ),
    );
    const gz = vs('gzip', 'verdaccio');
    targets.push(target('gzip: ≥ 50× Verdaccio', times(gz), gz >= 50));
    notes.push(
      `gzip: Arca reaches ${percent(vs('gzip', 'limit'))} of the limit server sending the same gzip bytes from memory.`,
    );

    figures.push(
      figure(
        'Arca start to ready, empty data dir (SQLite)',
        's',
        cold.arca.map((x) => x.readyMs / 1000),
      ),
    );
    figures.push(
      figure('Arca first start after install (empty compile cache), empty data dir', 's', [firstStart.readyMs / 1000]),
    );
    figures.push(
      figure(
        'Verdaccio start to ready, empty storage',
        's',
        cold.verdaccio.map((x) => x.readyMs / 1000),
      ),
    );
    figures.push(
      figure(
        `Arca RSS idle (${IDLE_SETTLE_MS / 1000} s after ready, empty)`,
        'MB',
        cold.arca.map((x) => x.idleRss / MB),
      ),
    );
    figures.push(
      figure(
        `Verdaccio RSS idle (${IDLE_SETTLE_MS / 1000} s after ready, empty)`,
        'MB',
        cold.verdaccio.map((x) => x.idleRss / MB),
      ),
    );
    figures.push(figure('Arca RSS idle after seeding 300 versions', 'MB', [arcaIdleSeeded / MB]));
    figures.push(figure('Arca RSS under packument load, max of run', 'MB', rssMax.arca));
    figures.push(figure('Arca RSS under packument load, median of run', 'MB', rssMedian.arca));
    figures.push(figure('Verdaccio RSS under packument load, max of run', 'MB', rssMax.verdaccio));
    figures.push(figure('Verdaccio RSS under packument load, median of run', 'MB', rssMedian.verdaccio));

    const ready = median(cold.arca.map((x) => x.readyMs / 1000));
    targets.push(target('Arca start to ready ≤ 0.6 s', `${ready.toFixed(2)} s`, ready <= 0.6));
    const idle = median(cold.arca.map((x) => x.idleRss / MB));
    targets.push(target('Arca RSS idle ≤ 80 MB', `${idle.toFixed(0)} MB`, idle <= 80));
    const loaded = median(rssMax.arca);
    targets.push(
      target('Arca RSS under packument load ≤ 160 MB (max sample)', `${loaded.toFixed(0)} MB`, loaded <= 160),
    );
    notes.push(
      `wrk -t1 -c${CONNECTIONS} -d${seconds}s --latency, one 2 s warm-up per system and case; RSS sampled every 250 ms during each system's own loads (all three cases).`,
    );
    notes.push(
      `Arca is started as \`npm start\` starts it, npm itself left out: \`${npmStartScript()}\`, which checks that the prebuilt bundle is current and runs it, on Linux started again with two malloc arenas (\`MALLOC_ARENA_MAX=2\`, ADR 022).`,
    );
    return { figures, targets, notes };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
