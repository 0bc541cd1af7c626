import type { AppDeps } from '../../app-deps';
import { buildOpportunityLink, buildPublicLink } from '../../config/public-base-url';
import { withTransaction } from '../../db/pool';
import { createRandomToken } from '../../shared/token-hash';
import { queueDigestsInTransaction } from '../alerts/alert-digest-outbox';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { describeOpportunityStatus } from '../opportunities/opportunity-card-fields';
import { deliverAfterCommit, queueWebhookEvents, type UserWebhookEvent } from '../webhooks';
import { composeChangeWebhookEvent } from './change-webhook-events';
import { describeChange } from './describe-change';
import { type ChangedFavourite, composeFavouriteChangeEmail } from './favourite-change-email';
import {
  type ChangeDetailRow,
  claimChangeDeliveries,
  findChangeDetails,
  findPendingChanges,
  findRecipients,
  insertChangeUnsubscribeTokens,
} from './favourite-change-emails.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/** Changes older than this are not emailed any more (a user back from a pause gets no old news). */
const MAX_CHANGE_AGE_DAYS = 7;
const USERS_PER_BATCH = 200;

export type ChangeEmailRun = {
  /** `instant` (paying users, after each sync) or `daily` (the free tier, with the digests). */
  delivery: 'daily' | 'instant';
  /** Names the run in each email's key: a retried run queues nothing twice. */
  runKey: string;
};

/**
 * Each user's changes grouped by opportunity, in the order they were detected, with the
 * opportunity's status badge text as at `now` (issue 17's one formatter).
 */
function groupByOpportunity(details: readonly ChangeDetailRow[], now: Date): ChangedFavourite[] {
  const byWacId = new Map<string, ChangedFavourite>();
  const sorted = [...details].sort((a, b) => a.change_id - b.change_id);
  for (const row of sorted) {
    const entry = byWacId.get(row.wac_id) ?? {
      wacId: row.wac_id,
      title: row.title,
      buyerName: row.buyer_name,
      status: describeOpportunityStatus(row, now),
      changes: [],
    };
    entry.changes.push({
      summary: describeChange(row.kind, row.old_value, row.new_value),
      detectedAt: row.detected_at,
    });
    byWacId.set(row.wac_id, entry);
  }
  return [...byWacId.values()];
}

/**
 * Emails every user with change emails on one message listing what changed in their favourites
 * since the last one (ADR 0091): paying users after each sync (`instant`), the free tier once a
 * day. Each (user, change) is claimed once in favourite_change_deliveries in the transaction that
 * queues the email (the outbox, as alert digests do), so a crash or retry never repeats or
 * drops one. Answers how many emails were queued.
 */
export async function dispatchFavouriteChangeEmails(
  deps: Deps,
  run: ChangeEmailRun,
): Promise<number> {
  const pending = await findPendingChanges(deps.db, {
    isInstant: run.delivery === 'instant',
    sinceDays: MAX_CHANGE_AGE_DAYS,
  });
  const userIds = [...new Set(pending.map((pair) => pair.user_id))];
  let sent = 0;
  for (let start = 0; start < userIds.length; start += USERS_PER_BATCH) {
    const batch = new Set(userIds.slice(start, start + USERS_PER_BATCH));
    sent += await sendBatch(
      deps,
      run,
      pending.filter((pair) => batch.has(pair.user_id)),
    );
  }
  return sent;
}

async function sendBatch(
  deps: Deps,
  run: ChangeEmailRun,
  pairs: readonly { user_id: number; change_id: number }[],
): Promise<number> {
  const base = deps.env.PUBLIC_BASE_URL;
  const emailKey = (userId: number) => `favourite-changes:${userId}:${run.runKey}`;
  const links = {
    opportunity: (wacId: string) => buildOpportunityLink(base, wacId),
    favourites: buildPublicLink(base, '/account/favourites'),
  };
  const outcome = await withTransaction(deps.db, async (client) => {
    const claimed = await claimChangeDeliveries(
      client,
      pairs.map((pair) => ({
        userId: pair.user_id,
        changeId: pair.change_id,
        emailKey: emailKey(pair.user_id),
      })),
    );
    const details = await findChangeDetails(
      client,
      claimed.map((pair) => pair.change_id),
    );
    const recipients = await findRecipients(client, [...new Set(claimed.map((p) => p.user_id))]);
    const tokens: { userId: number; hash: Buffer }[] = [];
    const composed: EmailMessage[] = [];
    const events: UserWebhookEvent[] = [];
    for (const [userId, recipient] of recipients) {
      const rows = claimed
        .filter((pair) => pair.user_id === userId)
        .flatMap((pair) => details.get(pair.change_id) ?? []);
      if (rows.length === 0) continue;
      const { token, hash } = createRandomToken();
      tokens.push({ userId, hash });
      const favourites = groupByOpportunity(rows, new Date());
      events.push(composeChangeWebhookEvent(userId, emailKey(userId), favourites, links));
      composed.push(
        composeFavouriteChangeEmail({
          key: emailKey(userId),
          to: recipient.email,
          firstName: recipient.first_name,
          favourites,
          links: {
            ...links,
            oneClickUnsubscribe: buildPublicLink(
              base,
              `/api/favourites/change-emails/unsubscribe/?token=${token}`,
            ),
          },
        }),
      );
    }
    await insertChangeUnsubscribeTokens(client, tokens);
    if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, composed);
    // The same changes to the users' webhooks, under the same keys (ADR 0215).
    return { composed, deliveryIds: await queueWebhookEvents(deps, client, events) };
  });
  // Without the job queue (JOBS_ENABLED=false) mail is sent in-process after the commit, once.
  if (!deps.jobs) for (const message of outcome.composed) await enqueueEmail(deps, message);
  deliverAfterCommit(deps, outcome.deliveryIds);
  return outcome.composed.length;
}
