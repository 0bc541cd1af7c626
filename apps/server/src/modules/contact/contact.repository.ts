import type { Queryable } from '../../db/pool';

export type NewContactMessage = {
  name: string;
  email: string;
  message: string;
  ip: string | null;
  userAgent: string | null;
};

export async function insertContactMessage(
  db: Queryable,
  message: NewContactMessage,
): Promise<{ id: number; created_at: Date }> {
  const { rows } = await db.query<{ id: number; created_at: Date }>(
    `INSERT INTO contact_messages (name, email, message, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
    [message.name, message.email, message.message, message.ip, message.userAgent],
  );
  return rows[0]!;
}

/** Records that the message was handed to the mail queue (delivery itself is retried there). */
export async function markContactMessageEmailed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE contact_messages SET emailed_at = now() WHERE id = $1', [id]);
}

/** Retention (Privacy Policy): the table is small, so a scan on each new message is cheap. */
export async function deleteContactMessagesOlderThan(db: Queryable, months: number): Promise<void> {
  await db.query(
    `DELETE FROM contact_messages WHERE created_at < now() - make_interval(months => $1)`,
    [months],
  );
}

export type ListedContactMessage = {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Date;
  emailed_at: Date | null;
};

/** The newest stored messages first, for the staff command that reads them (ADR 0341). */
export async function findRecentContactMessages(
  db: Queryable,
  limit: number,
): Promise<ListedContactMessage[]> {
  const { rows } = await db.query<ListedContactMessage>(
    `SELECT id, name, email, message, created_at, emailed_at
     FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
