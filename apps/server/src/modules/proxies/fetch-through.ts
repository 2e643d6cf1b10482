import http from 'node:http';
import https from 'node:https';
import { type OutboundGuard, responseOf } from '../../lib/outbound-guard.ts';
import type { ProxyRoute } from './outbound-proxies.ts';

const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function get(url: URL, headers: Record<string, string>, agent: http.Agent, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, { method: 'GET', headers, agent, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/**
 * A GET through a forward proxy, or directly without one, answered as `fetch` answers, redirects
 * followed. Like `fetch`, the upstream's Authorization is not sent on to another host, unless the
 * proxy lists that host among its redirect hosts (Artifactory's `redirectedToHosts`). The guard
 * checks the address and every redirect, so a redirect cannot lead to a network it refuses.
 */
export async function fetchThrough(
  route: ProxyRoute | undefined,
  address: string,
  init: { headers: Record<string, string>; signal: AbortSignal; guard: OutboundGuard },
): Promise<Response> {
  let url = new URL(address);
  const origin = url.host.toLowerCase();
  const { guard } = init;
  let headers = { ...init.headers };
  for (let hop = 0; ; hop++) {
    await guard.check(url, route !== undefined);
    const agent = route ? route.agentFor(url.protocol) : guard.agentFor(url.protocol);
    const answer = await get(url, headers, agent, init.signal);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.statusCode ?? 0) || !location) return responseOf(answer);
    answer.resume();
    if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
    url = new URL(location, url);
    const host = url.hostname.toLowerCase();
    const trusted =
      url.host.toLowerCase() === origin || (route?.redirectedToHosts.some((h) => h.toLowerCase() === host) ?? false);
    if (!trusted) {
      const { authorization: _dropped, ...rest } = headers;
      headers = rest;
    }
  }
}
