import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzReport, runFuzz } from './fuzz-runner.ts';
import { routeTableCatalog } from './route-catalog.ts';

/**
 * The short pass of the API fuzzer inside the test command: a fixed seed and one case per route
 * and identity, so it replays the same requests on SQLite and PostgreSQL. `npm run fuzz` runs the
 * full pass (ADR 011).
 */
describe('the API under fuzzed input', () => {
  let report: FuzzReport;
  beforeAll(async () => {
    report = await runFuzz({ runs: 1, seed: 20261126, timeoutMs: 5_000 });
  }, 120_000);

  it('answers every route, as anonymous, a user and an administrator, without a 5xx, a hang or a 4xx out of its error format', () => {
    const failures = report.failures.map((f) => `${f.identity} ${f.route} [${f.kind}] ${f.problem}: ${f.request}`);
    expect(failures).toEqual([]);
    expect(report.uncaught).toEqual([]);
    expect(report.pingAfter).toBe(200);
  });

  it('reaches every call of the route table, the native protocols and the console gateway included', () => {
    const patterns = new Set(report.routes.map((route) => `${route.method} ${route.url}`));
    for (const route of [
      'POST /ui/api/v1/ui/auth/login',
      'PATCH /access/api/v2/users/:name',
      'GET /artifactory/:repo/*',
      'PUT /artifactory/api/npm/*',
      'PUT /v2/*',
      'POST /artifactory/api/pypi/*',
      'POST /metadata/api/v1/query',
      'DELETE /ui/api/v1/access/api/v2/users/:name',
    ]) {
      expect(patterns, route).toContain(route);
    }
    expect(report.routes.length).toBe(routeTableCatalog().length);
    expect(report.routes.length).toBeGreaterThan(380);
    for (const route of report.routes) expect(route.cases, `${route.method} ${route.url}`).toBeGreaterThan(0);
  });
});
