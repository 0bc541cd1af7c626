import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which X-Forwarded-For hops to believe (ADR 0056): `false` (the socket address is the client),
 * a hop count (the client is that many proxies back from the socket) or the proxies' own
 * addresses. Never "every hop": that let any client name its own address, and so reset its
 * per-address limits, by sending the header itself.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's (Fastify's) names for address ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0' || lower === 'no') return false;
    if (/^\d+$/.test(lower)) return Math.min(Number(lower), 10);
    if (lower === 'true' || lower === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY no longer takes "true" (it believed every X-Forwarded-For hop, so clients ' +
          'could choose their own address): give the number of proxies in front of WAC (usually ' +
          '1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24).',
      });
      return z.NEVER;
    }
    const entries = lower.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Not a hop count, address or CIDR range: ${invalid.join(', ')}.`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify refuses bare hop counts (a client that reaches
 * the app directly could send enough hops itself), so a count is given as a function: WAC must
 * then be reachable only through those proxies (HOST defaults to 127.0.0.1; README says so).
 */
export function toFastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
