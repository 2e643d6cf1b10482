#!/usr/bin/env node
/*
 * The one-way rules of docs/ARCHITECTURE.md that Biome cannot keep: its import restrictions match
 * an import's specifier, not the folder a relative import lands in, and know nothing of SQL.
 *
 *   layers           Package arrows: contract imports nothing of ours; ui imports contract; the
 *                    console's shared/ imports contract and ui; a console feature imports those and
 *                    itself, never another feature or app/; app/ imports everything above; the
 *                    server imports contract, never the console; a micro-frontend imports contract
 *                    and ui; test-support imports nothing of ours; e2e imports contract and
 *                    test-support. Only tests import the console's test/ helpers; tests may also use
 *                    test-support and a micro-frontend's fixtures.
 *   storage-face     A server file outside modules/storage/ imports storage only through its public
 *                    face, modules/storage/index.ts; storage.module.ts, its manifest, only the wiring
 *                    outside modules/ (app.ts) imports.
 *   storage-tables   A server file outside modules/storage/ and db/migrations/ never names storage's
 *                    tables (items, blobs, item_properties) in SQL: it calls storage's services or
 *                    composes its read helpers (storedItems('i'), readableItem…) into its queries.
 *   route-registry   Only lib/routes.ts registers routes on Fastify, from contract descriptors,
 *                    besides what serves files rather than calls (REGISTERS_ROUTES): no
 *                    `app.get(…)`, `scope.route(…)`… elsewhere. Until every area is migrated, the
 *                    files still doing it are listed in ROUTES_NOT_YET_ON_DESCRIPTORS: their routes
 *                    are reported as warnings and do not fail, while a direct route in any other file
 *                    does. When an area moves to descriptors, delete its files from the list (the
 *                    check names listed files that no longer register routes, so the list only
 *                    shrinks); the rule is whole when the list is empty. ARCA_STRICT_ROUTES=1 fails
 *                    on the listed files too, to see what is left.
 *
 * The storage and route rules skip tests (*.test.ts, src/test/, faults/, *-test-support.ts,
 * *-test-data.ts): tests build pieces by hand, serve stand-in upstreams and count stored rows after a crash, which is what
 * they are for; the rules guard the product's own coupling.
 *
 * Usage: node scripts/check-boundaries.mjs [root]   (the repository by default; tests pass a fixture)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Server files that still register their routes on Fastify themselves, until their area is migrated. */
export const ROUTES_NOT_YET_ON_DESCRIPTORS = [];

/**
 * Where routes are registered on Fastify for good: lib/routes.ts, which serves the descriptors, and
 * what serves files rather than API calls (the console's pages, the micro-frontends' bundles).
 */
const REGISTERS_ROUTES = [
  'apps/server/src/lib/routes.ts',
  'apps/server/src/plugins/console-static.ts',
  'apps/server/src/modules/microfrontends/microfrontend-files.ts',
];

const SERVER = 'apps/server/src/';
const STORAGE = `${SERVER}modules/storage/`;
const STORAGE_TABLES = ['items', 'blobs', 'item_properties'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage']);

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const tables = STORAGE_TABLES.join('|');
/** A Kysely call whose first argument names one of storage's tables: `selectFrom('items as i')`, `sql.table('blobs')`. */
const KYSELY_TABLE = new RegExp(
  String.raw`\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|table)\(\s*\[?\s*['"\x60](?:${tables})\b`,
  'g',
);
/** Raw SQL naming one of them where a table goes: `from items`, `join blobs b`, `update "items"`. */
const RAW_SQL_TABLE = new RegExp(String.raw`\b(?:from|join|update|into)\s+"?(?:${tables})"?(?=[\s,;)\x60'"]|$)`, 'gi');
/** A method of a Fastify instance that registers a route: `app.get(`, `scope.route(`, `server.post<…>(`. */
const ROUTE_METHOD =
  /\b(?:app|server|scope|fastify|instance)\s*\.\s*(get|post|put|delete|patch|head|options|route|all)\s*(?=[<(])/g;

export function isTestFile(path) {
  return (
    /\.(test|e2e)\.tsx?$/.test(path) ||
    /-test-(support|data)\.tsx?$/.test(path) ||
    path.startsWith(`${SERVER}test/`) ||
    path.startsWith(`${SERVER}faults/`)
  );
}

/**
 * The layer a repository path belongs to: 'contract', 'ui', 'test-support', 'server', 'e2e',
 * 'mfe/<name>', 'console/shared', 'console/features/<name>', 'console/app', 'console/test'; undefined
 * for what no rule covers (scripts, benchmarks).
 */
export function layerOf(path) {
  const parts = path.split('/');
  const [top, second, third, fourth] = parts;
  if (top === 'packages' && ['contract', 'ui', 'test-support'].includes(second)) return second;
  if (top === 'apps' && second === 'server') return 'server';
  if (top === 'e2e') return 'e2e';
  if (top === 'mfe') return parts.length > 2 ? `mfe/${second}` : 'mfe';
  if (top === 'apps' && second === 'console') {
    if (third !== 'src') return 'console/app';
    if (fourth === 'features') return parts.length > 5 ? `console/features/${parts[4]}` : 'console/app';
    if (fourth === 'shared' || fourth === 'test') return `console/${fourth}`;
    return 'console/app';
  }
  return undefined;
}

/** The layer a bare specifier names: `@arca/ui/demo` → 'ui'; undefined for other packages. */
function packageLayer(specifier) {
  const name = /^@arca\/([^/]+)/.exec(specifier)?.[1];
  if (name === undefined) return undefined;
  if (name === 'console') return 'console/app';
  if (name.startsWith('mfe-')) return `mfe/${name.slice('mfe-'.length)}`;
  return name;
}

const BASE = { contract: ['contract'], 'test-support': ['test-support'] };
/** Which layers each layer may import, besides itself. */
function mayImport(from, to) {
  if (from === to || to === undefined) return true;
  if (from === 'contract' || from === 'test-support') return BASE[from].includes(to);
  if (from === 'ui') return to === 'contract';
  if (from === 'server') return to === 'contract';
  if (from === 'e2e') return to === 'contract' || to === 'test-support';
  if (from === 'mfe' || from.startsWith('mfe/')) return to === 'contract' || to === 'ui' || to === 'mfe';
  if (from === 'console/test') return !to.startsWith('mfe/') && to !== 'server' && to !== 'e2e';
  if (from === 'console/shared') return to === 'contract' || to === 'ui';
  if (from.startsWith('console/features/')) return ['contract', 'ui', 'console/shared'].includes(to);
  if (from === 'console/app')
    return ['contract', 'ui', 'console/shared'].includes(to) || to.startsWith('console/features/');
  return true;
}

function layerMessage(from, to) {
  if (to === 'console/test') return 'only tests import the console test helpers (test/)';
  if (from === 'console/shared') return 'shared/ never imports features/ or app/';
  if (from.startsWith('console/features/') && to === 'console/app') return 'a feature never imports app/';
  if (from.startsWith('console/features/') && to.startsWith('console/features/'))
    return 'no feature imports another feature';
  if (from === 'server') return 'the server imports contract only, never the console';
  return `${from} may not import ${to}`;
}

/** Blanks comment lines (keeping line numbers), so prose about tables or routes is not read as code. */
function codeOf(source) {
  let inBlock = false;
  return source
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (inBlock) {
        if (trimmed.includes('*/')) inBlock = false;
        return '';
      }
      if (trimmed.startsWith('/*')) {
        inBlock = !trimmed.includes('*/');
        return '';
      }
      return trimmed.startsWith('//') || trimmed.startsWith('*') ? '' : line;
    })
    .join('\n');
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Where each import of a file lands: a repository path for a relative import, a layer for a package. */
function importsOf(path, source) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const line = lineAt(source, match.index);
    if (specifier.startsWith('.')) {
      const target = join(dirname(path), specifier).split('\\').join('/');
      found.push({ specifier, line, target, layer: layerOf(target) });
    } else {
      found.push({ specifier, line, target: undefined, layer: packageLayer(specifier) });
    }
  }
  return found;
}

function layerProblems(path, source) {
  const from = layerOf(path);
  if (from === undefined) return [];
  const test = isTestFile(path);
  const problems = [];
  for (const { specifier, line, layer: to } of importsOf(path, source)) {
    if (to === undefined || mayImport(from, to)) continue;
    // Tests may also use the real stand-ins and mount a micro-frontend's fixtures.
    if (test && (to === 'test-support' || to === 'console/test' || to.startsWith('mfe/'))) continue;
    problems.push({ path, line, rule: 'layers', message: `imports '${specifier}': ${layerMessage(from, to)}` });
  }
  return problems;
}

function storageFaceProblems(path, source) {
  if (!path.startsWith(SERVER) || path.startsWith(STORAGE) || isTestFile(path)) return [];
  const wiring = !path.startsWith(`${SERVER}modules/`);
  return importsOf(path, source)
    .filter(({ target }) => target?.startsWith(STORAGE))
    .filter(({ target }) => target !== `${STORAGE}index.ts` && !(wiring && target === `${STORAGE}storage.module.ts`))
    .map(({ specifier, line }) => ({
      path,
      line,
      rule: 'storage-face',
      message: `imports '${specifier}': use storage's public face, modules/storage/index.ts`,
    }));
}

function storageTableProblems(path, code) {
  if (!path.startsWith(SERVER) || path.startsWith(STORAGE) || path.startsWith(`${SERVER}db/migrations/`)) return [];
  if (isTestFile(path)) return [];
  return [...code.matchAll(KYSELY_TABLE), ...code.matchAll(RAW_SQL_TABLE)].map((match) => ({
    path,
    line: lineAt(code, match.index),
    rule: 'storage-tables',
    message: `names storage's table in SQL (${match[0].trim()}…): use storage's services or read helpers (modules/storage/index.ts)`,
  }));
}

/**
 * How many arguments the call opening at `start` (at its `<…>` type arguments or its `(`) has, or
 * undefined when it cannot be read. Strings are skipped, so their commas and brackets do not count.
 */
function argumentCount(code, start) {
  let index = start;
  if (code[index] === '<') {
    for (let depth = 0; index < code.length; index++) {
      if (code[index] === '<') depth++;
      else if (code[index] === '>' && --depth === 0) break;
    }
    index++;
    while (/\s/.test(code[index] ?? '')) index++;
  }
  if (code[index] !== '(') return undefined;
  let depth = 0;
  let commas = 0;
  let empty = true;
  for (; index < code.length; index++) {
    const char = code[index];
    if (char === "'" || char === '"' || char === '`') {
      for (index++; index < code.length && code[index] !== char; index++) if (code[index] === '\\') index++;
      empty = false;
    } else if ('([{'.includes(char)) {
      if (depth++ > 0) empty = false;
    } else if (')]}'.includes(char)) {
      if (--depth === 0) return empty ? 0 : commas + 1;
    } else if (char === ',' && depth === 1) commas++;
    else if (!/\s/.test(char)) empty = false;
  }
  return undefined;
}

/** Fastify's route methods take a path and a handler (`route` an options object); a Map's `get(key)` takes one. */
function directRouteProblems(path, code) {
  if (!path.startsWith(SERVER) || REGISTERS_ROUTES.includes(path) || isTestFile(path)) return [];
  return [...code.matchAll(ROUTE_METHOD)]
    .filter((match) => match[1] === 'route' || (argumentCount(code, match.index + match[0].length) ?? 2) >= 2)
    .map((match) => ({
      path,
      line: lineAt(code, match.index),
      rule: 'route-registry',
      message: `registers a route on Fastify (${match[0].replace(/\s+/g, '')}(…)): declare it in the contract and serve it with handle() and registerRoutes()`,
    }));
}

/**
 * Every broken rule in these files (paths relative to the repository, with '/'). Routes of files
 * on the pending list are warnings unless `strictRoutes`; `stale` names listed files that register
 * no route directly any more.
 */
export function checkBoundaries(files, { pendingRoutes = ROUTES_NOT_YET_ON_DESCRIPTORS, strictRoutes = false } = {}) {
  const errors = [];
  const warnings = [];
  const registering = new Set();
  for (const { path, source } of files) {
    const code = codeOf(source);
    errors.push(...layerProblems(path, code), ...storageFaceProblems(path, code), ...storageTableProblems(path, code));
    const routes = directRouteProblems(path, code);
    if (routes.length > 0) registering.add(path);
    if (!strictRoutes && pendingRoutes.includes(path)) warnings.push(...routes);
    else errors.push(...routes);
  }
  const stale = pendingRoutes.filter((path) => !registering.has(path));
  return { errors, warnings, stale };
}

function* sourceFiles(root, dir = root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(root, path);
    else if (SOURCE_FILE.test(entry.name)) yield relative(root, path).split('\\').join('/');
  }
}

const format = ({ path, line, rule, message }) => `${path}:${line}: [${rule}] ${message}`;

function main() {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const files = [];
  for (const top of ['packages', 'apps', 'mfe', 'e2e']) {
    try {
      for (const path of sourceFiles(root, join(root, top)))
        files.push({ path, source: readFileSync(join(root, path), 'utf8') });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  const { errors, warnings, stale } = checkBoundaries(files, { strictRoutes: process.env.ARCA_STRICT_ROUTES === '1' });
  if (warnings.length > 0) {
    console.warn(warnings.map(format).join('\n'));
    const pending = new Set(warnings.map((warning) => warning.path)).size;
    console.warn(
      `boundaries: ${warnings.length} route(s) in ${pending} file(s) not yet on descriptors (warnings; see the header)`,
    );
  }
  if (stale.length > 0)
    console.warn(
      `boundaries: no longer registering routes directly, remove from ROUTES_NOT_YET_ON_DESCRIPTORS:\n  ${stale.join('\n  ')}`,
    );
  if (errors.length > 0) {
    console.error(errors.map(format).join('\n'));
    console.error(`boundaries: ${errors.length} violation(s) of the one-way rules (docs/ARCHITECTURE.md)`);
    process.exit(1);
  }
  console.log(`boundaries: ${files.length} files keep the one-way rules`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main();
