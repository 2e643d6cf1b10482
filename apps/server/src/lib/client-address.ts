import { isIPv6 } from 'node:net';

/**
 * The key under which limits count a client address. An IPv6 host is usually given a whole /64
 * and can pick any address in it, so a /64 counts as one address; an IPv4 address written as
 * IPv6 (::ffff:a.b.c.d) counts as the IPv4 address it is.
 */
export function clientAddressKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in any of its written forms. */
function ipv6Groups(address: string): number[] {
  // The URL parser writes IPv6 in one canonical form: hexadecimal groups, at most one "::".
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}
