import type { Queryable } from '../../db/pool';
import { insertTasks, type NewTask } from './tasks.repository';

/**
 * The notice dates a new item's checklist starts with (ADR 0201): only dates the notice states.
 * The portals give no structured site-visit date (only free text in descriptions), so no
 * site-visit task is guessed; one is added here when a portal field for it is stored.
 */
const SEEDS = [
  {
    source: 'clarification_deadline',
    title: 'Send clarification questions',
    column: 'enquiry_deadline_date',
  },
  { source: 'submission_deadline', title: 'Submit the bid', column: 'tender_deadline_date' },
] as const;

/** SQL: the UK day of the notice date (`o`) a seeded task (`t`) was seeded from. */
export const SEEDED_NOTICE_DAY = `(CASE t.source ${SEEDS.map(
  (seed) => `WHEN '${seed.source}' THEN o.${seed.column}`,
).join(' ')} END AT TIME ZONE 'Europe/London')::date`;

/**
 * Seeds the checklist of a just-added item from its notice, due on the notice's dates (their UK
 * day), assigned to the item's owner. Safe to call twice: each seed is stored once per item.
 */
export async function seedChecklist(db: Queryable, itemId: number, userId: number) {
  const { rows } = await db.query<Record<(typeof SEEDS)[number]['column'], string | null>>(
    `SELECT to_char(o.enquiry_deadline_date AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')
              AS enquiry_deadline_date,
            to_char(o.tender_deadline_date AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')
              AS tender_deadline_date
       FROM pipeline_items i JOIN opportunities o ON o.id = i.opportunity_id WHERE i.id = $1`,
    [itemId],
  );
  const dates = rows[0];
  if (!dates) return;
  const tasks: NewTask[] = SEEDS.filter((seed) => dates[seed.column]).map((seed) => ({
    title: seed.title,
    assigneeUserId: userId,
    dueDate: dates[seed.column],
    source: seed.source,
    createdBy: userId,
  }));
  await insertTasks(db, itemId, tasks);
}
