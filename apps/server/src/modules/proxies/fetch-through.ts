import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ProxyRoute } from './outbound-proxies.ts';

const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses a Response may not carry a body with. */
const BODILESS = new Set([101, 204, 205, 304]);

function get(url: URL, headers: Record<string, string>, agent: http.Agent, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, { method: 'GET', headers, agent, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function responseOf(answer: http.IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const status = answer.statusCode ?? 502;
  if (BODILESS.has(status)) {
    answer.resume();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(answer) as ReadableStream<Uint8Array>, { status, headers });
}

/**
 * A GET through a forward proxy, answered as `fetch` answers, redirects followed. Like `fetch`, the
 * upstream's Authorization is not sent on to another host, unless the proxy lists that host among
 * its redirect hosts (Artifactory's `redirectedToHosts`).
 */
export async function fetchThrough(
  route: ProxyRoute,
  address: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
): Promise<Response> {
  let url = new URL(address);
  const origin = url.host.toLowerCase();
  let headers = { ...init.headers };
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`cannot fetch ${url.protocol} addresses`);
    const answer = await get(url, headers, route.agentFor(url.protocol), init.signal);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.statusCode ?? 0) || !location) return responseOf(answer);
    answer.resume();
    if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
    url = new URL(location, url);
    const host = url.hostname.toLowerCase();
    const trusted = url.host.toLowerCase() === origin || route.redirectedToHosts.some((h) => h.toLowerCase() === host);
    if (!trusted) {
      const { authorization: _dropped, ...rest } = headers;
      headers = rest;
    }
  }
}
