import { allRoutes, mountedPaths, openApiPath } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogRoute, isApiRoute, listenForRoutes } from '../../fuzz/route-catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let registered: CatalogRoute[];

beforeAll(async () => {
  const catalog = listenForRoutes();
  t = await buildTestApp().finally(() => catalog.stop());
  registered = catalog.routes.filter(isApiRoute);
});
afterAll(() => t.close());

/** `GET /a/{key}`: a call as the API document names it. */
const callOf = (method: string, url: string) => `${method} ${openApiPath(url)}`;

describe('the API document', () => {
  it('lists exactly the calls the server registers, at every path each is mounted at', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/artifactory/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Fastify answers HEAD for every GET by itself; only a HEAD a route declares is a call of its own.
    const served = new Set(
      registered
        .filter(
          (route) =>
            route.method !== 'HEAD' ||
            documented.has(callOf('HEAD', route.url)) ||
            !documented.has(callOf('GET', route.url)),
        )
        .map((route) => callOf(route.method, route.url)),
    );
    expect([...served].filter((call) => !documented.has(call)).sort(), 'served without a descriptor').toEqual([]);
    expect([...documented].filter((call) => !served.has(call)).sort(), 'described but not served').toEqual([]);
  });

  it('gives every registered call the schemas of its descriptor', () => {
    const byCall = new Map(registered.map((route) => [`${route.method} ${route.url}`, route]));
    for (const descriptor of allRoutes) {
      for (const url of mountedPaths(descriptor)) {
        const route = byCall.get(`${descriptor.method} ${url}`);
        expect(route, `${descriptor.method} ${url}`).toBeDefined();
        expect(route?.schema?.body, `${descriptor.method} ${url}`).toEqual(descriptor.body);
        expect(route?.schema?.querystring, `${descriptor.method} ${url}`).toEqual(descriptor.query);
      }
    }
  });

  it('is also a page a person can read, listing each call with who may make it', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/artifactory/api/openapi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<code>/event/api/v1/subscriptions/{key}</code>');
    expect(res.body).toContain('administrators');
    expect(res.body).toContain('href="/artifactory/api/openapi.json"');
  });
});
