import http from 'node:http';
import https from 'node:https';
import { type OutboundGuard, responseOf } from '../../lib/outbound-guard.ts';
import type { ProxyRoute } from './outbound-proxies.ts';

const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** The redirects that keep a POST a POST, with its body; the others would turn it into a GET. */
const BODY_REDIRECTS = new Set([307, 308]);

function send(
  url: URL,
  headers: Record<string, string>,
  agent: http.Agent,
  signal: AbortSignal,
  body: Buffer | undefined,
) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const sent = body === undefined ? headers : { ...headers, 'content-length': String(body.length) };
    const request = transport.request(url, { method: body ? 'POST' : 'GET', headers: sent, agent, signal }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Whether credentials given for `first` may go to `next`, a redirect's target: to the same origin
 * (scheme, host and port), or to a host the proxy lists among its redirect hosts (Artifactory's
 * `redirectedToHosts`), never from https down to http, where anyone on the path could read them.
 */
function mayCarryCredentials(first: URL, next: URL, route: ProxyRoute | undefined): boolean {
  if (next.origin === first.origin) return true;
  if (first.protocol === 'https:' && next.protocol !== 'https:') return false;
  const host = next.hostname.toLowerCase();
  return route?.redirectedToHosts.some((listed) => listed.toLowerCase() === host) ?? false;
}

/**
 * A GET (or a POST of `body`) through a forward proxy, or directly without one, answered as `fetch` answers, redirects
 * followed. `credentials` are the headers that prove who asks (Authorization, a vendor's token
 * header): they go only where `mayCarryCredentials` lets them. The guard checks the address and
 * every redirect, so a redirect cannot lead to a network it refuses.
 */
export async function fetchThrough(
  route: ProxyRoute | undefined,
  address: string,
  init: {
    headers: Record<string, string>;
    credentials?: Record<string, string>;
    signal: AbortSignal;
    guard: OutboundGuard;
    /** A POST of this body instead of a GET (a registry's query, such as npm's audit). */
    body?: Buffer;
  },
): Promise<Response> {
  const first = new URL(address);
  let url = first;
  const { guard } = init;
  for (let hop = 0; ; hop++) {
    await guard.check(url, route !== undefined);
    const agent = route ? route.agentFor(url.protocol) : guard.agentFor(url.protocol);
    const headers = mayCarryCredentials(first, url, route) ? { ...init.headers, ...init.credentials } : init.headers;
    const answer = await send(url, headers, agent, init.signal, init.body);
    const location = answer.headers.location;
    const followed = init.body === undefined ? REDIRECTS : BODY_REDIRECTS;
    if (!followed.has(answer.statusCode ?? 0) || !location) return responseOf(answer);
    answer.resume();
    if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
    url = new URL(location, url);
  }
}
