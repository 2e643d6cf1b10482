/** A network as `[first address, prefix length, what the registry calls it]`. */
export type AddressRange = readonly [network: string, prefix: number, name: string];

/**
 * IPv4 networks the server never reaches unless an operator allows private targets: every entry of
 * the IANA IPv4 Special-Purpose Address Registry (RFC 6890 and its updates) that is not globally
 * reachable, the registry's few globally reachable infrastructure entries as well (anycast relays
 * and DNS sinks, where no upstream or webhook receiver lives), and multicast from the IANA IPv4
 * Multicast Address Space Registry. Sub-entries of a listed block (192.0.0.0/29, 192.0.0.170/32…)
 * are covered by it.
 */
export const REFUSED_IPV4: readonly AddressRange[] = [
  ['0.0.0.0', 8, '"This network" (RFC 791), 0.0.0.0/32 "this host" included'],
  ['10.0.0.0', 8, 'Private-Use (RFC 1918)'],
  ['100.64.0.0', 10, 'Shared Address Space (RFC 6598)'],
  ['127.0.0.0', 8, 'Loopback (RFC 1122)'],
  ['169.254.0.0', 16, 'Link Local (RFC 3927), where cloud metadata services answer'],
  ['172.16.0.0', 12, 'Private-Use (RFC 1918)'],
  [
    '192.0.0.0',
    24,
    'IETF Protocol Assignments (RFC 6890), with its service continuity, dummy, anycast and NAT64 discovery entries',
  ],
  ['192.0.2.0', 24, 'Documentation TEST-NET-1 (RFC 5737)'],
  ['192.31.196.0', 24, 'AS112-v4 (RFC 7535)'],
  ['192.52.193.0', 24, 'AMT (RFC 7450)'],
  ['192.88.99.0', 24, 'Deprecated 6to4 Relay Anycast (RFC 7526)'],
  ['192.168.0.0', 16, 'Private-Use (RFC 1918)'],
  ['192.175.48.0', 24, 'Direct Delegation AS112 Service (RFC 7534)'],
  ['198.18.0.0', 15, 'Benchmarking (RFC 2544)'],
  ['198.51.100.0', 24, 'Documentation TEST-NET-2 (RFC 5737)'],
  ['203.0.113.0', 24, 'Documentation TEST-NET-3 (RFC 5737)'],
  ['224.0.0.0', 4, 'Multicast (RFC 5771)'],
  ['240.0.0.0', 4, 'Reserved (RFC 1112)'],
  ['255.255.255.255', 32, 'Limited Broadcast (RFC 919)'],
];

/**
 * IPv6 networks refused the same way: the entries of the IANA IPv6 Special-Purpose Address
 * Registry (RFC 6890 and its updates), the whole of 2001::/23 with the anycast and identifier
 * blocks inside it, and, from the IANA IPv6 Address Space Registry, everything outside the global
 * unicast space 2000::/3 (reserved, unique-local, link-local, deprecated site-local, multicast).
 *
 * Not listed, because the IPv4 address inside decides (see `embeddedIpv4`): IPv4-mapped
 * ::ffff:0:0/96 (RFC 4291), which a dual-stack socket sends to that IPv4 address, and the
 * well-known NAT64 prefix 64:ff9b::/96 (RFC 6052), which a translator sends there too.
 */
export const REFUSED_IPV6: readonly AddressRange[] = [
  ['::', 128, 'Unspecified Address (RFC 4291)'],
  ['::1', 128, 'Loopback Address (RFC 4291)'],
  ['::', 96, 'Deprecated IPv4-compatible addresses (RFC 4291)'],
  ['64:ff9b:1::', 48, 'Local-use IPv4/IPv6 Translation (RFC 8215)'],
  ['100::', 64, 'Discard-Only Address Block (RFC 6666)'],
  ['100:0:0:1::', 64, 'Dummy IPv6 Prefix (RFC 9780)'],
  [
    '2001::',
    23,
    'IETF Protocol Assignments (RFC 2928): Teredo, PCP, TURN and DNS-SD anycast, benchmarking, AMT, AS112-v6, ORCHID, ORCHIDv2, drone remote ID',
  ],
  ['2001:db8::', 32, 'Documentation (RFC 3849)'],
  ['2002::', 16, '6to4 (RFC 3056), which embeds any IPv4 address'],
  ['2620:4f:8000::', 48, 'Direct Delegation AS112 Service (RFC 7534)'],
  ['3fff::', 20, 'Documentation (RFC 9637)'],
  ['5f00::', 16, 'Segment Routing (SRv6) SIDs (RFC 9602)'],
  ['fc00::', 7, 'Unique-Local (RFC 4193)'],
  ['fe80::', 10, 'Link-Local Unicast (RFC 4291)'],
  ['fec0::', 10, 'Deprecated site-local (RFC 3879)'],
  ['ff00::', 8, 'Multicast (RFC 4291)'],
  // The IPv6 Address Space Registry: all but 2000::/3 is reserved or one of the kinds above.
  ['::', 3, 'Outside global unicast: reserved by the IETF'],
  ['4000::', 2, 'Outside global unicast: reserved by the IETF, unique-local, link-local, multicast'],
  ['8000::', 1, 'Outside global unicast: reserved by the IETF, unique-local, link-local, multicast'],
];
