import type { AppDeps } from '../../app-deps';
import type { Env } from '../../config/env';
import { type Queryable, withTransaction } from '../../db/pool';
import { escapeHtml } from '../../shared/escape-html';
import { queueDigestsInTransaction } from '../alerts/alert-digest-outbox';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { deliverAfterCommit, queueWebhookEvents, type UserWebhookEvent } from '../webhooks';
import {
  type DigestSection,
  FOLLOW_NEWS_MAX_LISTED,
  followSectionLinks,
  renderFollowSection,
} from './follow-digest-section';
import { claimFollowNews, type FollowNews } from './follow-news.repository';
import { composeFollowWebhookEvent } from './follow-webhook-events';

/** Follow news reaches back at most as far as alert profiles' news does (ADR 0042). */
export const FOLLOW_MAX_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const USERS_PER_BATCH = 200;

export type FollowRunContext = { cutoff: Date; runKey: string };

/**
 * The follow sections of a batch of alert digests (ADR 0087): a user's follow news rides in the
 * digest of their first profile in the run (the lowest id), claimed in the same transaction
 * that queues it. Returns profile id -> section (with the news and its user, for the webhook
 * event), for profiles that carry one.
 */
export async function claimFollowSections(
  client: Queryable,
  env: Pick<Env, 'PUBLIC_BASE_URL'>,
  profiles: readonly { id: number; user_id: number }[],
  options: { cutoff: Date; digestKey: (profileId: number) => string },
): Promise<Map<number, DigestSection & { userId: number; news: FollowNews }>> {
  const hostOf = new Map<number, number>();
  for (const profile of profiles) {
    const host = hostOf.get(profile.user_id);
    if (host === undefined || profile.id < host) hostOf.set(profile.user_id, profile.id);
  }
  const news = await claimFollowNews(client, {
    userIds: [...hostOf.keys()],
    cutoff: options.cutoff,
    maxLookbackMs: FOLLOW_MAX_LOOKBACK_MS,
    maxListed: FOLLOW_NEWS_MAX_LISTED,
    digestKey: (userId) => options.digestKey(hostOf.get(userId)!),
  });
  const sections = new Map<number, DigestSection & { userId: number; news: FollowNews }>();
  const links = followSectionLinks(env.PUBLIC_BASE_URL);
  for (const [userId, userNews] of news) {
    const section = renderFollowSection(userNews, links);
    if (section) sections.set(hostOf.get(userId)!, { ...section, userId, news: userNews });
  }
  return sections;
}

function composeFollowDigest(
  user: { id: number; email: string; first_name: string },
  section: DigestSection,
  key: string,
): EmailMessage {
  const hello = `Hello ${user.first_name || 'there'},`;
  const intro =
    'Here is what the buyers and suppliers you follow have published since your last digest.';
  return {
    key,
    to: user.email,
    subject: 'News from buyers and suppliers you follow',
    text: [hello, intro, section.text, 'The WAC team'].join('\n\n'),
    html: `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${section.html}
</div></body></html>`,
  };
}

async function findDueFollowers(db: Queryable, cutoff: Date, afterId: number) {
  const { rows } = await db.query<{ id: number; email: string; first_name: string }>(
    `SELECT u.id, u.email::text AS email, u.first_name FROM users u
      WHERE u.id > $2 AND u.is_active AND (u.tier <> 'free' OR u.is_staff)
        AND EXISTS (SELECT 1 FROM follows f
                     WHERE f.user_id = u.id AND greatest(f.matched_until, f.created_at) < $1)
      ORDER BY u.id LIMIT $3`,
    [cutoff, afterId, USERS_PER_BATCH],
  );
  return rows;
}

/**
 * Digests of follow news alone, for paying users whose news no alert digest carried in this run
 * (they have no active profile, or their profiles had nothing new): their follows are still due
 * after the profile batches. Same claims and outbox as alert digests. Returns how many were sent.
 */
export async function dispatchFollowOnlyDigests(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs'>,
  context: FollowRunContext,
): Promise<number> {
  const links = followSectionLinks(deps.env.PUBLIC_BASE_URL);
  const key = (userId: number) => `follow-digest:${userId}:${context.runKey}`;
  let sent = 0;
  for (let afterId = 0; ; ) {
    const users = await findDueFollowers(deps.db, context.cutoff, afterId);
    if (users.length === 0) return sent;
    afterId = users.at(-1)!.id;
    const outcome = await withTransaction(deps.db, async (client) => {
      const news = await claimFollowNews(client, {
        userIds: users.map((user) => user.id),
        cutoff: context.cutoff,
        maxLookbackMs: FOLLOW_MAX_LOOKBACK_MS,
        maxListed: FOLLOW_NEWS_MAX_LISTED,
        digestKey: key,
      });
      const composed = users.flatMap((user) => {
        const userNews = news.get(user.id);
        const section = userNews ? renderFollowSection(userNews, links) : null;
        return section ? [composeFollowDigest(user, section, key(user.id))] : [];
      });
      if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, composed);
      // The same news to the users' webhooks, under the same keys (ADR 0215).
      const events = users.flatMap((user): UserWebhookEvent[] => {
        const userNews = news.get(user.id);
        const event = userNews && composeFollowWebhookEvent(user.id, key(user.id), userNews, links);
        return event ? [event] : [];
      });
      return { composed, deliveryIds: await queueWebhookEvents(deps, client, events) };
    });
    const messages = outcome.composed;
    if (!deps.jobs) for (const message of messages) await enqueueEmail(deps, message);
    deliverAfterCommit(deps, outcome.deliveryIds);
    sent += messages.length;
  }
}
