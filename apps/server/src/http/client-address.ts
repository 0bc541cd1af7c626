import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The key a client's address is counted under by every per-address limit. `request.ip` is the
 * socket address, or the address TRUST_PROXY's hops vouch for (ADR 0056). An IPv6 client is
 * counted by its /64 network: one home or server is normally handed a whole /64, so counting
 * single IPv6 addresses would give one attacker billions of fresh buckets.
 */
export function clientAddressKey(request: Pick<FastifyRequest, 'ip'>): string {
  return addressKey(request.ip);
}

export function addressKey(address: string): string {
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIPv4) return mappedIPv4;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without zone, as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const toGroups = (part: string) => (part ? part.split(':') : []);
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; others are rare) counts as two groups.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return groups.map((group) =>
    /^[0-9a-f]+$/.test(group) ? Number.parseInt(group, 16).toString(16) : group,
  );
}
