import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless an operator allows it: the machine itself, private
 * and shared networks, link-local (cloud metadata services live there), and the unusable ranges.
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
