import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** Whether an address (a hop counted from the socket's peer) is a reverse proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The trust of `ARCA_TRUSTED_PROXIES`: undefined when none is listed, and X-Forwarded-* means nothing. */
export function trustOf(proxies: readonly string[]): TrustProxy | undefined {
  return proxies.length > 0 ? proxyAddr.compile([...proxies]) : undefined;
}

/** A header set more than once counts by its last value, as Fastify reads it. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value.join(',') : value;
  if (!header) return undefined;
  return header.slice(header.lastIndexOf(',') + 1).trim();
}

/**
 * The client's address, and the scheme and host it used: what Fastify's `request.ip`, `protocol`
 * and `host` say with the same trust, for answers given before Fastify (plugins/front-door.ts),
 * which must name the same client and build the same URLs.
 */
export function clientAddress(request: IncomingMessage, trust: TrustProxy | undefined): string {
  if (!trust) return request.socket.remoteAddress ?? '';
  const chain = proxyAddr.all(request, trust);
  return chain[chain.length - 1] ?? '';
}

export function requestOrigin(request: IncomingMessage, trust: TrustProxy | undefined): string {
  const socket = request.socket;
  const proxied = trust?.(socket.remoteAddress ?? '', 0) === true;
  const protocol = (proxied && lastEntry(request.headers['x-forwarded-proto'])) || undefined;
  const host = (proxied && lastEntry(request.headers['x-forwarded-host'])) || undefined;
  return `${protocol ?? ((socket as TLSSocket).encrypted ? 'https' : 'http')}://${host ?? request.headers.host ?? ''}`;
}
