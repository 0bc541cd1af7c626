import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '@wac/contract';

/** A new generic endpoint's secret: 32 random bytes, shown to its owner once. */
export function createSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `v1=` + hex HMAC-SHA256 of `<timestamp>.<body>` under the endpoint's secret (ADR 0215): the
 * timestamp is signed with the body, so an old request replayed later fails the receiver's
 * freshness check and cannot be re-dated.
 */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `v1=${mac}`;
}

/**
 * What a receiver does (docs/webhooks.md shows it): recompute, compare in constant time, and
 * refuse a timestamp more than the tolerance away from its clock.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature: string; timestamp: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhookBody(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
