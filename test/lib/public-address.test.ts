import assert from 'node:assert/strict';
import { isPublicAddress } from '../../infra/public-address';

describe("isPublicAddress: the addresses a tenant's webhook may reach", () => {
  it('refuses every IPv6 form of a private, loopback, reserved or translated-private address', () => {
    const refused: Array<[string, string]> = [
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['::127.0.0.1', 'IPv4-compatible loopback'],
      ['::7f00:1', 'IPv4-compatible loopback, as URLs write it'],
      ['::8.8.8.8', 'IPv4-compatible (deprecated) of any kind'],
      ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
      ['::ffff:a00:1', 'IPv4-mapped 10.0.0.1'],
      ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
      ['::ffff:0:7f00:1', 'IPv4-translated (SIIT)'],
      ['fec0::1', 'site-local'],
      ['feff::1', 'site-local, top of fec0::/10'],
      ['fc00::1', 'unique-local'],
      ['fd12:3456::1', 'unique-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local with a zone'],
      ['ff02::1', 'multicast'],
      ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
      ['64:ff9b::10.0.0.1', 'NAT64 of 10.0.0.1'],
      ['64:ff9b:1::808:808', 'local-use NAT64'],
      ['100::1', 'discard-only'],
      ['2001::1', 'Teredo'],
      ['2001:2::1', 'benchmarking'],
      ['2001:db8::1', 'documentation'],
      ['3fff::1', 'documentation'],
      ['2002:7f00:1::1', '6to4'],
      ['1::', 'unassigned'],
      ['4000::1', 'unassigned'],
      ['5f00::1', 'segment routing'],
    ];
    for (const [address, what] of refused) assert.equal(isPublicAddress(address), false, `${address} (${what})`);
  });

  it('refuses private and reserved IPv4 and non-addresses; keeps public addresses of both families and their IPv4 in mapped or NAT64 form', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      'localhost',
      '',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
    ]) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });
});
