import type { Queryable } from '../../db/pool';

export type ReminderCandidate = {
  item_id: number;
  workspace_id: number;
  workspace_name: string;
  user_id: number;
  email: string;
  first_name: string;
  title: string;
  deadline: Date;
  /** Calendar days from `now` to the deadline, both as UK days. */
  days_left: number;
};

/**
 * Items in an open stage whose owner is active and whose notice's submission deadline is still
 * ahead and at most `horizonDays` UK calendar days away, counted from `now`.
 */
export async function findReminderCandidates(
  db: Queryable,
  now: Date,
  horizonDays: number,
): Promise<ReminderCandidate[]> {
  const { rows } = await db.query<ReminderCandidate>(
    `SELECT i.id::int AS item_id, w.id::int AS workspace_id, w.name AS workspace_name,
            u.id::int AS user_id, u.email::text AS email, u.first_name, o.title,
            o.tender_deadline_date AS deadline,
            ((o.tender_deadline_date AT TIME ZONE 'Europe/London')::date
              - ($1::timestamptz AT TIME ZONE 'Europe/London')::date) AS days_left
       FROM pipeline_items i
       JOIN pipeline_stages s ON s.id = i.stage_id AND s.kind = 'open'
       JOIN workspaces w ON w.id = i.workspace_id
       JOIN opportunities o ON o.id = i.opportunity_id
       JOIN users u ON u.id = i.owner_user_id AND u.is_active
      WHERE o.tender_deadline_date > $1
        AND o.tender_deadline_date < $1::timestamptz + make_interval(days => $2 + 1)
      ORDER BY i.id`,
    [now, horizonDays],
  );
  return rows.filter((row) => row.days_left <= horizonDays);
}

/** Records a reminder as sent; false when this item, deadline and kind had one already. */
export async function claimReminder(
  db: Queryable,
  reminder: { itemId: number; deadline: Date; kind: string; userId: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO pipeline_sent_reminders (item_id, deadline, kind, user_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [reminder.itemId, reminder.deadline, reminder.kind, reminder.userId],
  );
  return rowCount === 1;
}
