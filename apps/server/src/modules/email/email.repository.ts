import type { Queryable } from '../../db/pool';

/**
 * Claims an idempotency key inside the caller's transaction. A concurrent claim of the same key
 * waits on the primary key until this transaction ends, then finds it taken. False when the
 * message was already sent.
 */
export async function claimEmailKey(
  db: Queryable,
  claim: { key: string; recipient: string; subject: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO sent_emails (idempotency_key, recipient, subject)
     VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING`,
    [claim.key, claim.recipient, claim.subject],
  );
  return rowCount === 1;
}

export async function recordEmailSent(db: Queryable, key: string, messageId: string) {
  await db.query(
    'UPDATE sent_emails SET message_id = $2, sent_at = now() WHERE idempotency_key = $1',
    [key, messageId],
  );
}

export async function hasEmailBeenSent(db: Queryable, key: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM sent_emails WHERE idempotency_key = $1', [
    key,
  ]);
  return rowCount === 1;
}
