import { formatShortUkDate, formatUkClockTime } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { queueDigestsInTransaction } from '../alerts/alert-digest-outbox';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { buildReminderEmail } from './pipeline-emails';
import {
  claimReminder,
  findReminderCandidates,
  type ReminderCandidate,
} from './reminders.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/**
 * The reminders before a submission deadline, in UK calendar days (ADR 0203): the five-day one
 * from five days before until two days before, the one-day one from the day before until the
 * deadline. An item added late gets only the reminder whose window it is in.
 */
export const PIPELINE_REMINDERS = [
  { kind: 'five_days', fromDaysLeft: 5, toDaysLeft: 2 },
  { kind: 'one_day', fromDaysLeft: 1, toDaysLeft: 0 },
] as const;

const reminderDue = (daysLeft: number) =>
  PIPELINE_REMINDERS.find((r) => daysLeft <= r.fromDaysLeft && daysLeft >= r.toDaysLeft);

/**
 * "today at 12:00", "tomorrow at 12:00", "in 5 days, on 14 Mar 2031 at 12:00" (UK time), in the
 * contract's one short date and clock forms (their UTC fallback outside the UK calendar's years).
 */
export function describeWhen(deadline: Date, daysLeft: number): string {
  const time = formatUkClockTime(deadline);
  if (daysLeft === 0) return `today at ${time}`;
  if (daysLeft === 1) return `tomorrow at ${time}`;
  return `in ${daysLeft} days, on ${formatShortUkDate(deadline)} at ${time}`;
}

function composeReminder(deps: Deps, row: ReminderCandidate, kind: string): EmailMessage {
  return buildReminderEmail(deps.env.PUBLIC_BASE_URL, {
    key: `pipeline-reminder:${row.item_id}:${row.deadline.toISOString()}:${kind}`,
    to: row.email,
    firstName: row.first_name,
    item: {
      itemId: row.item_id,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      title: row.title,
    },
    when: describeWhen(row.deadline, row.days_left),
  });
}

/**
 * Emails the owner of every item in an open stage whose submission deadline is 5 days and
 * 1 day away (UK days), each once per item, deadline and kind: the claim and the queued email
 * commit together, so a second run, a retry or a crash never sends one twice, and a moved
 * deadline reminds again. Answers how many were queued.
 */
export async function sendDeadlineReminders(deps: Deps, now = new Date()): Promise<number> {
  const candidates = await findReminderCandidates(deps.db, now, PIPELINE_REMINDERS[0].fromDaysLeft);
  let sent = 0;
  for (const row of candidates) {
    const due = reminderDue(row.days_left);
    if (!due) continue;
    const message = await withTransaction(deps.db, async (client) => {
      const claim = {
        itemId: row.item_id,
        deadline: row.deadline,
        kind: due.kind,
        userId: row.user_id,
      };
      if (!(await claimReminder(client, claim))) return null;
      const composed = composeReminder(deps, row, due.kind);
      if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, [composed]);
      return composed;
    });
    if (!message) continue;
    if (!deps.jobs) await enqueueEmail(deps, message);
    sent += 1;
  }
  return sent;
}
