import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import { type AddressRange, REFUSED_IPV4, REFUSED_IPV6 } from './outbound-guard-ranges.ts';

/**
 * The one guard against server-side request forgery, for every address an administrator or a
 * user can point the server at: webhooks, remote repositories, git integrations, OAuth and Crowd.
 *
 * Refused unless an operator allows private targets: the special-purpose networks of the IANA
 * registries (outbound-guard-ranges.ts) and every address of this machine, whatever its network.
 */
const refused = { ipv4: blockListOf(REFUSED_IPV4, 'ipv4'), ipv6: blockListOf(REFUSED_IPV6, 'ipv6') };

/**
 * One list per family: a BlockList checks an IPv4 address against its IPv6 rules as IPv4-mapped,
 * so 8.8.8.8 would fall in ::/3.
 */
function blockListOf(ranges: readonly AddressRange[], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

/** This machine's addresses as they are now, so an interface brought up later counts too. */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.lastIndexOf(':') < text.lastIndexOf('.') ? text.slice(text.lastIndexOf(':') + 1) : undefined;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d), which a dual-stack
 * socket sends there, and the well-known NAT64 prefix (64:ff9b::a.b.c.d), which a translator
 * sends there. That IPv4 address is what must be checked.
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !nat64) return undefined;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/**
 * Whether the server must not connect to this address when private targets are not allowed.
 * `ownAddresses`: this machine's addresses, read at each check.
 */
export function isRefusedAddress(address: string, ownAddresses: () => Iterable<string> = machineAddresses): boolean {
  // A zone (fe80::1%eth0) names an interface, not a network: the address before it decides.
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 0) return true;
  const inside = family === 6 ? embeddedIpv4(bare) : undefined;
  if (inside !== undefined) return isRefusedAddress(inside, ownAddresses);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (refused[type].check(bare, type)) return true;
  const own = new BlockList();
  for (const mine of ownAddresses()) {
    const mineBare = mine.split('%')[0] ?? '';
    if (isIP(mineBare) === family) own.addAddress(mineBare, type);
  }
  return own.check(bare, type);
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
