import { lookup as lookupCallback } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no tenant URL may point at: private, loopback, link-local, shared (CGNAT), documentation, benchmarking,
 * multicast and reserved ranges (IANA special-purpose registries). This is the early answer at creation; the delivery
 * agent (webhook-http.ts) checks every connection's address again with the same rules after its own DNS lookup.
 */
const NOT_PUBLIC_IPV4 = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
IPV4.forEach(([network, prefix]) => NOT_PUBLIC_IPV4.addSubnet(network, prefix, 'ipv4'));

/**
 * IPv6 is public only inside global unicast 2000::/3, which leaves out by construction the unspecified and loopback
 * addresses, IPv4-compatible ::a.b.c.d (`[::127.0.0.1]`), site-local fec0::/10, unique-local fc00::/7, link-local,
 * multicast, discard-only 100::/64, local-use NAT64 64:ff9b:1::/48 and whatever else is not assigned for the
 * internet. Inside it: the IETF protocol block 2001::/23 (Teredo, benchmarking, ORCHID), documentation 2001:db8::/32
 * and 3fff::/20, and 6to4 2002::/16 (an IPv4 address of any kind inside) are refused too.
 */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');
const NOT_PUBLIC_IPV6 = new BlockList();
const IPV6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];
IPV6.forEach(([network, prefix]) => NOT_PUBLIC_IPV6.addSubnet(network, prefix, 'ipv6'));

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part and a zone id read). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head, tail] = text.split('::') as [string, string | undefined];
  if (tail === undefined) return groups(head);
  const front = groups(head);
  const back = groups(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address stands for, which decides instead: IPv4-mapped ::ffff:a.b.c.d (the socket is an
 * IPv4 one) and the well-known NAT64 prefix 64:ff9b::/96 (the translator connects to the IPv4 address).
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return undefined;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/** Whether an IP address is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_IPV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  const bare = groups.map((g) => g.toString(16)).join(':');
  return GLOBAL_UNICAST.check(bare, 'ipv6') && !NOT_PUBLIC_IPV6.check(bare, 'ipv6');
}

export type HostCheck = { ok: true } | { ok: false; reason: 'unresolvable' | 'not_public'; address?: string };

/** Resolves a URL's host (or takes its IP literal) and checks every address it resolves to. */
export async function checkPublicHost(hostname: string): Promise<HostCheck> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return { ok: false, reason: 'unresolvable' };
  }
  const blocked = addresses.find((address) => !isPublicAddress(address));
  return blocked === undefined && addresses.length > 0
    ? { ok: true }
    : { ok: false, reason: 'not_public', address: blocked };
}

/** Why a connection to `address` is refused; the text of the delivery attempt's error. */
export const notPublicMessage = (address: string, host: string): string =>
  `The address ${address}${host === address ? '' : ` of ${host}`} is not public (private, loopback, link-local or reserved).`;

/**
 * A socket's DNS lookup (net/tls `lookup` option) that fails when any address the host resolves to is not public:
 * connections check the address they are about to use, so a host that resolved to a public address when its URL was
 * registered cannot be rebound to an internal one later.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(new Error(notPublicMessage(refused?.address ?? 'none', hostname)), '');
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
