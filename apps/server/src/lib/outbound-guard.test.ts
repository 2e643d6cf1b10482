import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchThrough } from '../modules/proxies/fetch-through.ts';
import { isRefusedAddress, OutboundGuard, RefusedTarget } from './outbound-guard.ts';

let server: http.Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/to-other-loopback') {
      response.writeHead(302, { location: `http://127.0.0.2:${port}/landed` });
      response.end();
      return;
    }
    if (request.url === '/to-same-loopback') {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/landed` });
      response.end();
      return;
    }
    response.end('answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const refusing = () =>
  new OutboundGuard(
    () => false,
    (host) => `refused ${host}`,
  );
const init = (guard: OutboundGuard) => ({ headers: {}, signal: AbortSignal.timeout(5000), guard });

describe('the outbound guard', () => {
  it('knows the loopback, private, shared, link-local and unusable ranges, mapped IPv6 included', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not-an-ip']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses an address literal before connecting, and a name that resolves to loopback as it connects', async () => {
    const guard = refusing();
    try {
      hits.length = 0;
      await expect(guard.fetch(`http://127.0.0.1:${port}/literal`)).rejects.toThrow(RefusedTarget);
      await expect(guard.fetch('http://169.254.169.254/latest/meta-data/')).rejects.toThrow('refused 169.254.169.254');
      await expect(guard.fetch(`http://localhost:${port}/by-name`)).rejects.toThrow('refused localhost');
      await expect(fetchThrough(undefined, `http://localhost:${port}/by-name`, init(guard))).rejects.toThrow(
        'refused localhost',
      );
      expect(hits).toEqual([]);
    } finally {
      guard.close();
    }
  });

  it('asks again at every redirect, so an allowed address cannot send the request on to a refused one', async () => {
    // Allowed for the first address only: the redirect's target is checked on its own.
    let asked = 0;
    const guard = new OutboundGuard(
      () => ++asked === 1,
      (host) => `refused ${host}`,
    );
    try {
      hits.length = 0;
      await expect(fetchThrough(undefined, `http://127.0.0.1:${port}/to-other-loopback`, init(guard))).rejects.toThrow(
        'refused 127.0.0.2',
      );
      expect(hits).toEqual(['/to-other-loopback']);
      expect(asked).toBe(2);
    } finally {
      guard.close();
    }
  });

  it('lets everything through when the operator allows private targets', async () => {
    const guard = new OutboundGuard(
      () => true,
      (host) => `refused ${host}`,
    );
    try {
      const direct = await guard.fetch(`http://127.0.0.1:${port}/allowed`, { method: 'POST', body: '{}' });
      expect(await direct.text()).toBe('answered');
      const followed = await fetchThrough(undefined, `http://127.0.0.1:${port}/to-same-loopback`, init(guard));
      expect(await followed.text()).toBe('answered');
    } finally {
      guard.close();
    }
  });
});
