import http from 'node:http';
import https from 'node:https';
import type { WebhookKind } from '@wac/contract';
import { type AddressRules, createGuardedLookup } from '../attachments/address-guard';

/** A receiver that has not answered in this long has failed (its retry comes later). */
const POST_TIMEOUT_MS = 10_000;
/** How much of an answer is read: enough for Slack's `ok` or an error's first words. */
const MAX_ANSWER_BYTES = 2048;

export type PostOutcome = { isDelivered: true } | { isDelivered: false; error: string };

/**
 * Whether a kind's receiver took the message: Slack answers 200 with the text `ok`; a Teams
 * workflow answers 202 (or another 2xx); a generic endpoint any 2xx. Redirects are not
 * followed (each hop would need the guard again, and no receiver of these kinds redirects).
 */
function readOutcome(kind: WebhookKind, status: number, answer: string): PostOutcome {
  const isSuccess = status >= 200 && status < 300;
  if (isSuccess && (kind !== 'slack' || answer.trim() === 'ok')) return { isDelivered: true };
  const text = answer.replace(/\s+/g, ' ').trim().slice(0, 200);
  return { isDelivered: false, error: `HTTP ${status}${text ? `: ${text}` : ''}` };
}

/** POSTs `body` through the SSRF guard and reads the receiver's verdict; never throws. */
export function postWebhook(
  kind: WebhookKind,
  url: string,
  body: string,
  headers: Record<string, string>,
  rules: AddressRules,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ isDelivered: false, error: 'The webhook URL is not valid.' });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'WAC webhooks',
        ...headers,
      },
      lookup: createGuardedLookup(rules),
      timeout: POST_TIMEOUT_MS,
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.once('end', () =>
        resolve(
          readOutcome(
            kind,
            response.statusCode ?? 0,
            Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES),
          ),
        ),
      );
      response.once('error', (error) => resolve({ isDelivered: false, error: error.message }));
    });
    request.once('timeout', () => request.destroy(new Error('No answer within 10 seconds.')));
    // Only the error's message: a URL (the secret) is never put in it by node's http client.
    request.once('error', (error) => resolve({ isDelivered: false, error: error.message }));
    request.end(body);
  });
}
