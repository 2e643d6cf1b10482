import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocumentRoutes, apiPaths, apiUrl } from '@arca/contract';
import { ADMIN_PASSWORD, type ArcaProcess, startArcaProcess } from '../../faults/arca-process.ts';
import { wholeNumberFromEnv } from '../env-number.ts';
import { FuzzAccounts } from './fuzz-accounts.ts';
import { ensureSchemathesis, SchemathesisUnavailable, schemathesisVersion } from './install.ts';
import { failureCount, type SchemathesisRun, schemathesisMarkdown, withSection } from './report-section.ts';
import { type PassOptions, type PassOutcome, runPass } from './run-pass.ts';

/**
 * The schemathesis part of `npm run fuzz` (ADR 011): a fresh Arca process, fuzzed from the
 * OpenAPI document it serves, first as an administrator, then as anonymous. FUZZ_SEED (default:
 * the time, printed), FUZZ_EXAMPLES cases per operation (default 50; a third of it as anonymous),
 * FUZZ_SCHEMATHESIS_MINUTES for both passes together (default 10), FUZZ_ROUTES keeps the
 * operations whose `METHOD /path` contains it. Adds its section to bench/results/fuzz.md and ends
 * with exit code 1 when anything failed. ARCA_TEST_DATABASE_URL runs the instance on PostgreSQL.
 */

/** The checks of schemathesis.toml; the administrator pass leaves out `ignored_auth` (see there). */
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'negative_data_rejection',
  'missing_required_header',
  'use_after_free',
  'ensure_resource_availability',
  'ignored_auth',
];

/** `GET /users/:name` as schemathesis names it (`GET /users/{name}`), as a regular expression. */
function operationPattern(text: string): string {
  return text.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type ApiDocument = { paths?: Record<string, Record<string, { operationId?: string }>> };

/**
 * Calls the administrator pass must not make: they would cut off the rest of the pass, with no
 * step between requests to undo them. The project's own pass fuzzes them and repairs after each.
 */
function cutOffCalls(document: ApiDocument): { operation: string; why: string }[] {
  const writes = Object.keys(document.paths?.[apiPaths.requestPolicy] ?? {}).filter(
    (method) => method !== 'get' && method !== 'head',
  );
  return writes.map((method) => ({
    operation: `${method.toUpperCase()} ${apiPaths.requestPolicy}`,
    why: "a generated pattern blocks schemathesis' own User-Agent, and every later request is answered 406",
  }));
}

/**
 * The API document names a call served at both mounts twice, its gateway copy `<area>.<call>.console`.
 * Both copies run the same handler with the same schemas, so schemathesis takes one; the project's
 * own pass fuzzes every mount.
 */
const GATEWAY_COPIES = '\\.console$';

function gatewayCopies(document: ApiDocument): number {
  const ids = Object.values(document.paths ?? {}).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId ?? ''),
  );
  return ids.filter((id) => new RegExp(GATEWAY_COPIES).test(id)).length;
}

/** A pass that neither completed nor was stopped at its time limit broke off: the schema, the server or schemathesis. */
function checkEnded(pass: PassOutcome, run: SchemathesisRun): void {
  if (pass.stoppedAtTimeLimit || pass.stopReason === 'completed') return;
  run.runProblems.push(
    `The ${pass.name} pass broke off (${pass.stopReason ?? 'no end recorded'}, exit code ${pass.exitCode}): see its output.`,
  );
}

async function fuzz(
  instance: ArcaProcess,
  command: string[],
  run: SchemathesisRun,
  settings: { examples: number; limitMs: number; dir: string },
) {
  const accounts = new FuzzAccounts(instance.baseUrl);
  await accounts.setUp(ADMIN_PASSWORD);
  const documentUrl = `${instance.baseUrl}${apiUrl(apiDocumentRoutes.openApi)}`;
  const document = (await (await fetch(documentUrl)).json()) as ApiDocument;
  run.operations = Object.values(document.paths ?? {}).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  const cutOff = cutOffCalls(document);
  run.excluded = [
    ...cutOff,
    {
      operation: '<area>.<call>.console',
      why: `the gateway's ${gatewayCopies(document)} copies of calls served at both mounts: the same handlers and schemas as their twins, which are fuzzed`,
    },
  ];
  const common: Omit<PassOptions, 'name' | 'phases' | 'maxExamples' | 'excludeChecks' | 'timeLimitMs' | 'dir'> = {
    command,
    documentUrl,
    seed: run.seed,
    excludeOperations: [],
    excludeOperationIds: GATEWAY_COPIES,
    decoys: accounts.decoys,
    ...(process.env.FUZZ_ROUTES ? { onlyMatching: operationPattern(process.env.FUZZ_ROUTES) } : {}),
  };
  const started = Date.now();
  console.log(`arca fuzz: schemathesis as an administrator, ${settings.examples} examples per operation`);
  const administrator: PassOutcome = await runPass({
    ...common,
    name: 'administrator',
    basic: accounts.basic,
    phases: ['examples', 'coverage', 'fuzzing', 'stateful'],
    maxExamples: settings.examples,
    excludeChecks: ['ignored_auth'],
    excludeOperations: cutOff.map(({ operation }) => operation),
    timeLimitMs: Math.round(settings.limitMs * 0.75),
    dir: join(settings.dir, 'administrator'),
  });
  run.passes.push(administrator);
  checkEnded(administrator, run);
  if (!(await accounts.stillAdministrator())) {
    run.runProblems.push(
      'The administrator pass lost its own access on the way (its account or token was changed): answers after that were refusals. Find the call in the failures or the server log and leave it out.',
    );
  } else await accounts.allowAnonymousAccess();

  const anonymousExamples = Math.max(1, Math.ceil(settings.examples / 3));
  console.log(`arca fuzz: schemathesis as anonymous, ${anonymousExamples} examples per operation`);
  const anonymous = await runPass({
    ...common,
    name: 'anonymous',
    phases: ['examples', 'fuzzing'],
    maxExamples: anonymousExamples,
    excludeChecks: [],
    timeLimitMs: Math.max(60_000, settings.limitMs - (Date.now() - started)),
    dir: join(settings.dir, 'anonymous'),
  });
  run.passes.push(anonymous);
  checkEnded(anonymous, run);
  const ping = await fetch(`${instance.baseUrl}${apiPaths.ping}`).then(
    (answer) => answer.status,
    () => 0,
  );
  if (ping !== 200)
    run.runProblems.push(`After the passes, ping answered ${ping || 'nothing'}: the instance stopped serving.`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const target = join(root, 'bench/results/fuzz.md');
const run: SchemathesisRun = {
  at: new Date(),
  version: schemathesisVersion(),
  seed: wholeNumberFromEnv('FUZZ_SEED', Date.now() % 2_147_483_647, 0),
  database: process.env.ARCA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite',
  operations: 0,
  checks: CHECKS,
  passes: [],
  excluded: [],
  runProblems: [],
};
const examples = wholeNumberFromEnv('FUZZ_EXAMPLES', 50, 1);
const limitMs = wholeNumberFromEnv('FUZZ_SCHEMATHESIS_MINUTES', 10, 1) * 60_000;
console.log(`arca fuzz: schemathesis ${run.version}, seed ${run.seed}`);

let command: string[] | undefined;
try {
  command = ensureSchemathesis();
} catch (error) {
  if (!(error instanceof SchemathesisUnavailable)) throw error;
  console.error(`arca fuzz: ${error.message}`);
  run.notRun = error.message;
}
if (command) {
  const dir = mkdtempSync(join(tmpdir(), 'arca-schemathesis-'));
  let instance: ArcaProcess | undefined;
  try {
    instance = await startArcaProcess({
      // As an instance is set up by default: fuzzed webhooks and remote repositories, which hooks.py
      // points at this machine, are refused before any connection is made.
      env: { ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'false', ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' },
    });
    await fuzz(instance, command, run, { examples, limitMs, dir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    run.notRun = `the fuzzed instance could not be started or set up: ${reason.slice(0, 500)}`;
    console.error(`arca fuzz: ${run.notRun}`);
  } finally {
    await instance?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

mkdirSync(dirname(target), { recursive: true });
writeFileSync(
  target,
  withSection(existsSync(target) ? readFileSync(target, 'utf8') : undefined, schemathesisMarkdown(run)),
);
const failures = failureCount(run);
console.log(
  `arca fuzz: schemathesis ${run.notRun ? 'did not run' : `found ${failures} failures`}; report in ${relative(process.cwd(), target)}`,
);
process.exit(run.notRun || failures > 0 ? 1 : 0);
