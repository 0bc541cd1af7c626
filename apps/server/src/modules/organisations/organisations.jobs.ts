import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import { refreshBuyerTimings } from '../radar';
import { pruneProfileCache } from './organisation-analytics.repository';
import { linkUnlinkedRows } from './organisation-linker';

export const ORGANISATION_LINKER_QUEUE = 'organisation-linker';

/** One run at a time; a failed run is simply the next hour's. */
const ORGANISATION_LINKER_QUEUE_OPTIONS: PgBoss.Queue = {
  name: ORGANISATION_LINKER_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 4 * 60 * 60,
};

/**
 * The organisation job (ADR 0085, 0088): at start-up (the one-off backfill of rows written before
 * organisations existed, then nothing to do) and hourly (rows other tools wrote, links left on
 * merged organisations), then the buyers' timings the radar estimates re-tender dates from (when
 * their data changed, ADR 0137), then the profile cache's housekeeping (ADR 0103).
 */
export async function registerOrganisationJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db'>,
  logger: Logger,
): Promise<void> {
  const hourly = { cron: '41 * * * *', runNow: true };
  await workOnSchedule(boss, deps.db, ORGANISATION_LINKER_QUEUE_OPTIONS, hourly, async () => {
    const started = performance.now();
    const summary = await linkUnlinkedRows(deps.db);
    const buyers = await refreshBuyerTimings(deps.db);
    await pruneProfileCache(deps.db);
    const ms = Math.round(performance.now() - started);
    // null: nothing the timings are computed from changed since the last run (ADR 0137).
    logger.info(
      { ...summary, buyers, ms },
      buyers === null
        ? 'organisations: rows linked, buyer timings unchanged'
        : 'organisations: rows linked, buyer timings refreshed',
    );
  });
}

/** Asks for a run now (after the sample data is loaded, so its buyers' timings exist at once). */
export async function requestOrganisationRun(boss: JobQueue): Promise<void> {
  await boss.send(ORGANISATION_LINKER_QUEUE, {});
}
