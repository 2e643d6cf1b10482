import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wholeNumberFromEnv } from './env-number.ts';
import { fuzzMarkdown } from './fuzz-report.ts';
import { runFuzz } from './fuzz-runner.ts';

/**
 * The full fuzz pass (ADR 011): every API route of a fresh instance, FUZZ_RUNS cases per route and
 * identity (default 30), from FUZZ_SEED (default: the time, printed so the pass can be replayed);
 * FUZZ_ROUTES keeps the routes whose `METHOD pattern` contains it. Writes bench/results/fuzz.md and
 * ends with exit code 1 when anything failed. ARCA_TEST_DATABASE_URL runs it on PostgreSQL.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const seed = wholeNumberFromEnv('FUZZ_SEED', Date.now() % 2_147_483_647, 0);
const runs = wholeNumberFromEnv('FUZZ_RUNS', 30, 0);
const at = new Date();
console.log(`arca fuzz: seed ${seed}, ${runs} cases per route and identity`);
let shown = 0;
const report = await runFuzz({
  runs,
  seed,
  timeoutMs: 5_000,
  ...(process.env.FUZZ_ROUTES ? { filter: process.env.FUZZ_ROUTES } : {}),
  onProgress: (done, total) => {
    const percent = Math.floor((done / total) * 10) * 10;
    if (percent > shown) {
      shown = percent;
      console.log(`arca fuzz: ${done}/${total} routes`);
    }
  },
});
const database = process.env.ARCA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const target = join(root, 'bench/results/fuzz.md');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, fuzzMarkdown(report, at, database));
console.log(
  `arca fuzz: ${report.totalCases} cases on ${report.routes.length} routes in ${(report.durationMs / 1000).toFixed(1)} s; ` +
    `${report.failures.length} failures, ${report.uncaught.length} uncaught errors; report in ${relative(process.cwd(), target)}`,
);
process.exit(report.failures.length === 0 && report.uncaught.length === 0 && report.pingAfter === 200 ? 0 : 1);
