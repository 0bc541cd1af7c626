import type { JobQueue } from './jobs/job-queue';
import {
  INSTANT_ALERT_QUEUE_OPTIONS,
  queueInstantAlerts,
} from './modules/alerts/instant-alerts.jobs';
import { recordFollowedChanges } from './modules/favourite-changes/record-followed-changes';
import { recordFrameworks } from './modules/frameworks';
import type { IngestHooks } from './modules/ingest/ingest-hooks';
import { refreshLeaderboardsAfterSync } from './modules/leaderboards/leaderboard-refresher';
import { linkOpportunityOrganisations } from './modules/organisations';
import { followNoticeDates } from './modules/pipeline';
import type { SyncReactions } from './modules/sync/sync-reactions';

/**
 * Who reacts to new data, wired in one place (ADR 0192): ingest and the sync call these hooks and
 * import none of the modules behind them. Every process that stores releases (the server's sync
 * and recompile jobs, the ingest CLI, the seed, tests of the data path) is given these.
 */
export const ingestHooks: IngestHooks = {
  // Favourites' followers hear what changed: compared before and after the recompile (ADR 0091);
  // seeded checklist tasks still on the notice's date follow it when it moves (ADR 0282).
  aroundRecompile: (db, ocids, recompile) =>
    recordFollowedChanges(db, ocids, () => followNoticeDates(db, ocids, recompile)),
  // Buyers and suppliers join their organisations, once per page (ADR 0085).
  // Then frameworks, dynamic markets and call-offs are derived again from their releases (ADR 0227).
  afterOpportunitiesWritten: async (db, opportunityIds) => {
    await linkOpportunityOrganisations(db, [...opportunityIds]);
    await recordFrameworks(db, opportunityIds);
  },
};

export const syncReactions: SyncReactions = {
  ingest: ingestHooks,
  afterNewReleasesStored: refreshLeaderboardsAfterSync,
  afterSyncJob: (boss, run) => queueInstantAlerts(boss, run),
  prepareQueues: async (boss: JobQueue) => {
    await boss.createQueue(INSTANT_ALERT_QUEUE_OPTIONS.name, INSTANT_ALERT_QUEUE_OPTIONS);
  },
};
