import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { enqueueEmail } from '../email/email.service';
import { toAlertSearchFilters } from './alert-criteria';
import { queueDigestsInTransaction } from './alert-digest-outbox';
import {
  claimDeliveries,
  type DigestOpportunityRow,
  type DispatchProfile,
  findDigestOpportunities,
  findDispatchProfiles,
  findEarliestMatchState,
  lockDispatchProfiles,
  markProfilesDispatched,
} from './alert-dispatch.repository';
import {
  type AlertMatchRequest,
  dropFreshOpportunities,
  findAlertMatches,
  prepareFreshOpportunities,
} from './alert-matches.repository';
import { insertUnsubscribeTokens } from './alert-unsubscribe.repository';
import { composeDigests } from './compose-digests';

export type AlertDispatchDeps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

export type DispatchOptions = {
  /** The run's cut-off: opportunities first seen before it are considered. */
  now?: Date;
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

/** Opportunities committed late by a long ingest transaction are still caught (ADR 0042). */
const MATCH_OVERLAP_MS = 2 * 60 * 60 * 1000;
/** A profile back from a long pause (or a renewed plan) gets at most a week of news. */
const MAX_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const DEFAULT_BATCH_SIZE = 200;

/**
 * Where a profile's window of new opportunities starts: where the last run stopped (less the
 * overlap), or its creation before any run, but never more than a week back.
 */
function windowStart(matchedUntil: Date | null, createdAt: Date, now: Date): Date {
  const start = matchedUntil ? matchedUntil.getTime() - MATCH_OVERLAP_MS : createdAt.getTime();
  return new Date(Math.max(start, now.getTime() - MAX_LOOKBACK_MS));
}

/** The earliest window start of any profile due a run; null when no profile is due one. */
async function findEarliestWindowStart(db: AlertDispatchDeps['db'], now: Date) {
  const earliest = await findEarliestMatchState(db);
  if (!earliest) return null;
  const starts = [
    earliest.matchedUntil && windowStart(earliest.matchedUntil, now, now),
    earliest.createdAt && windowStart(null, earliest.createdAt, now),
  ].filter((start): start is Date => Boolean(start));
  return new Date(Math.min(...starts.map((start) => start.getTime())));
}

/**
 * One batch: match outside any transaction, then in one transaction lock the profiles, claim the
 * new (profile, opportunity) pairs, queue one digest per profile with claims and move the
 * profiles' windows on. A crash before COMMIT leaves no trace (the next run redoes the batch); a
 * crash after it leaves every digest queued. Claims are unique, so no pair is ever sent twice.
 */
async function dispatchBatch(
  deps: AlertDispatchDeps,
  matcher: Queryable,
  profiles: readonly DispatchProfile[],
  context: { now: Date; runKey: string; logger?: DispatchOptions['logger'] },
): Promise<Omit<DispatchSummary, 'profiles'>> {
  const requests: AlertMatchRequest[] = [];
  for (const profile of profiles) {
    const filters = toAlertSearchFilters(profile);
    if (filters) {
      requests.push({
        profileId: profile.id,
        filters,
        since: windowStart(profile.matched_until, profile.created_at, context.now),
      });
    } else {
      context.logger?.warn(
        { profileId: profile.id },
        'alert profile criteria do not parse; skipped',
      );
    }
  }
  const skipped = profiles.length - requests.length;
  if (requests.length === 0) return { digests: 0, deliveries: 0, skipped };
  const matches = await findAlertMatches(matcher, requests);
  const digestKey = (profileId: number) => `alert-digest:${profileId}:${context.runKey}`;

  const outcome = await withTransaction(deps.db, async (client) => {
    const lockedIds = await lockDispatchProfiles(
      client,
      requests.map((request) => request.profileId),
    );
    const claims = await claimDeliveries(
      client,
      [...matches].flatMap(([profileId, opportunityIds]) =>
        lockedIds.has(profileId)
          ? opportunityIds.map((opportunityId) => ({
              profileId,
              opportunityId,
              digestKey: digestKey(profileId),
            }))
          : [],
      ),
    );
    const details = await findDigestOpportunities(client, [
      ...new Set(claims.map((claim) => claim.opportunity_id)),
    ]);
    const claimed = new Map<number, DigestOpportunityRow[]>();
    for (const claim of claims) {
      const row = details.get(claim.opportunity_id);
      if (!row) continue;
      const list = claimed.get(claim.profile_id) ?? [];
      list.push(row);
      claimed.set(claim.profile_id, list);
    }
    const digests = composeDigests(deps.env, profiles, claimed, digestKey);
    await insertUnsubscribeTokens(client, digests.tokens);
    if (deps.jobs) await queueDigestsInTransaction(deps.jobs, client, digests.messages);
    await markProfilesDispatched(client, {
      profileIds: [...lockedIds],
      alertedIds: [...claimed.keys()],
      until: context.now,
    });
    return { messages: digests.messages, deliveries: claims.length };
  });
  // Without the job queue (JOBS_ENABLED=false) mail is sent in-process after the commit, once.
  if (!deps.jobs) for (const message of outcome.messages) await enqueueEmail(deps, message);
  return { digests: outcome.messages.length, deliveries: outcome.deliveries, skipped };
}

/**
 * Sends every active profile of a paying user one digest of the opportunities first seen since
 * its last run (nothing when there are none). Safe to run again, after a crash or alongside
 * another run: each (profile, opportunity) pair is claimed once in alert_deliveries.
 */
export async function dispatchAlertDigests(
  deps: AlertDispatchDeps,
  options: DispatchOptions = {},
): Promise<DispatchSummary> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const runKey = `${now.toISOString()}:${randomBytes(4).toString('hex')}`;
  const summary: DispatchSummary = { profiles: 0, digests: 0, deliveries: 0, skipped: 0 };
  const from = await findEarliestWindowStart(deps.db, now);
  if (!from) return summary;
  // The day's opportunities are copied once into a temporary table of this connection.
  const matcher = await deps.db.connect();
  try {
    await prepareFreshOpportunities(matcher, { from, until: now });
    for (let afterId = 0; ; ) {
      const profiles = await findDispatchProfiles(deps.db, afterId, batchSize);
      if (profiles.length === 0) break;
      afterId = profiles.at(-1)!.id;
      const result = await dispatchBatch(deps, matcher, profiles, {
        now,
        runKey,
        logger: options.logger,
      });
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
  options.logger?.info({ ...summary, runKey }, 'alert digests dispatched');
  return summary;
}
