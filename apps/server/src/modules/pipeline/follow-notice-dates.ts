import type { Queryable } from '../../db/pool';
import { SEEDED_NOTICE_DAY } from './seed-checklist';

/**
 * Runs `recompile` (the ingest's recompile of `ocids`) and moves each seeded checklist task that
 * still carried its notice date before it to the notice's new date (ADR 0282). A task whose date
 * a person changed no longer matches the notice, so it stays; a ticked task stays; a date the
 * notice drops leaves the task as it was. In the page's transaction, like the change detector.
 */
export async function followNoticeDates<T>(
  db: Queryable,
  ocids: readonly string[],
  recompile: () => Promise<T>,
): Promise<T> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id::int AS id
       FROM pipeline_tasks t JOIN pipeline_items i ON i.id = t.item_id
       JOIN opportunities o ON o.id = i.opportunity_id
      WHERE o.id IN (SELECT s.opportunity_id FROM opportunity_sources s WHERE s.ocid = ANY($1))
        AND t.source IS NOT NULL AND NOT t.is_done AND t.due_date = ${SEEDED_NOTICE_DAY}`,
    [ocids],
  );
  const result = await recompile();
  if (rows.length > 0) {
    await db.query(
      `UPDATE pipeline_tasks t SET due_date = ${SEEDED_NOTICE_DAY}
         FROM pipeline_items i JOIN opportunities o ON o.id = i.opportunity_id
        WHERE i.id = t.item_id AND t.id = ANY($1::bigint[])
          AND ${SEEDED_NOTICE_DAY} IS NOT NULL AND t.due_date <> ${SEEDED_NOTICE_DAY}`,
      [rows.map((row) => row.id)],
    );
  }
  return result;
}
