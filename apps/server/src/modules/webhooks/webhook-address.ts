import dns from 'node:dns/promises';
import net from 'node:net';
import type { Env } from '../../config/env';
import { type AddressRules, isForbiddenAddress } from '../attachments/address-guard';

/**
 * The attachments' SSRF guard applied to webhook endpoints (ADR 0216): https only, to public
 * addresses only. Loopback over http is let through only in tests that ask for it
 * (NODE_ENV=test and WEBHOOK_ALLOW_LOOPBACK), for their fake receivers.
 */
export function webhookAddressRules(env: Pick<Env, 'NODE_ENV' | 'WEBHOOK_ALLOW_LOOPBACK'>) {
  return { allowLoopback: env.NODE_ENV === 'test' && env.WEBHOOK_ALLOW_LOOPBACK };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `text` cannot be a webhook endpoint, in the words the form shows, or null when it can.
 * The name is resolved now so a typo or an inward address is refused at once; every delivery
 * checks again at connect time (createGuardedLookup), so a name that later resolves inward is
 * still never reached.
 */
export async function describeUnusableWebhookUrl(
  text: string,
  rules: AddressRules,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Paste the whole webhook URL, starting https://.';
  }
  const isTestLoopback = rules.allowLoopback && LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol !== 'https:' && !(isTestLoopback && url.protocol === 'http:')) {
    return 'Use an https:// address.';
  }
  if (url.username || url.password) return 'Leave the user name and password out of the URL.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  if (addresses.length === 0) return `We could not find ${host}. Check the address.`;
  if (addresses.some((address) => isForbiddenAddress(address, rules))) {
    return 'Use a public internet address: private, local and reserved addresses are refused.';
  }
  return null;
}

/** The address's host, all the API shows of it (the path of a Slack or Teams URL is a secret). */
export function describeUrlHost(text: string): string {
  try {
    return new URL(text).host;
  } catch {
    return '';
  }
}
