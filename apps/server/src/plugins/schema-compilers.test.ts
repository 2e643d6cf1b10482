import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { nulPathOf, registerSchemaCompilers } from './schema-compilers.ts';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  registerSchemaCompilers(app);
  const name = { type: 'object', properties: { name: { type: 'string' } } };
  app.post(
    '/things/:name',
    {
      schema: {
        params: name,
        querystring: { type: 'object', properties: { q: { type: 'string' } } },
        body: { type: 'object', properties: { description: { type: 'string' }, tags: { type: 'array' } } },
      },
    },
    async (request) => ({ params: request.params, body: request.body }),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('text holding the NUL character, which PostgreSQL cannot store', () => {
  it('is refused with a 400 in the envelope wherever a route has a schema: path, query and body', async () => {
    const cases: [string, object, string][] = [
      ['/things/a%00b', {}, 'params/name must not contain the NUL character'],
      ['/things/a?q=%00', {}, 'querystring/q must not contain the NUL character'],
      ['/things/a', { description: 'x\u0000' }, 'body/description must not contain the NUL character'],
      ['/things/a', { tags: ['ok', { 'k\u0000': 1 }] }, 'body/tags/1 must not contain the NUL character'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ errors: [{ status: 400, message }] });
    }
  });

  it('lets every other character through, and still reports the schema errors first', async () => {
    const res = await post('/things/%C3%BC%F0%9F%A6%8A?q=%01', {
      description: 'tab\there \u2028 ok',
      tags: [[['deep']]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().params.name).toBe('ü🦊');
    expect((await post('/things/a', { description: 42 })).json().errors[0].message).toBe(
      'body/description must be string',
    );
  });

  it('finds the character in a value nested thousands deep without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(nulPathOf(deep)).toBe(`${'/0'.repeat(20_000)}`);
    expect(nulPathOf({ a: [1, 'b', { c: null }] })).toBeUndefined();
  });
});
