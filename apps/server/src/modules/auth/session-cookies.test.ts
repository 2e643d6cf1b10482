import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_COOKIE } from '@arca/contract';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCookies } from './session-cookies.ts';

let server: FastifyInstance;
let cert: Buffer;
let port: number;

beforeAll(async () => {
  // A certificate made here: the request must really come over TLS.
  const dir = mkdtempSync(join(tmpdir(), 'arca-cookie-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  server = Fastify({ https: { key, cert } });
  await server.register(fastifyCookie);
  // A plain-HTTP public URL: only the TLS of the request itself can make the cookie Secure.
  const cookies = new SessionCookies(false);
  server.get('/session', (_request, reply) => {
    cookies.set(reply, { accessToken: 'a'.repeat(64), persistSeconds: undefined });
    return reply.send('ok');
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('session cookies over TLS', () => {
  it('are Secure when the request came over TLS, whatever the public URL says', async () => {
    const setCookie = await new Promise<string[]>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: '/session', ca: cert }, (response) => {
          response.resume();
          resolve(response.headers['set-cookie'] ?? []);
        })
        .on('error', reject);
    });
    const access = setCookie.find((line) => line.startsWith(`${ACCESS_COOKIE}=`));
    expect(access).toBeDefined();
    expect(access).toMatch(/; Secure/);
    expect(access).toMatch(/; HttpOnly/);
    expect(access).toMatch(/; SameSite=Lax/);
  });
});
