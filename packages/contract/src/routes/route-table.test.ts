import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../errors.ts';
import { openApiDocument, openApiPath } from './openapi.ts';
import { apiUrl, consoleUrl, fillPath, mountedPaths, pathParamNames, route } from './route.ts';
import { allRoutes, routeTable } from './table.ts';

const sample = {
  one: route<{ reply: { name: string } }>()({
    method: 'GET',
    path: '/access/api/v2/things/:name',
    mount: 'both',
    access: 'admin',
    tag: 'Things',
    summary: 'One thing',
    responses: { 200: { type: 'object', properties: { name: { type: 'string' } } }, '5xx': errorEnvelopeSchema },
  }),
  file: route()({
    method: 'PUT',
    path: '/artifactory/:repo/*',
    mount: 'api',
    access: 'anyone',
    tag: 'Files',
    summary: 'Deploys a file',
    consumes: ['application/octet-stream'],
    responses: { 201: { media: ['application/json'], description: 'Deployed' } },
  }),
};

describe('route descriptors', () => {
  it('fill their paths with each value encoded, and a wildcard segment by segment', () => {
    expect(apiUrl(sample.one, { name: 'a b/c' })).toBe('/access/api/v2/things/a%20b%2Fc');
    expect(consoleUrl(sample.one, { name: 'x' })).toBe('/ui/api/v1/access/api/v2/things/x');
    expect(fillPath(sample.file.path, { repo: 'libs', '*': 'org/a b/x.jar' })).toBe(
      '/artifactory/libs/org/a%20b/x.jar',
    );
    expect(() => consoleUrl(sample.file, { repo: 'libs', '*': 'x' })).toThrow('is not served to the console');
    expect(pathParamNames(sample.file.path)).toEqual(['repo', '*']);
    expect(mountedPaths(sample.one)).toEqual(['/access/api/v2/things/:name', '/ui/api/v1/access/api/v2/things/:name']);
  });

  it('make an OpenAPI 3.1 document: every mount, parameters, security, binary bodies and error classes', () => {
    const document = openApiDocument({ sample }, { version: '1.2.3' });
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/access/api/v2/things/{name}',
      '/artifactory/{repo}/{path}',
      '/ui/api/v1/access/api/v2/things/{name}',
    ]);
    type Operation = Record<string, unknown> & { operationId: string; responses: Record<string, unknown> };
    const operation = (paths: Record<string, Record<string, unknown>>, path: string, method: string) =>
      paths[path]?.[method] as Operation;
    const one = operation(document.paths, '/access/api/v2/things/{name}', 'get');
    expect(one.operationId).toBe('sample.one');
    expect(one.security).toEqual([{ basic: [] }, { bearer: [] }, { session: [] }]);
    expect(Object.keys(one.responses as object)).toEqual(['200', '5XX', '4XX']);
    expect(operation(document.paths, '/ui/api/v1/access/api/v2/things/{name}', 'get').operationId).toBe(
      'sample.one.console',
    );
    const put = operation(document.paths, '/artifactory/{repo}/{path}', 'put');
    expect(put.security).toBeUndefined();
    expect(put.requestBody).toEqual({
      required: false,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(openApiPath('/a/:b.json')).toBe('/a/{b}.json');
    const ownErrors = openApiDocument(
      {
        own: { read: { ...sample.one, responses: { 200: {}, '4xx': { media: ['text/plain'], description: 'Why' } } } },
      },
      { version: '1' },
    );
    const refused = operation(ownErrors.paths, '/access/api/v2/things/{name}', 'get').responses['4XX'];
    expect(refused).toEqual({
      description: 'Why',
      content: { 'text/plain': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  it('are declared once each: no two calls share a method and a served path, and each names its path parameters', () => {
    const served = allRoutes.flatMap((descriptor) =>
      mountedPaths(descriptor).map((path) => `${descriptor.method} ${path}`),
    );
    expect(served.filter((call, index) => served.indexOf(call) !== index)).toEqual([]);
    for (const descriptor of allRoutes) {
      const declared = Object.keys((descriptor.params?.properties ?? {}) as object);
      for (const name of declared) expect(pathParamNames(descriptor.path), descriptor.path).toContain(name);
    }
    expect(Object.keys(routeTable).length).toBeGreaterThan(1);
  });
});
