import dns from 'node:dns';
import net from 'node:net';

// Everything that is not the public internet: private, shared, loopback, link-local, multicast,
// documentation and reserved ranges, plus IPv6 forms that can wrap an IPv4 address (mapped,
// NAT64, 6to4), so a portal host that resolves (or rebinds) inward is never connected to.
const FORBIDDEN_IPV4 = [
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
] as const;

const FORBIDDEN_IPV6 = [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const;

// Separate lists: a BlockList matches IPv4 addresses against IPv6 rules through their mapped
// form, so one shared list holding ::ffff:0:0/96 would refuse every IPv4 address.
const forbiddenIpv4 = new net.BlockList();
for (const [prefix, bits] of FORBIDDEN_IPV4) forbiddenIpv4.addSubnet(prefix, bits, 'ipv4');
const forbiddenIpv6 = new net.BlockList();
for (const [prefix, bits] of FORBIDDEN_IPV6) forbiddenIpv6.addSubnet(prefix, bits, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type AddressRules = { allowLoopback: boolean };

/** True for any address we must not connect to (and for anything that is not an IP at all). */
export function isForbiddenAddress(address: string, rules: AddressRules): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (rules.allowLoopback && loopback.check(address, type)) return false;
  return family === 4 ? forbiddenIpv4.check(address, type) : forbiddenIpv6.check(address, type);
}

/** Exact host names, or `.example.gov.uk` entries that also match every subdomain. */
export function isHostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  return allowedHosts.some((entry) =>
    entry.startsWith('.') ? host === entry.slice(1) || host.endsWith(entry) : host === entry,
  );
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
}

/**
 * A `lookup` for http.request that resolves the name and refuses the connection when any
 * address is forbidden. Checking at connect time (not before) means a DNS answer that changes
 * between check and use cannot slip through.
 */
export function createGuardedLookup(rules: AddressRules): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = addresses.find((entry) => isForbiddenAddress(entry.address, rules));
      if (blocked || addresses.length === 0) {
        const reason = `${hostname} resolves to an address that is not allowed`;
        return callback(new ForbiddenAddressError(reason), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}
