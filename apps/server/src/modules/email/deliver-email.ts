import type { Env } from '../../config/env';
import { type Pool, withTransaction } from '../../db/pool';
import { claimEmailKey, recordEmailSent } from './email.repository';
import type { EmailMessage } from './email-message';
import { emailDeliveries } from './email-metrics';
import { getMailTransport } from './mail-transport';

export type DeliveryDeps = { db: Pool; env: Env };

/**
 * The advisory lock a delivery of `key` holds until its transaction ends: a send-email job whose
 * lock is free is not being sent by anyone (`failAbandonedJobs`, ADR 0165).
 */
export const emailDeliveryLockKey = (key: string) => `wac-email:${key}`;

/**
 * Sends `message` unless its key was sent before. The key is claimed in a transaction that stays
 * open while the mail goes out: a failed send rolls the claim back (so the retry sends), and a
 * duplicate job waits, then skips. Only a crash between the SMTP answer and the commit can
 * repeat a message, which no SMTP client can rule out.
 */
export async function deliverEmailOnce(
  deps: DeliveryDeps,
  message: EmailMessage,
): Promise<'sent' | 'already-sent'> {
  return withTransaction(deps.db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      emailDeliveryLockKey(message.key),
    ]);
    const isClaimed = await claimEmailKey(client, {
      key: message.key,
      recipient: message.to,
      subject: message.subject,
    });
    if (!isClaimed) return 'already-sent';
    const { messageId } = await getMailTransport(deps.env)
      .deliver(message)
      .catch((error: unknown) => {
        emailDeliveries.inc({ result: 'failed' });
        throw error;
      });
    emailDeliveries.inc({ result: 'sent' });
    await recordEmailSent(client, message.key, messageId);
    return 'sent';
  });
}
