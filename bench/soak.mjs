// Load and soak: `npm run soak` (or `node bench/soak.mjs [--minutes N] [--clients N] [--out FILE]`).
// Starts Arca on a scratch data dir, seeds npm packages, a generic repository and a user, then keeps
// N connections busy with a mixed load (bench/soak/mix.lua) in one-minute wrk segments back to back,
// reading the server's RSS and open file descriptors after each. The report
// (bench/results/soak.md unless --out says otherwise) checks zero errors, p99 ≤ 500 ms every minute,
// RSS and fd count at the end against the first minute's. Not part of `npm test`.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePinnedNode } from './lib/pinned-node.mjs';

await ensurePinnedNode('npm run soak');

const BENCH = dirname(fileURLToPath(import.meta.url));
const ADMIN_PASSWORD = 'Soak-Admin-Passw0rd!';
/** wrk threads: the machine has two cores, which the server needs too. */
const THREADS = 2;
/** RSS at the end may be this many times the first minute's. */
const RSS_FACTOR = 1.2;
/** Open descriptors at the end may exceed the first minute's by this many (listening sockets, log files, a connection closing). */
const FD_SLACK = 10;
const P99_LIMIT_MS = 500;
/** After each minute, how long the fd count may take to settle (requests queued when wrk stopped still get answered). */
const FD_SETTLE_MS = 3000;
const SEGMENT_SECONDS = 60;
/** Each connection's first request goes out within this long of the segment's start (bench/soak/mix.lua, delay()). */
const RAMP_MS = 2000;

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '200' },
    out: { type: 'string' },
  },
});
const minutes = Number(options.minutes);
const clients = Number(options.clients);
if (!Number.isInteger(minutes) || minutes < 1)
  throw new Error(`--minutes must be a positive integer, not ${options.minutes}`);
if (!Number.isInteger(clients) || clients < THREADS) {
  throw new Error(`--clients must be an integer of at least ${THREADS}, not ${options.clients}`);
}
const out = resolve(options.out ?? join(BENCH, 'results/soak.md'));

const log = (text) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${text}`);

const { killAllStarted } = await import('./lib/processes.mjs');
const { ensureTools, machineInfo, versions } = await import('./lib/tools.mjs');
const { runWrk } = await import('./lib/wrk.mjs');
const { readRss, sampleRss, MB } = await import('./lib/rss.mjs');
const { formatNumber } = await import('./lib/report.mjs');
const { startArca } = await import('./support/arca.mjs');
const { serverTimes } = await import('./soak/server-times.mjs');
const { consoleSession, GENERIC_REPO, PACKAGES, packageSearchBody, preflight, seed } = await import('./soak/seed.mjs');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAllStarted();
    process.exit(130);
  });
}

/**
 * Open descriptors once the requests still in the server when wrk stopped have been answered and
 * their sockets closed: the lowest count over `settleMs`, read every 100 ms.
 */
async function settledFds(pid, settleMs = FD_SETTLE_MS) {
  let lowest = openFds(pid);
  for (let waited = 0; waited < settleMs; waited += 100) {
    await sleep(100);
    lowest = Math.min(lowest, openFds(pid));
  }
  return lowest;
}

/** Open file descriptors of `pid` (NaN once it has gone). */
function openFds(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return Number.NaN;
  }
}

/** The mix script's own lines: requests sent per kind, errors by status and body. */
function parseMixOutput(output) {
  const sent = {};
  const errors = [];
  for (const match of output.matchAll(/^SOAK sent (\S+) (\d+)$/gm)) sent[match[1]] = Number(match[2]);
  for (const match of output.matchAll(/^SOAK error (\d+) (.*)$/gm))
    errors.push({ count: Number(match[1]), what: match[2] });
  return { sent, errors };
}

const MIX_SCRIPT = join(BENCH, 'soak/mix.lua');

async function main() {
  ensureTools(['wrk'], log);
  const machine = machineInfo();
  const facts = versions();
  const startedAt = new Date();
  const loadBefore = loadavg();
  const segments = [];
  let arca;
  let seeding;
  let failure;
  let baseline = {};
  let loadStart;
  let perKind = [];
  let paths;
  try {
    arca = await startArca(ADMIN_PASSWORD);
    log(`Arca at ${arca.baseUrl} (pid ${arca.pid}); seeding`);
    const seedStarted = performance.now();
    const seeded = await seed(arca.baseUrl, ADMIN_PASSWORD);
    seeding = (performance.now() - seedStarted) / 1000;
    const cookie = await consoleSession(arca.baseUrl, seeded.user);
    await preflight(arca.baseUrl, seeded, cookie);
    baseline = { rss: readRss(arca.pid), fds: openFds(arca.pid) };
    loadStart = Date.now();
    log(`seeded in ${seeding.toFixed(1)} s; RSS ${formatNumber(baseline.rss / MB)} MB, ${baseline.fds} fds`);
    const registryPath = new URL(seeded.registry).pathname;
    paths = { npmPath: registryPath, genericPath: `/artifactory/${GENERIC_REPO}` };
    for (let segment = 1; segment <= minutes; segment++) {
      // A fresh session per minute: the access cookie lives 15 minutes, longer than a minute but not a soak.
      const sessionCookie = segment === 1 ? cookie : await consoleSession(arca.baseUrl, seeded.user);
      const env = {
        SOAK_NPM_PATH: registryPath,
        SOAK_GENERIC_PATH: `/artifactory/${GENERIC_REPO}`,
        SOAK_PACKAGES: PACKAGES.join(','),
        SOAK_VERSIONS: seeded.versions.join(','),
        SOAK_SEGMENT: String(segment),
        SOAK_RAMP_MS: String(RAMP_MS),
        SOAK_THREAD_CONNECTIONS: String(Math.ceil(clients / THREADS)),
        SOAK_BASIC: seeded.basic,
        SOAK_COOKIE: sessionCookie,
        SOAK_LOGIN_BODY: JSON.stringify({ user: seeded.user.name, password: seeded.user.password, type: 'login' }),
        SOAK_PACKAGE_SEARCH_BODY: JSON.stringify(packageSearchBody()),
      };
      const rss = sampleRss(arca.pid, { intervalMs: 1000 });
      let fdsMax = openFds(arca.pid);
      const fdTimer = setInterval(() => {
        fdsMax = Math.max(fdsMax, openFds(arca.pid));
      }, 1000);
      const wrk = await runWrk({
        url: arca.baseUrl,
        connections: clients,
        threads: THREADS,
        seconds: SEGMENT_SECONDS,
        timeoutSeconds: 10,
        script: MIX_SCRIPT,
        env,
        allowErrors: true,
      });
      clearInterval(fdTimer);
      const sampled = rss.stop();
      const mix = parseMixOutput(wrk.output);
      const socketErrors = Object.values(wrk.errors).reduce((a, b) => a + b, 0);
      const entry = {
        segment,
        wrk,
        mix,
        socketErrors,
        rssEnd: readRss(arca.pid),
        rssMax: sampled.max,
        fds: await settledFds(arca.pid),
        fdsMax,
        load: loadavg()[0],
      };
      segments.push(entry);
      log(
        `minute ${segment}: ${formatNumber(wrk.requestsPerSecond)} req/s, p50 ${formatNumber(wrk.latency.p50)} ms, p99 ${formatNumber(wrk.latency.p99)} ms, ` +
          `${wrk.non2xx} non-2xx/3xx, ${socketErrors} socket errors, RSS ${formatNumber(entry.rssEnd / MB)} MB, ${entry.fds} fds, load ${entry.load.toFixed(2)}`,
      );
      for (const error of mix.errors) log(`  ${error.count} × ${error.what}`);
      if (!Number.isFinite(entry.rssEnd)) throw new Error(`Arca (pid ${arca.pid}) has stopped`);
    }
  } catch (error) {
    failure = error;
    log(`the soak failed: ${error.stack ?? error}`);
  } finally {
    if (arca && loadStart !== undefined) {
      try {
        perKind = serverTimes(arca.dataDir, loadStart, paths);
      } catch (error) {
        log(`could not read the request log: ${error.message}`);
      }
    }
    await arca?.stop().catch(() => {});
    killAllStarted();
  }
  const report = renderSoak({
    startedAt,
    finishedAt: new Date(),
    machine,
    facts,
    loadBefore,
    loadAfter: loadavg(),
    seeding,
    baseline,
    segments,
    perKind,
    failure,
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, report);
  log(`wrote ${out}`);
  return failure ? 1 : 0;
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const mb = (bytes) => formatNumber(bytes / MB);
const loads = (values) => values.map((value) => value.toFixed(2)).join(' / ');

function renderSoak({
  startedAt,
  finishedAt,
  machine,
  facts,
  loadBefore,
  loadAfter,
  seeding,
  baseline,
  segments,
  perKind,
  failure,
}) {
  const first = segments[0];
  const last = segments[segments.length - 1];
  const requests = segments.reduce((sum, s) => sum + s.wrk.requests, 0);
  const seconds = segments.reduce((sum, s) => sum + s.wrk.durationMs / 1000, 0);
  const non2xx = segments.reduce((sum, s) => sum + s.wrk.non2xx, 0);
  const socketErrors = segments.reduce((sum, s) => sum + s.socketErrors, 0);
  const worstP99 = Math.max(...segments.map((s) => s.wrk.latency.p99));
  const worstMax = Math.max(...segments.map((s) => s.wrk.latency.max));
  const sent = {};
  for (const s of segments)
    for (const [kind, count] of Object.entries(s.mix.sent)) sent[kind] = (sent[kind] ?? 0) + count;
  const sentTotal = Object.values(sent).reduce((a, b) => a + b, 0);
  const errorKinds = new Map();
  for (const s of segments)
    for (const e of s.mix.errors) errorKinds.set(e.what, (errorKinds.get(e.what) ?? 0) + e.count);

  const complete = !failure && segments.length === minutes;
  const rssLimit = first ? first.rssEnd * RSS_FACTOR : Number.NaN;
  const targets = [
    [
      'no errors (non-2xx/3xx answers and socket errors)',
      `${non2xx} non-2xx/3xx, ${socketErrors} socket errors`,
      complete && non2xx + socketErrors === 0,
    ],
    [
      `p99 ≤ ${P99_LIMIT_MS} ms in every minute`,
      `worst minute ${formatNumber(worstP99)} ms`,
      complete && segments.every((s) => s.wrk.latency.p99 <= P99_LIMIT_MS),
    ],
    [
      `RSS at the end ≤ ${RSS_FACTOR} × RSS after the first minute`,
      first
        ? `${mb(last.rssEnd)} MB vs ${mb(first.rssEnd)} MB (limit ${mb(rssLimit)} MB, ${formatNumber(last.rssEnd / first.rssEnd)}×)`
        : '—',
      complete && last.rssEnd <= rssLimit,
    ],
    [
      `open fds at the end ≤ first minute's + ${FD_SLACK}`,
      first ? `${last.fds} vs ${first.fds}` : '—',
      complete && last.fds <= first.fds + FD_SLACK,
    ],
  ];

  const lines = [
    '# Soak',
    '',
    `${startedAt.toISOString()} → ${finishedAt.toISOString()}. Command: \`node bench/soak.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}\` ` +
      `(${minutes} one-minute segments, ${clients} connections whose first requests start over ${RAMP_MS / 1000} s, ${THREADS} wrk threads). How to read it: bench/README.md, "Soak".`,
    '',
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    `| nproc | ${cell(machine.nproc)} |`,
    `| CPU | ${cell(machine.cpu)} |`,
    `| kernel | ${cell(machine.kernel)} |`,
    `| memory | ${cell(machine.memory)} |`,
    `| distribution | ${cell(machine.distribution)} |`,
    `| load average before (1 / 5 / 15 min) | ${loads(loadBefore)} |`,
    `| load average after (1 / 5 / 15 min) | ${loads(loadAfter)} |`,
    ...['Node', 'npm', 'Arca commit', 'wrk'].map((name) => `| ${name} | ${cell(facts[name])} |`),
    '',
  ];
  if (failure) {
    lines.push('## The run failed', '', '```', String(failure.stack ?? failure), '```', '');
  }
  lines.push(
    '## Targets',
    '',
    '| target | measured | |',
    '|---|---|---|',
    ...targets.map(([label, value, met]) => `| ${cell(label)} | ${cell(value)} | ${met ? 'met' : '**missed**'} |`),
    '',
    '## Per minute',
    '',
    `Before the load (after seeding${seeding === undefined ? '' : ` in ${seeding.toFixed(1)} s`}): RSS ${mb(baseline.rss)} MB, ${baseline.fds ?? '—'} open fds.`,
    `RSS is read when the minute ends; fds once the requests still queued when wrk stopped have been answered (the lowest count over ${FD_SETTLE_MS / 1000} s). ` +
      'The max columns are the highest of the per-second readings during the minute.',
    '',
    '| minute | req/s | requests | p50 ms | p99 ms | max ms | non-2xx/3xx | socket errors | RSS MB | RSS max MB | fds | fds max | load 1 min |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...segments.map(
      (s) =>
        `| ${s.segment} | ${formatNumber(s.wrk.requestsPerSecond)} | ${s.wrk.requests.toLocaleString('en-US')} | ${formatNumber(s.wrk.latency.p50)} | ` +
        `${formatNumber(s.wrk.latency.p99)} | ${formatNumber(s.wrk.latency.max)} | ${s.wrk.non2xx} | ${describeSocketErrors(s.wrk.errors)} | ` +
        `${mb(s.rssEnd)} | ${mb(s.rssMax)} | ${s.fds} | ${s.fdsMax} | ${s.load.toFixed(2)} |`,
    ),
    '',
    '## Whole run',
    '',
    `${requests.toLocaleString('en-US')} requests in ${formatNumber(seconds)} s (${formatNumber(requests / seconds)} req/s); ` +
      `${non2xx} non-2xx/3xx answers, ${socketErrors} socket errors; worst minute's p99 ${formatNumber(worstP99)} ms, ` +
      `slowest request ${formatNumber(worstMax)} ms. wrk gives percentiles per segment only, so the run's tail is its worst minute's.`,
    '',
    '| kind | requests sent | share |',
    '|---|---|---|',
    ...Object.entries(sent)
      .sort((a, b) => b[1] - a[1])
      .map(
        ([kind, count]) =>
          `| ${kind} | ${count.toLocaleString('en-US')} | ${((count / sentTotal) * 100).toFixed(1)} % |`,
      ),
    '',
  );
  if (perKind.length) {
    lines.push(
      '### Server time per kind',
      '',
      "From Arca's request log (the time from reading the request to the answer, without the time a request waits before the server reads it), over the whole load.",
      '',
      '| kind | requests answered | statuses | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      ...perKind
        .sort((a, b) => b.count - a.count)
        .map(
          (k) =>
            `| ${k.kind} | ${k.count.toLocaleString('en-US')} | ${cell(
              Object.entries(k.statuses)
                .map(([status, n]) => `${status}: ${n}`)
                .join(', '),
            )} | ` + `${formatNumber(k.p50)} | ${formatNumber(k.p99)} | ${formatNumber(k.max)} |`,
        ),
      '',
    );
  }
  if (errorKinds.size) {
    lines.push(
      '### Errors by status and body',
      '',
      '| count | status and start of the body |',
      '|---|---|',
      ...[...errorKinds].map(([what, count]) => `| ${count} | \`${cell(what).replaceAll('`', "'")}\` |`),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

process.exit(await main());

/** wrk's socket error counters as '48 timeout', only those that happened; 0 when none did. */
function describeSocketErrors(errors) {
  const happened = Object.entries(errors).filter(([, count]) => count > 0);
  return happened.length ? happened.map(([kind, count]) => `${count} ${kind}`).join(', ') : 0;
}
