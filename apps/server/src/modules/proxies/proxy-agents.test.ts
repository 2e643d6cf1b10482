import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundGuard } from '../../lib/outbound-guard.ts';
import { fetchThrough } from './fetch-through.ts';
import type { ProxyRoute } from './outbound-proxies.ts';
import { type ProxyEndpoint, proxyAgent } from './proxy-agents.ts';
import { startForwardProxy, type TestForwardProxy } from './test-forward-proxy.ts';

let proxy: TestForwardProxy;
let secure: https.Server;
let plain: http.Server;
let securePort: number;
let plainPort: number;
let ca: Buffer;
const seen: { url: string | undefined; authorization: string | undefined; privateToken?: string | string[] }[] = [];
const credentials = { username: 'agent-user', password: 'agent-Passw0rd' };
const endpoint = (): ProxyEndpoint => ({ host: proxy.host, port: proxy.port, ...credentials });

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** GETs through an agent and answers status and body, or the error's message. */
function get(url: string, agent: http.Agent): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.get(url, { agent, ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', (error) => resolve({ error: error.message }));
  });
}

beforeAll(async () => {
  // A certificate for localhost made here: the tunnel must carry a real TLS handshake.
  const dir = mkdtempSync(join(tmpdir(), 'arca-proxy-tls-'));
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
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen.push({
      url: request.url,
      authorization: request.headers.authorization,
      privateToken: request.headers['private-token'],
    });
    if (request.url === '/moved-away') {
      response.writeHead(302, { location: `http://localhost:${plainPort}/landed` }).end();
    } else if (request.url === '/down-to-plain') {
      response.writeHead(302, { location: `http://localhost:${plainPort}/landed` }).end();
    } else if (request.url === '/moved-here') {
      response.writeHead(301, { location: '/landed' }).end();
    } else response.end(`answered ${request.url}`);
  };
  secure = https.createServer({ key, cert: ca }, answer);
  plain = http.createServer(answer);
  securePort = await listen(secure);
  plainPort = await listen(plain);
  proxy = await startForwardProxy(credentials);
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => secure.close(resolve));
  await new Promise((resolve) => plain.close(resolve));
});
beforeEach(() => {
  proxy.passed.length = 0;
  seen.length = 0;
});

describe('proxy agents', () => {
  it('tunnel HTTPS with CONNECT and Basic proxy authentication, TLS checked end to end', async () => {
    const res = await get(`https://localhost:${securePort}/secure?x=1`, proxyAgent(endpoint(), 'https:'));
    expect(res).toEqual({ status: 200, body: 'answered /secure?x=1' });
    expect(proxy.passed).toEqual([{ line: `CONNECT localhost:${securePort}`, authorized: true }]);
  });

  it('fail an HTTPS request when the proxy refuses the tunnel', async () => {
    const res = await get(
      `https://localhost:${securePort}/secure`,
      proxyAgent({ ...endpoint(), password: 'wrong' }, 'https:'),
    );
    expect(res.error).toContain('407');
    expect(proxy.passed).toEqual([{ line: `CONNECT localhost:${securePort}`, authorized: false }]);
    expect(seen).toEqual([]);
  });

  it('send plain HTTP in absolute form to the proxy', async () => {
    const res = await get(`http://127.0.0.1:${plainPort}/plain?y=2`, proxyAgent(endpoint(), 'http:'));
    expect(res).toEqual({ status: 200, body: 'answered /plain?y=2' });
    expect(proxy.passed).toEqual([{ line: `GET http://127.0.0.1:${plainPort}/plain?y=2`, authorized: true }]);
  });
});

describe('fetching through a proxy', () => {
  const route = (redirectedToHosts: string[] = []): ProxyRoute => ({
    key: 'corp',
    agentFor: (protocol) => proxyAgent(endpoint(), protocol),
    redirectedToHosts,
  });
  const init = () => ({
    headers: { accept: 'application/json' },
    credentials: { authorization: 'Basic dXBzdHJlYW0=' },
    signal: AbortSignal.timeout(5000),
    guard: OutboundGuard.allowingAll(),
  });

  it('follows redirects through the proxy, keeping credentials on the same host', async () => {
    const plainRes = await fetchThrough(route(), `http://127.0.0.1:${plainPort}/moved-here`, init());
    expect(plainRes.status).toBe(200);
    expect(await plainRes.text()).toBe('answered /landed');
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/moved-here', 'Basic dXBzdHJlYW0='],
      ['/landed', 'Basic dXBzdHJlYW0='],
    ]);
  });

  it('drops the upstream credentials on a redirect to another host unless the proxy lists it', async () => {
    const away = await fetchThrough(route(), `http://127.0.0.1:${plainPort}/moved-away`, init());
    expect(await away.text()).toBe('answered /landed');
    expect(seen.map((s) => s.authorization)).toEqual(['Basic dXBzdHJlYW0=', undefined]);

    seen.length = 0;
    proxy.passed.length = 0;
    const listed = await fetchThrough(route(['LOCALHOST']), `http://127.0.0.1:${plainPort}/moved-away`, init());
    expect(await listed.text()).toBe('answered /landed');
    expect(seen.map((s) => s.authorization)).toEqual(['Basic dXBzdHJlYW0=', 'Basic dXBzdHJlYW0=']);
    expect(proxy.passed.map((p) => p.line)).toEqual([
      `GET http://127.0.0.1:${plainPort}/moved-away`,
      `GET http://localhost:${plainPort}/landed`,
    ]);
  });
  it("drops every credential header on a redirect to another origin, a vendor's token header too", async () => {
    const gitlab = { ...init(), credentials: { 'private-token': 'glpat-secret' } };
    const away = await fetchThrough(route(), `http://127.0.0.1:${plainPort}/moved-away`, gitlab);
    expect(await away.text()).toBe('answered /landed');
    expect(seen.map((s) => s.privateToken)).toEqual(['glpat-secret', undefined]);
  });

  it('never sends credentials from https down to http, even to a host the proxy lists', async () => {
    // Direct, trusting this test's certificate: the downgrade is the redirect's, not the proxy's.
    const direct = (): ProxyRoute => ({
      key: 'direct',
      agentFor: (protocol) => (protocol === 'https:' ? new https.Agent({ ca }) : new http.Agent()),
      redirectedToHosts: ['localhost'],
    });
    const res = await fetchThrough(direct(), `https://localhost:${securePort}/down-to-plain`, init());
    expect(await res.text()).toBe('answered /landed');
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/down-to-plain', 'Basic dXBzdHJlYW0='],
      ['/landed', undefined],
    ]);
  });
});
