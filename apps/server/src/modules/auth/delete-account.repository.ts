import type { Queryable } from '../../db/pool';

/** Subscription states that still bill or may bill again, unless set to end with the period. */
const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.password_hash ?? null;
}

/** True when a subscription would go on charging the user after the account is gone. */
export async function hasRenewingSubscription(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM subscriptions
        WHERE user_id = $1 AND status = ANY($2) AND NOT cancel_at_period_end
     ) AS exists`,
    [userId, BILLING_STATUSES],
  );
  return rows[0]?.exists ?? false;
}

/**
 * Removes everything held about the user. Deleting the user row cascades to the profile, session
 * and single-use tokens, favourites, alert profiles and their delivery log, usage counters, the
 * billing customer id and subscription rows (0001_initial.sql). Contact messages sent from the
 * same address go too. The sent-mail log keeps its idempotency keys (so a queued retry still
 * cannot send twice) but loses the address and subject.
 */
export async function deleteUserData(
  db: Queryable,
  user: { id: number; email: string },
): Promise<void> {
  await db.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [user.email]);
  await db.query(
    `UPDATE sent_emails SET recipient = 'deleted-account', subject = ''
      WHERE lower(recipient) = lower($1)`,
    [user.email],
  );
  await db.query('DELETE FROM users WHERE id = $1', [user.id]);
}
