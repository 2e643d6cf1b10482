import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/**
 * The one guard against server-side request forgery, for every address an administrator or a
 * user can point the server at: webhooks, remote repositories, git integrations, OAuth and Crowd.
 *
 * Addresses refused unless an operator allows them: the machine itself, private and shared
 * networks, link-local (cloud metadata services live there), and the unusable ranges.
 * BlockList also matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against the IPv4 rules.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and 6to4 embed IPv4 addresses, private ones included.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolution = { ok: true; target: ResolvedTarget } | { ok: false; refused: boolean; error: string };

/** `[::1]` as URL.hostname gives it, without the brackets. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * Resolves the host once and checks every address it has, so a name with one public and one
 * private address is refused; the connection then goes to the address checked here, never to a
 * second resolution that could answer differently.
 */
export async function resolveTarget(
  hostname: string,
  allowPrivate: boolean,
  privateMessage: (host: string) => string,
): Promise<Resolution> {
  const host = bareHost(hostname);
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      return {
        ok: false,
        refused: false,
        error: `cannot resolve '${host}': ${(error as NodeJS.ErrnoException).code ?? 'failed'}`,
      };
    }
  }
  const first = addresses[0];
  if (!first) return { ok: false, refused: false, error: `cannot resolve '${host}'` };
  if (!allowPrivate && addresses.some((entry) => isRefusedAddress(entry.address))) {
    return { ok: false, refused: true, error: privateMessage(host) };
  }
  return { ok: true, target: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/** An outbound request refused because its target is on a network it may not reach. */
export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

type Allowance = () => boolean | Promise<boolean>;

/**
 * Outbound requests of one kind (remote repositories and integrations): `check` before each
 * request and each redirect, and, for direct connections, agents whose every connection goes to
 * an address checked as it was resolved, so a name cannot resolve to a public address for the
 * check and to a private one for the connection.
 */
export class OutboundGuard {
  readonly #allowPrivate: Allowance;
  readonly #message: (host: string) => string;
  readonly #agents: Record<'http:' | 'https:', http.Agent>;

  constructor(allowPrivate: Allowance, message: (host: string) => string) {
    this.#allowPrivate = allowPrivate;
    this.#message = message;
    const lookup = this.#lookup();
    this.#agents = {
      'http:': new http.Agent({ keepAlive: true, lookup }),
      'https:': new https.Agent({ keepAlive: true, lookup }),
    };
  }

  /** Whoever is allowed everything: tests and instances whose operator said so. */
  static allowingAll(): OutboundGuard {
    return new OutboundGuard(
      () => true,
      (host) => host,
    );
  }

  /**
   * Refuses a target on a private network. `viaProxy`: the proxy resolves the name, so it is
   * resolved here to be checked; directly, only an IP literal is checked here, since the agent's
   * lookup checks names as it connects.
   */
  async check(url: URL, viaProxy: boolean): Promise<void> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`cannot fetch ${url.protocol} addresses`);
    const host = bareHost(url.hostname);
    if (!viaProxy && isIP(host) === 0) return;
    const allowed = await this.#allowPrivate();
    if (allowed) return;
    const resolution = await resolveTarget(host, false, this.#message);
    if (!resolution.ok) throw resolution.refused ? new RefusedTarget(resolution.error) : new Error(resolution.error);
  }

  /**
   * One direct request, answered as `fetch` answers but never redirected: for calls that carry a
   * credential in their body or headers (OAuth token exchange, Crowd), which have no reason to be
   * sent on elsewhere.
   */
  async fetch(
    address: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const url = new URL(address);
    await this.check(url, false);
    const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
    const headers = { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(
        url,
        { method: init.method ?? 'GET', headers, agent: this.agentFor(url.protocol), signal: init.signal },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
    return responseOf(answer);
  }

  /** The shared agent for direct connections to targets of that protocol. */
  agentFor(protocol: string): http.Agent {
    return protocol === 'https:' ? this.#agents['https:'] : this.#agents['http:'];
  }

  /** Closes the idle connections of the direct agents (the server stops). */
  close(): void {
    this.#agents['http:'].destroy();
    this.#agents['https:'].destroy();
  }

  #lookup(): LookupFunction {
    return (hostname, options, callback) => {
      const answer = (error: Error | null, addresses: { address: string; family: number }[]) => {
        const first = addresses[0];
        if (error || !first) return callback(error ?? new Error(`cannot resolve '${hostname}'`), '', 4);
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      };
      void (async () => {
        const found = await lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 });
        if (!(await this.#allowPrivate()) && found.some((entry) => isRefusedAddress(entry.address))) {
          throw new RefusedTarget(this.#message(hostname));
        }
        return found;
      })().then(
        (found) => answer(null, found),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error)), []),
      );
    };
  }
}

/** Statuses a Response may not carry a body with. */
const BODILESS = new Set([101, 204, 205, 304]);

/** An answer of node:http as the Response `fetch` would have given. */
export function responseOf(answer: http.IncomingMessage): Response {
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
