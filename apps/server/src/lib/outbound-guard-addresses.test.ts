import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusedAddress, OutboundGuard, RefusedTarget, resolveTarget } from './outbound-guard.ts';

/** One address inside each range of the IANA special-purpose registries that is refused. */
const refusedSamples: readonly [range: string, address: string][] = [
  ['0.0.0.0/8 this network', '0.1.2.3'],
  ['0.0.0.0/32 this host', '0.0.0.0'],
  ['10.0.0.0/8 private-use', '10.200.3.4'],
  ['100.64.0.0/10 shared address space', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.8.9.10'],
  ['169.254.0.0/16 link-local, cloud metadata', '169.254.169.254'],
  ['172.16.0.0/12 private-use', '172.31.255.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.9'],
  ['192.0.0.170/32 NAT64/DNS64 discovery', '192.0.0.170'],
  ['192.0.2.0/24 documentation TEST-NET-1', '192.0.2.77'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private-use', '192.168.1.1'],
  ['192.175.48.0/24 direct delegation AS112', '192.175.48.6'],
  ['198.18.0.0/15 benchmarking', '198.19.200.1'],
  ['198.51.100.0/24 documentation TEST-NET-2', '198.51.100.10'],
  ['203.0.113.0/24 documentation TEST-NET-3', '203.0.113.200'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
  ['240.0.0.0/4 reserved', '250.1.2.3'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
  ['::/128 unspecified', '::'],
  ['::1/128 loopback', '::1'],
  ['::ffff:0:0/96 IPv4-mapped, private inside', '::ffff:10.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped, loopback inside, written in hex', '::ffff:7f00:1'],
  ['::ffff:0:0/96 IPv4-mapped, documentation inside', '::ffff:192.0.2.1'],
  ['::/96 deprecated IPv4-compatible', '::7f00:1'],
  ['64:ff9b::/96 IPv4-IPv6 translation, private inside', '64:ff9b::a00:1'],
  ['64:ff9b::/96 IPv4-IPv6 translation, metadata inside', '64:ff9b::169.254.169.254'],
  ['64:ff9b:1::/48 local-use IPv4-IPv6 translation', '64:ff9b:1::808:808'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments', '2001:1ff::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:1::1/128 port control protocol anycast', '2001:1::1'],
  ['2001:2::/48 benchmarking', '2001:2::10'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 deprecated ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 drone remote ID', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8:85a3::8a2e:370:7334'],
  ['2002::/16 6to4', '2002:c000:0201::1'],
  ['2620:4f:8000::/48 direct delegation AS112', '2620:4f:8000::42'],
  ['3fff::/20 documentation', '3fff:fff::1'],
  ['5f00::/16 segment routing SIDs', '5f00:1::1'],
  ['fc00::/7 unique-local', 'fd12:3456:789a::1'],
  ['fe80::/10 link-local', 'fe80::1'],
  ['fe80::/10 link-local with a zone', 'fe80::1%eth0'],
  ['fec0::/10 deprecated site-local', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['outside 2000::/3, reserved by the IETF', '4000::1'],
  ['not an address at all', 'not-an-ip'],
];

/** Public addresses, several right beside a refused range. */
const allowedSamples: readonly string[] = [
  '8.8.8.8',
  '93.184.216.34',
  '1.1.1.1',
  '11.0.0.1',
  '100.128.0.1',
  '172.32.0.1',
  '192.0.1.1',
  '192.0.3.1',
  '192.169.0.1',
  '198.17.255.254',
  '198.20.0.1',
  '198.51.101.1',
  '203.0.114.1',
  '223.255.255.254',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2001:4860:4860::8888',
  '2606:2800:220:1:248:1893:25c8:1946',
  '2001:200::1',
  '2001:db9::1',
  '2003::1',
  '3fff:1000::1',
];

describe('the outbound guard decision', () => {
  const noOwnAddresses = () => [];

  it.each(refusedSamples)('L3 refuses %s (%s)', (_range, address) => {
    expect(isRefusedAddress(address, noOwnAddresses)).toBe(true);
  });

  it.each(allowedSamples)('L3 lets the public address %s through', (address) => {
    expect(isRefusedAddress(address, noOwnAddresses)).toBe(false);
  });

  it("L3 refuses the machine's own addresses, read at each check so a new interface counts", () => {
    let own: string[] = [];
    const ownAddresses = () => own;
    expect(isRefusedAddress('93.184.216.34', ownAddresses)).toBe(false);
    own = ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'];
    expect(isRefusedAddress('93.184.216.34', ownAddresses)).toBe(true);
    expect(isRefusedAddress('::ffff:93.184.216.34', ownAddresses)).toBe(true);
    expect(isRefusedAddress('2606:2800:220:1:248:1893:25c8:1946', ownAddresses)).toBe(true);
    expect(isRefusedAddress('2606:2800:220:1:248:1893:25c8:1947', ownAddresses)).toBe(false);
    // Without a list given, the interfaces of this machine as they are now.
    for (const entry of Object.values(networkInterfaces()).flat()) {
      if (entry) expect(isRefusedAddress(entry.address), entry.address).toBe(true);
    }
  });
});

describe('the outbound guard refuses before connecting', () => {
  let sockets = 0;
  const count = () => {
    sockets += 1;
  };
  beforeAll(() => subscribe('net.client.socket', count));
  afterAll(() => unsubscribe('net.client.socket', count));

  it('L3 opens no socket for a refused address, whether fetched directly or resolved for a webhook', async () => {
    const guard = new OutboundGuard(
      () => false,
      (host) => `refused ${host}`,
    );
    try {
      sockets = 0;
      for (const [range, address] of refusedSamples) {
        if (address === 'not-an-ip' || address.includes('%')) continue;
        const host = address.includes(':') ? `[${address}]` : address;
        await expect(guard.fetch(`http://${host}:8080/hook`), range).rejects.toThrow(RefusedTarget);
        const resolution = await resolveTarget(host, false, (name) => `refused ${name}`);
        expect(resolution, range).toMatchObject({ ok: false, refused: true });
      }
      expect(sockets).toBe(0);
    } finally {
      guard.close();
    }
  });
});
