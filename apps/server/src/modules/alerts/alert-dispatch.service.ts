import { randomBytes } from 'node:crypto';
import type { AlertDelivery } from '@wac/contract';
import { tierIncludes } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { enqueueEmail } from '../email/email.service';
import { followSectionLinks } from '../follows/follow-digest-section';
import { claimFollowSections, dispatchFollowOnlyDigests } from '../follows/follow-digests';
import { composeFollowWebhookEvent } from '../follows/follow-webhook-events';
import { deliverAfterCommit, queueWebhookEvents } from '../webhooks';
import { toAlertSearchFilters } from './alert-criteria';
import { DIGEST_MAX_LISTED } from './alert-digest-email';
import { queueDigestsInTransaction } from './alert-digest-outbox';
import {
  claimDeliveries,
  type DispatchProfile,
  findDigestOpportunities,
  findDispatchProfiles,
  findEarliestWindowStart,
  lockDispatchProfiles,
  markProfilesDispatched,
} from './alert-dispatch.repository';
import {
  type AlertMatches,
  type AlertMatchRequest,
  dropFreshOpportunities,
  findAlertMatches,
  prepareFreshOpportunities,
} from './alert-matches.repository';
import { insertUnsubscribeTokens } from './alert-unsubscribe.repository';
import { composeAlertWebhookEvents } from './alert-webhook-events';
import { type ClaimedDigest, composeDigests } from './compose-digests';

export type AlertDispatchDeps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

export type DispatchOptions = {
  /** Which profiles this run serves: the daily digest (default) or an instant run (ADR 0090). */
  delivery?: AlertDelivery;
  /**
   * Names the run in each email's idempotency key; a retried job passes the same key, so a
   * digest it already queued is never sent twice. Default: the time plus a random suffix.
   */
  runKey?: string;
  /** When the run happens (tests and the benchmark move the clock). */
  now?: Date;
  /**
   * Opportunities first seen in the last `settleMs` wait for the next run: first_seen_at is set
   * when an ingest transaction starts, so a row may become visible a little after its time.
   * Ingest commits page by page, well within the default ten minutes (docs/decisions/0042).
   */
  settleMs?: number;
  /** Profiles matched per statement (and committed per transaction). */
  batchSize?: number;
  logger?: {
    info(object: unknown, message?: string): void;
    warn(object: unknown, message?: string): void;
  };
};

export type DispatchSummary = {
  profiles: number;
  digests: number;
  deliveries: number;
  skipped: number;
};

const DEFAULT_SETTLE_MS = 10 * 60 * 1000;
/**
 * An instant run looks this far behind where the profile's last run stopped (ADR 0090): it runs
 * right after a sync with no settling time, so a page another source was still committing when
 * the last run looked is picked up by the next. Pairs already sent are left out of the matches
 * (alert_deliveries), so the overlap never repeats a match.
 */
export const INSTANT_OVERLAP_MS = 10 * 60 * 1000;
/** A profile back from a long pause (or a renewed plan) gets at most a week of news. */
const MAX_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const DEFAULT_BATCH_SIZE = 200;

type RunContext = {
  /** Opportunities first seen before this are due; the profiles' windows end here. */
  cutoff: Date;
  /** How far behind its last stop a profile's window starts (instant runs only). */
  overlapMs: number;
  /** `alert-digest` or `alert-instant`: the first part of each email's key. */
  keyPrefix: string;
  /** Follow news (ADR 0087) rides with the daily digest, not with instant runs. */
  carriesFollows: boolean;
  runKey: string;
  logger?: DispatchOptions['logger'];
};

const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Where a profile's window starts: where its last run stopped (less the instant overlap), or its
 * creation, whichever is later (findEarliestWindowStart says the same in SQL), but never more
 * than a week back.
 */
function windowStart(profile: DispatchProfile, context: RunContext): Date {
  const stoppedAt = (profile.matched_until?.getTime() ?? 0) - context.overlapMs;
  const start = Math.max(stoppedAt, profile.created_at.getTime());
  return new Date(Math.max(start, context.cutoff.getTime() - MAX_LOOKBACK_MS));
}

/** Matches a batch on the matcher connection; unparseable profiles are logged and left out. */
async function matchBatch(
  matcher: Queryable,
  profiles: readonly DispatchProfile[],
  context: RunContext,
) {
  const requests: AlertMatchRequest[] = [];
  for (const profile of profiles) {
    const filters = toAlertSearchFilters(profile);
    // An owner who left the plan keeps the profile, matched on the notices' words alone.
    if (
      filters?.includeDocuments &&
      !profile.is_staff &&
      !tierIncludes(profile.tier, 'document_search')
    ) {
      filters.includeDocuments = false;
    }
    if (filters) {
      requests.push({
        profileId: profile.id,
        filters,
        since: windowStart(profile, context),
      });
    } else {
      context.logger?.warn(
        { profileId: profile.id },
        'alert profile criteria do not parse; skipped',
      );
    }
  }
  const matches = await findAlertMatches(matcher, requests, DIGEST_MAX_LISTED);
  return { matches, matchedIds: requests.map((request) => request.profileId) };
}

/**
 * One batch: match outside any transaction, then in one transaction lock the profiles, claim the
 * listed (profile, opportunity) pairs, queue one digest per profile with claims and move the
 * windows on. A crash before COMMIT leaves no trace (the next run redoes the batch); after it,
 * every digest is queued. A profile whose window another run moved meanwhile is left to it.
 */
async function dispatchBatch(
  deps: AlertDispatchDeps,
  matcher: Queryable,
  profiles: readonly DispatchProfile[],
  context: RunContext,
): Promise<Omit<DispatchSummary, 'profiles'>> {
  const { matches, matchedIds } = await matchBatch(matcher, profiles, context);
  const skipped = profiles.length - matchedIds.length;
  if (matchedIds.length === 0) return { digests: 0, deliveries: 0, skipped };
  const digestKey = (profileId: number) => `${context.keyPrefix}:${profileId}:${context.runKey}`;
  const loaded = new Map(profiles.map((profile) => [profile.id, profile.matched_until]));

  const outcome = await withTransaction(deps.db, async (client) => {
    const locked = await lockDispatchProfiles(client, matchedIds);
    const dueIds = [...locked]
      .filter(([id, matchedUntil]) => sameTime(matchedUntil, loaded.get(id) ?? null))
      .map(([id]) => id);
    const claims = await claimDeliveries(
      client,
      dueIds.flatMap((profileId) =>
        (matches.get(profileId)?.opportunityIds ?? []).map((opportunityId) => ({
          profileId,
          opportunityId,
          digestKey: digestKey(profileId),
        })),
      ),
    );
    const claimed = await describeClaims(client, claims, matches);
    // News of followed buyers and suppliers rides in the user's first digest (ADR 0087).
    const followSections = await claimFollowSections(
      client,
      deps.env,
      context.carriesFollows ? profiles.filter((profile) => dueIds.includes(profile.id)) : [],
      { cutoff: context.cutoff, digestKey },
    );
    const digests = composeDigests(deps.env, profiles, claimed, digestKey, followSections);
    await insertUnsubscribeTokens(client, digests.tokens);
    if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, digests.messages);
    // The same claims go to the users' webhooks, keyed like the emails (ADR 0215).
    const links = followSectionLinks(deps.env.PUBLIC_BASE_URL);
    const deliveryIds = await queueWebhookEvents(deps, client, [
      ...composeAlertWebhookEvents(deps.env.PUBLIC_BASE_URL, profiles, claimed, digestKey),
      ...[...followSections].flatMap(([profileId, section]) => {
        const key = `follows:${digestKey(profileId)}`;
        const event = composeFollowWebhookEvent(section.userId, key, section.news, links);
        return event ? [event] : [];
      }),
    ]);
    await markProfilesDispatched(client, {
      profileIds: dueIds,
      alertedIds: [...new Set([...claimed.keys(), ...followSections.keys()])],
      until: context.cutoff,
    });
    return { messages: digests.messages, deliveries: claims.length, deliveryIds };
  });
  // Without the job queue (JOBS_ENABLED=false) mail is sent in-process after the commit, once.
  if (!deps.jobs) for (const message of outcome.messages) await enqueueEmail(deps, message);
  deliverAfterCommit(deps, outcome.deliveryIds);
  return { digests: outcome.messages.length, deliveries: outcome.deliveries, skipped };
}

/** Each profile's claimed opportunities, newest first as matched, and its total of new matches. */
async function describeClaims(
  client: Queryable,
  claims: readonly { profile_id: number; opportunity_id: number }[],
  matches: ReadonlyMap<number, AlertMatches>,
): Promise<Map<number, ClaimedDigest>> {
  const details = await findDigestOpportunities(client, [
    ...new Set(claims.map((claim) => claim.opportunity_id)),
  ]);
  const claimedIds = new Map<number, Set<number>>();
  for (const claim of claims) {
    const ids = claimedIds.get(claim.profile_id) ?? new Set<number>();
    ids.add(claim.opportunity_id);
    claimedIds.set(claim.profile_id, ids);
  }
  const claimed = new Map<number, ClaimedDigest>();
  for (const [profileId, ids] of claimedIds) {
    const found = matches.get(profileId)!;
    const listed = found.opportunityIds.filter((id) => ids.has(id) && details.has(id));
    claimed.set(profileId, {
      listed: listed.map((id) => details.get(id)!),
      // A pair claimed elsewhere is neither listed nor counted.
      total: found.total - (found.opportunityIds.length - listed.length),
    });
  }
  return claimed;
}

/**
 * Sends every active profile of a paying user with the run's delivery (daily unless told) one
 * digest of the opportunities first seen since its last run (nothing when there are none). Safe
 * to run again, after a crash or alongside another run: each profile's window is moved on once,
 * and each (profile, opportunity) pair is claimed once in alert_deliveries.
 */
export async function dispatchAlertDigests(
  deps: AlertDispatchDeps,
  options: DispatchOptions = {},
): Promise<DispatchSummary> {
  const now = options.now ?? new Date();
  const delivery = options.delivery ?? 'daily';
  const isInstant = delivery === 'instant';
  const defaultSettleMs = isInstant ? 0 : DEFAULT_SETTLE_MS;
  const cutoff = new Date(now.getTime() - (options.settleMs ?? defaultSettleMs));
  const context: RunContext = {
    cutoff,
    overlapMs: isInstant ? INSTANT_OVERLAP_MS : 0,
    keyPrefix: isInstant ? 'alert-instant' : 'alert-digest',
    carriesFollows: !isInstant,
    runKey: options.runKey ?? `${now.toISOString()}:${randomBytes(4).toString('hex')}`,
    logger: options.logger,
  };
  const summary: DispatchSummary = { profiles: 0, digests: 0, deliveries: 0, skipped: 0 };
  // Then follow news that no alert digest carried goes out on its own (ADR 0087): with the
  // daily digest only, never with the instant runs after each sync.
  const withFollowOnlyDigests = async () => {
    if (context.carriesFollows) {
      summary.digests += await dispatchFollowOnlyDigests(deps, { cutoff, runKey: context.runKey });
    }
    return summary;
  };
  const earliest = await findEarliestWindowStart(deps.db, delivery);
  if (!earliest) return withFollowOnlyDigests();
  const from = new Date(
    Math.max(earliest.getTime() - context.overlapMs, cutoff.getTime() - MAX_LOOKBACK_MS),
  );
  // The window's opportunities are copied once into a temporary table of this connection.
  const matcher = await deps.db.connect();
  try {
    const freshCount = await prepareFreshOpportunities(matcher, { from, until: cutoff });
    // Nothing new anywhere: every window stays where it is and the next run takes it on.
    for (let afterId = 0; freshCount > 0; ) {
      const profiles = await findDispatchProfiles(deps.db, {
        afterId,
        limit: options.batchSize ?? DEFAULT_BATCH_SIZE,
        delivery,
      });
      if (profiles.length === 0) break;
      afterId = profiles.at(-1)!.id;
      const result = await dispatchBatch(deps, matcher, profiles, context);
      summary.profiles += profiles.length;
      summary.skipped += result.skipped;
      summary.digests += result.digests;
      summary.deliveries += result.deliveries;
    }
    await dropFreshOpportunities(matcher);
    matcher.release();
  } catch (error) {
    // A connection that failed mid-run may be unusable: close it rather than pool it.
    matcher.release(true);
    throw error;
  }
  await withFollowOnlyDigests();
  options.logger?.info(
    { ...summary, delivery, runKey: context.runKey },
    'alert digests dispatched',
  );
  return summary;
}
