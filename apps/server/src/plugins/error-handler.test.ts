import { REQUEST_ID_HEADER } from '@arca/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFrameworkErrors, registerErrorHandler } from './error-handler.ts';

const logged: string[] = [];
const app = Fastify({
  frameworkErrors: answerFrameworkErrors({
    headers: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' },
    log: (request, reply) => logged.push(`${request.id} ${reply.statusCode}`),
  }),
  routerOptions: { maxParamLength: 100 },
});
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/things/:name', async (request) => request.params);
  await app.ready();
});
afterAll(() => app.close());

describe('paths the router refuses before any route runs', () => {
  it('answers an undecodable path with a 400 in the error envelope', async () => {
    for (const url of ['/things/%zz', '/things/%ff', '/things/%ed%a0%80', '/things/%']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ errors: [{ status: 400, message: 'The request path is not a valid URL' }] });
      expect(res.headers[REQUEST_ID_HEADER], url).toBeTruthy();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(logged, url).toContain(`${res.headers[REQUEST_ID_HEADER]} 400`);
    }
  });

  it('answers a path parameter over the length limit with a 414 in the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: [{ status: 414, message: 'A segment of the request path is too long' }] });
    expect((await app.inject({ method: 'GET', url: '/things/ok' })).json()).toEqual({ name: 'ok' });
  });
});
