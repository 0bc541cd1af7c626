import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOneAtATime } from '../../jobs/one-run-at-a-time';
import { countFrequentTerms } from './search-term-counts';

export const COUNTED_TERMS_QUEUE = 'search-counted-terms';

/** One run at a time; a missed or failed run is simply the next hour's. */
const COUNTED_TERMS_QUEUE_OPTIONS: PgBoss.Queue = {
  name: COUNTED_TERMS_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 60 * 60,
};

/**
 * Keeps running counts for the lexemes that have become common (ADR 0049): a run at start-up,
 * then hourly, each starting to count the lexemes the statistics newly put over the threshold.
 */
export async function registerSearchJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db'>,
  logger: Logger,
): Promise<void> {
  await boss.createQueue(COUNTED_TERMS_QUEUE, COUNTED_TERMS_QUEUE_OPTIONS);
  await workOneAtATime(boss, deps.db, COUNTED_TERMS_QUEUE, {}, async () => {
    const started = await countFrequentTerms(deps.db, {});
    if (started.length > 0) {
      logger.info({ terms: started.length }, 'search: started counting frequent terms');
    }
  });
  await boss.schedule(COUNTED_TERMS_QUEUE, '23 * * * *', {}, {});
  await boss.send(COUNTED_TERMS_QUEUE, {});
}
