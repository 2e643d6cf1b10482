// The console's size budget: how much JavaScript each route makes the browser fetch, counted as
// sent (the build's brotli copy, which the server sends to every browser that accepts br), checked
// against apps/console/size-budget.json. A route over its budget fails the run and names the chunks
// that grew since the sizes recorded beside the budgets. `--update` records the current sizes
// (after a deliberate change), never the budgets themselves. `--dist <dir>` measures a build made
// elsewhere (`vite build --outDir <dir>`), to compare two versions.
//   node scripts/console-size.mjs [--update] [--dist <dir>]
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const distArgument = process.argv.indexOf('--dist');
const DIST = distArgument === -1 ? join(ROOT, 'apps/console/dist') : process.argv[distArgument + 1];
const MANIFEST = join(DIST, '.vite/manifest.json');
const BUDGET_FILE = join(ROOT, 'apps/console/size-budget.json');
const kB = (bytes) => (bytes / 1000).toFixed(1);

if (!existsSync(MANIFEST)) {
  console.error(`console-size: ${MANIFEST} is missing; build the console first (npm run build)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

/** Bytes a chunk costs on the wire: its brotli copy, or the file itself when too small to have one. */
function sentBytes(file) {
  const path = join(DIST, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/** Every chunk a route loads before it shows: its entries and what they import statically. */
function routeChunks(entries) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`console-size: '${key}' is not a chunk of the build; fix size-budget.json`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen].map((key) => ({ key, bytes: sentBytes(manifest[key].file) }));
}

/** A chunk's stable name: its source for a module, the group name for a shared chunk. */
const chunkName = (key) => (key.startsWith('_') ? key.replace(/-[\w-]{8}\.js$/, '') : key);

const measured = {};
let failed = false;
for (const [route, { entries, budgetKb }] of Object.entries(budget.routes)) {
  const chunks = routeChunks(entries);
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const over = total > budgetKb * 1000;
  console.log(`${over ? 'OVER' : 'ok  '} ${route}: ${kB(total)} kB as sent (budget ${budgetKb} kB)`);
  for (const chunk of chunks) measured[chunkName(chunk.key)] = chunk.bytes;
  if (!over) continue;
  failed = true;
  const grown = chunks
    .map((chunk) => ({ name: chunkName(chunk.key), bytes: chunk.bytes, was: budget.recorded?.[chunkName(chunk.key)] }))
    .map((chunk) => ({ ...chunk, growth: chunk.bytes - (chunk.was ?? 0) }))
    .filter((chunk) => chunk.growth > 0)
    .sort((a, b) => b.growth - a.growth);
  for (const chunk of grown.slice(0, 5)) {
    const was = chunk.was === undefined ? 'new' : `was ${kB(chunk.was)} kB`;
    console.log(`       grew: ${chunk.name} ${kB(chunk.bytes)} kB (${was}, +${kB(chunk.growth)} kB)`);
  }
}

if (process.argv.includes('--update')) {
  budget.recorded = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`recorded the sizes of ${Object.keys(measured).length} chunks in ${BUDGET_FILE}`);
} else if (failed) {
  console.error('console-size: a route is over its budget (see the chunks that grew above)');
  process.exit(1);
}
