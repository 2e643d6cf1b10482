import { apiPaths } from '@arca/contract';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { casesFor } from './fuzz-cases.ts';
import { FUZZ_USER, FuzzIdentities, IDENTITIES, type IdentityName, KNOWN_NAMES } from './fuzz-identities.ts';
import type { FuzzCase } from './fuzz-request.ts';
import { violationOf } from './response-rules.ts';
import { routeTableCatalog } from './route-catalog.ts';

export interface FuzzOptions {
  /** Cases per route and identity. */
  runs: number;
  seed: number;
  /** An answer slower than this is a hang. */
  timeoutMs: number;
  /** Only routes whose `METHOD url` contains this (all when unset). */
  filter?: string;
  onProgress?: (done: number, total: number) => void;
  /** How the instance is built (the test app by default). */
  build?: typeof buildTestApp;
}

export interface RouteFigures {
  method: string;
  url: string;
  cases: number;
  /** Answers by status class: `2xx`, `4xx`… */
  statuses: Record<string, number>;
}

export interface FuzzFailure {
  identity: IdentityName;
  route: string;
  kind: string;
  request: string;
  problem: string;
  body: string;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  identities: readonly IdentityName[];
  routes: RouteFigures[];
  totalCases: number;
  failures: FuzzFailure[];
  /** Errors thrown outside any request while fuzzing: a crash in a real process. */
  uncaught: string[];
  pingAfter: number;
  durationMs: number;
}

/**
 * A repository of each native format, a file, a group, a permission and a project to aim at. Run
 * again after every route that writes: a fuzzed request may have deleted any of them, and requests
 * that only ever meet "not found" test little.
 */
async function seed(app: TestApp): Promise<void> {
  for (const type of ['generic', 'npm', 'pypi', 'docker', 'maven']) {
    await app.call('PUT', `/artifactory/api/repositories/fuzz-${type}`, { rclass: 'local', packageType: type });
  }
  const everything = { include_patterns: ['**'], exclude_patterns: [] };
  await app.call('POST', apiPaths.accessPermissions, {
    name: 'fuzz-permission',
    resources: {
      artifact: {
        targets: { 'fuzz-generic': everything, 'fuzz-npm': everything },
        actions: { users: { [FUZZ_USER]: ['READ', 'WRITE', 'DELETE'] }, groups: {} },
      },
    },
  });
  await app.call('PUT', '/artifactory/fuzz-generic/dir/file.txt', { fuzz: true });
  await app.call('POST', apiPaths.accessGroups, { name: 'fuzz-group' });
  await app.call('POST', '/access/api/v1/projects', { project_key: 'fuzzproj', display_name: 'Fuzz' });
}

function describe(request: FuzzCase): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload =
    request.payload === undefined
      ? ''
      : ` body=${clip(typeof request.payload === 'string' ? request.payload : `0x${request.payload.toString('hex')}`)}`;
  return `${request.method} ${clip(request.url)} headers=${clip(JSON.stringify(request.headers))}${payload}`;
}

async function send(app: TestApp, request: FuzzCase, headers: Record<string, string>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), timeoutMs);
  });
  const answer = app.server.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...headers, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

const SAFE = new Set(['GET', 'HEAD']);

/**
 * Fuzzes every API route of a fresh instance as each identity, and reports the figures: cases per
 * route, answers by status class, and every answer that breaks the rules (5xx, a 4xx out of its
 * error format, a hang). Routes run in a fixed order, and each identity's cases come from its own
 * seed, so a seed replays the same requests.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const uncaught: string[] = [];
  const onUncaught = (error: unknown) => uncaught.push(String((error as Error)?.stack ?? error));
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const app = await (options.build ?? buildTestApp)({ ARCA_SKIP_ONBOARDING: 'true' });
  try {
    const identities = new FuzzIdentities(app);
    await identities.setUp();
    await seed(app);
    const routes = routeTableCatalog().filter(
      (r) => !options.filter || `${r.method} ${r.url}`.includes(options.filter),
    );
    const figures: RouteFigures[] = [];
    const failures: FuzzFailure[] = [];
    for (const [index, route] of routes.entries()) {
      const figure: RouteFigures = { method: route.method, url: route.url, cases: 0, statuses: {} };
      figures.push(figure);
      const arbitrary = casesFor(route, { names: KNOWN_NAMES });
      for (const [which, identity] of IDENTITIES.entries()) {
        const cases = fc.sample(arbitrary, { numRuns: options.runs, seed: options.seed + index * 31 + which });
        for (const request of cases) {
          figure.cases += 1;
          const res = await send(app, request, identities.headersOf(identity), options.timeoutMs).catch(
            (error: Error) => error,
          );
          const problem =
            res === 'hang'
              ? `no answer within ${options.timeoutMs} ms`
              : res instanceof Error
                ? `the request failed: ${res.message}`
                : violationOf(request.method, request.url, res);
          if (res !== 'hang' && !(res instanceof Error)) {
            const group = `${Math.floor(res.statusCode / 100)}xx`;
            figure.statuses[group] = (figure.statuses[group] ?? 0) + 1;
          }
          if (problem) {
            failures.push({
              identity,
              route: `${route.method} ${route.url}`,
              kind: request.kind,
              request: describe(request),
              problem,
              body: res === 'hang' || res instanceof Error ? '' : res.body.slice(0, 300),
            });
          }
        }
      }
      if (!SAFE.has(route.method)) {
        if (!(await identities.intact())) await identities.repair();
        await seed(app);
      }
      options.onProgress?.(index + 1, routes.length);
    }
    const ping = await app.server.inject({ method: 'GET', url: apiPaths.ping });
    const totalCases = figures.reduce((sum, figure) => sum + figure.cases, 0);
    return {
      seed: options.seed,
      runs: options.runs,
      identities: IDENTITIES,
      routes: figures,
      totalCases,
      failures,
      uncaught,
      pingAfter: ping.statusCode,
      durationMs: Date.now() - started,
    };
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    await app.close();
  }
}
