import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses no tenant URL may point at: private, loopback, link-local, shared (CGNAT), documentation, benchmarking,
 * multicast and reserved ranges (IANA special-purpose registries). IPv4-mapped IPv6 addresses are checked against the
 * IPv4 rules by BlockList itself. This is the early answer at creation; the delivery agent (request-filtering-agent)
 * checks every connection again after its own DNS lookup.
 */
const NOT_PUBLIC = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const IPV6: [string, number][] = [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
];
IPV4.forEach(([network, prefix]) => NOT_PUBLIC.addSubnet(network, prefix, 'ipv4'));
IPV6.forEach(([network, prefix]) => NOT_PUBLIC.addSubnet(network, prefix, 'ipv6'));

/** Whether an IP address is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
  return blocked === undefined && addresses.length > 0 ? { ok: true } : { ok: false, reason: 'not_public', address: blocked };
}
