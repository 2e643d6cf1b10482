// The benchmark suite's one command: `npm run bench` (or `node bench/run.mjs [--runs N]
// [--only a,b] [--seconds S] [--out FILE]`). Installs bench/'s own dependencies and the Debian
// tools when missing, runs each scenario in bench/scenarios/ in order with a fresh scratch folder,
// and writes the report (bench/results/latest.md unless --out says otherwise) and the figures it
// was made from beside it (latest.json). `--from FILE.json` writes the report again from such
// figures without running anything: after the explanations of the misses (misses.mjs) change.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePinnedNode } from './lib/pinned-node.mjs';

const BENCH = dirname(fileURLToPath(import.meta.url));

await ensurePinnedNode('bench');

/** Scenarios run in this order; files not listed run after them, alphabetically. */
const ORDER = [
  'npm-packument',
  'npm-tarball',
  'npm-publish',
  'index-pages',
  'oci',
  'generic-upload',
  'search',
  'console',
];
/**
 * Scenarios that run only when `--only` names them: `cluster` starts PostgreSQL, Ceph, nginx and up
 * to five Arca nodes and would add about a quarter to the whole bench's time (bench/README.md).
 */
const ON_REQUEST = ['cluster'];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    seconds: { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const seconds = options.seconds === undefined ? undefined : Number(options.seconds);
const out = resolve(options.out ?? join(BENCH, 'results/latest.md'));

const log = (text) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

// bench/ has its own dependencies (Verdaccio), kept out of the project's install.
if (!existsSync(join(BENCH, 'node_modules'))) {
  log('installing bench/ dependencies (npm ci --prefix bench)');
  const result = spawnSync('npm', ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci --prefix bench failed');
}

const { killAllStarted } = await import('./lib/processes.mjs');
const { ensureTools, machineInfo, versions } = await import('./lib/tools.mjs');
const { renderReport } = await import('./lib/report.mjs');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAllStarted();
    process.exit(130);
  });
}

/** Writes the report, and the figures it was made from beside it for `--from`. */
function writeReport(run) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out.replace(/\.md$/, '.json'), `${JSON.stringify(run, null, 1)}\n`);
  writeFileSync(out, renderReport(run));
  log(`wrote ${out}`);
}

if (options.from) {
  const run = JSON.parse(readFileSync(resolve(options.from), 'utf8'));
  writeReport({ ...run, startedAt: new Date(run.startedAt), finishedAt: new Date(run.finishedAt) });
  process.exit(0);
}

const available = readdirSync(join(BENCH, 'scenarios'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length));
const ordered = [
  ...ORDER.filter((name) => available.includes(name)),
  ...available.filter((name) => !ORDER.includes(name)).sort(),
];
const only = options.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !available.includes(name)) ?? [];
if (unknown.length) throw new Error(`no such scenario: ${unknown.join(', ')} (have ${available.join(', ')})`);
const selected = only
  ? ordered.filter((name) => only.includes(name))
  : ordered.filter((name) => !ON_REQUEST.includes(name));

ensureTools(undefined, log);

const startedAt = new Date();
const results = [];
for (const name of selected) {
  const module = await import(pathToFileURL(join(BENCH, 'scenarios', `${name}.mjs`)).href);
  const title = module.title ?? name;
  const scratch = mkdtempSync(join(tmpdir(), `arca-bench-${name}-`));
  log(`${title}: ${runs} run(s)`);
  const started = performance.now();
  const entry = { name, title, loadBefore: loadavg()[0] };
  try {
    entry.result = await module.run({ runs, seconds, scratch, log: (text) => log(`${name}: ${text}`) });
  } catch (error) {
    entry.error = error.stack ?? String(error);
    log(`${name} failed: ${error.message}`);
  } finally {
    killAllStarted(); // whatever a failing scenario left running
    rmSync(scratch, { recursive: true, force: true });
  }
  entry.seconds = (performance.now() - started) / 1000;
  entry.loadAfter = loadavg()[0];
  results.push(entry);
}

const command = `node bench/run.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`;
writeReport({
  startedAt,
  finishedAt: new Date(),
  runs,
  command,
  machine: machineInfo(),
  versions: versions(),
  scenarios: results,
});
process.exit(results.some((entry) => entry.error) ? 1 : 0);
