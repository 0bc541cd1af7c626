import type { Queryable } from '../../db/pool';
import { type LifecycleSource, storedLifecycleAt } from './stored-lifecycle';

/** Rows rewritten per statement: a deadline shared by many tenders is a few statements. */
const BATCH = 2000;

type DueRow = LifecycleSource & { id: number };

/**
 * Rewrites the stored stage of every opportunity whose stage time alone has moved by `now`
 * (ADR 0222): the tenders whose deadline passed, the standstills that ended, the contracts now
 * near their end. Each row gets its next change time, so a row is read again only when due.
 * The search copy follows through the sync trigger, and the data version moves with it, so no
 * cached count or page outlives the change. Returns how many rows were rewritten.
 */
export async function refreshDueLifecycleStages(db: Queryable, now: Date): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const { rows } = await db.query<DueRow>(
      `SELECT id, lifecycle_phase, lifecycle_until, lifecycle_term_end, tender_deadline_date
         FROM opportunities
        WHERE lifecycle_changes_at <= $1 ORDER BY lifecycle_changes_at LIMIT ${BATCH}`,
      [now.toISOString()],
    );
    if (rows.length === 0) return refreshed;
    const stored = rows.map((row) => storedLifecycleAt(row, now));
    await db.query(
      `UPDATE opportunities o
          SET lifecycle_stage = u.stage, lifecycle_changes_at = u.changes_at
         FROM unnest($1::bigint[], $2::smallint[], $3::timestamptz[]) AS u (id, stage, changes_at)
        WHERE o.id = u.id`,
      [
        rows.map((row) => row.id),
        stored.map((item) => item.lifecycle_stage),
        stored.map((item) => item.lifecycle_changes_at),
      ],
    );
    refreshed += rows.length;
    if (rows.length < BATCH) return refreshed;
  }
}
