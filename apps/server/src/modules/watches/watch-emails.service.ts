import type { AppDeps } from '../../app-deps';
import { buildOpportunityLink, buildPublicLink } from '../../config/public-base-url';
import { type PoolClient, withTransaction } from '../../db/pool';
import { createRandomToken } from '../../shared/token-hash';
import { queueDigestsInTransaction } from '../alerts/alert-digest-outbox';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { summariseNotice } from '../opportunities';
import { composeWatchEmail, type WatchedNews } from './watch-email';
import {
  claimNoticeDeliveries,
  findNotices,
  findPendingNotices,
  findWatchedOpportunities,
  findWatchers,
  insertUnwatchTokens,
  type PendingNotice,
} from './watch-emails.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/** A notice stored longer ago than this is no news any more (as for change emails). */
const MAX_NOTICE_AGE_DAYS = 7;

const noticeKey = (notice: { ocid: string; release_id: string }) =>
  `${notice.ocid}\u0000${notice.release_id}`;

async function composeForClaimed(
  deps: Deps,
  client: PoolClient,
  claimed: PendingNotice[],
  emailKey: (userId: number) => string,
) {
  const base = deps.env.PUBLIC_BASE_URL;
  const notices = new Map((await findNotices(client, claimed)).map((row) => [noticeKey(row), row]));
  const opportunities = await findWatchedOpportunities(client, [
    ...new Set(claimed.map((pair) => pair.opportunity_id)),
  ]);
  const watchers = await findWatchers(client, [...new Set(claimed.map((pair) => pair.user_id))]);
  const tokens: { userId: number; opportunityId: number; hash: Buffer }[] = [];
  const messages: EmailMessage[] = [];
  for (const [userId, watcher] of watchers) {
    const mine = claimed.filter((pair) => pair.user_id === userId);
    const procurements: (WatchedNews & { oneClick: string })[] = [];
    for (const opportunityId of new Set(mine.map((pair) => pair.opportunity_id))) {
      const opportunity = opportunities.get(opportunityId);
      if (!opportunity) continue;
      const { token, hash } = createRandomToken();
      tokens.push({ userId, opportunityId, hash });
      procurements.push({
        wacId: opportunity.wac_id,
        title: opportunity.title,
        buyerName: opportunity.buyer_name,
        notices: mine
          .filter((pair) => pair.opportunity_id === opportunityId)
          .flatMap((pair) => notices.get(noticeKey(pair)) ?? [])
          .map((row) => {
            const summary = summariseNotice(row);
            return {
              label: summary.label ?? 'A new notice',
              publishedAt: row.release_date,
              portalUrl: summary.url,
            };
          }),
        unwatchUrl: buildPublicLink(base, `/watches/unwatch/${token}`),
        oneClick: buildPublicLink(base, `/api/watches/unwatch/?token=${token}`),
      });
    }
    if (procurements.length === 0) continue;
    messages.push(
      composeWatchEmail({
        key: emailKey(userId),
        to: watcher.email,
        firstName: watcher.first_name,
        procurements,
        links: {
          opportunity: (wacId) => buildOpportunityLink(base, wacId),
          watches: buildPublicLink(base, '/account/watches'),
          oneClickUnwatch: procurements[0]!.oneClick,
        },
      }),
    );
  }
  await insertUnwatchTokens(client, tokens);
  return messages;
}

/**
 * Emails each watcher the new notices of the procurements they watch (ADR 0233), one email per
 * user per run. Each (user, notice) is claimed in procurement_watch_deliveries in the
 * transaction that queues the email (the outbox), so a crash or retry never repeats or drops one.
 * Runs after each sync, with the change emails. Answers how many emails were queued.
 */
export async function dispatchWatchEmails(deps: Deps, runKey: string): Promise<number> {
  const pending = await findPendingNotices(deps.db, MAX_NOTICE_AGE_DAYS);
  if (pending.length === 0) return 0;
  const emailKey = (userId: number) => `procurement-watch:${userId}:${runKey}`;
  const messages = await withTransaction(deps.db, async (client) => {
    const claimed = await claimNoticeDeliveries(
      client,
      pending.map((pair) => ({ ...pair, emailKey: emailKey(pair.user_id) })),
    );
    if (claimed.length === 0) return [];
    const composed = await composeForClaimed(deps, client, claimed, emailKey);
    if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, composed);
    return composed;
  });
  // Without the job queue (JOBS_ENABLED=false) mail is sent in-process after the commit, once.
  if (!deps.jobs) for (const message of messages) await enqueueEmail(deps, message);
  return messages.length;
}
