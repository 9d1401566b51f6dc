import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The ranges that are not on the public internet, from IANA's special-purpose address registries: IPv4, and the
 * parts of IPv6's global unicast range (2000::/3) that are not global either.
 */
const NOT_PUBLIC: readonly (readonly [network: string, prefix: number])[] = [
  ['0.0.0.0', 8], // this network (0.0.0.0 reaches the host itself)
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC)
  notPublic.addSubnet(network, prefix, isIPv4(network) ? 'ipv4' : 'ipv6');

/** IPv6's global unicast range: everything outside it (loopback, unique local, link-local, multicast) is not public. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** An IPv6 address that carries an IPv4 one: IPv4-mapped (::ffff:0:0/96) or NAT64's (64:ff9b::/96). */
const EMBEDDED_IPV4 = /^(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** The IPv4 address an IPv6 address carries, read from its canonical form (`::ffff:7f00:1` is 127.0.0.1). */
const embeddedIpv4 = (ipv6: string): string | undefined => {
  const match = EMBEDDED_IPV4.exec(new URL(`http://[${ipv6}]/`).hostname.slice(1, -1));
  if (!match) return undefined;
  const [high, low] = match.slice(1).map((group) => Number.parseInt(group, 16));
  return [high, low].flatMap((half = 0) => [half >> 8, half & 255]).join('.');
};

/**
 * Whether an IP address is on the public internet: not loopback, private, link-local, multicast, carrier-grade
 * NAT, documentation or otherwise special; an IPv6 address that carries an IPv4 one is judged by that one. Anything
 * that is no IP address (or has a zone, `fe80::1%eth0`) is not.
 */
export const isPublicAddress = (address: string): boolean => {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (!isIPv6(address) || address.includes('%')) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
};
