import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import { countFrequentTerms } from './count/search-term-counts';
import { refreshSearchVocabulary } from './search-vocabulary';

export const COUNTED_TERMS_QUEUE = 'search-counted-terms';
export const VOCABULARY_QUEUE = 'search-vocabulary';

/** One run at a time; a missed or failed run is simply the next hour's. */
const COUNTED_TERMS_QUEUE_OPTIONS: PgBoss.Queue = {
  name: COUNTED_TERMS_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 60 * 60,
};

/** One run at a time, every minute: a run with nothing new costs two index probes. */
const VOCABULARY_QUEUE_OPTIONS: PgBoss.Queue = {
  name: VOCABULARY_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
};

/**
 * Keeps running counts for the lexemes that have become common (ADR 0049): a run at start-up,
 * then hourly, each starting to count the lexemes the statistics newly put over the threshold;
 * and the vocabulary "Did you mean ...?" picks from (ADR 0156), every minute.
 */
export async function registerSearchJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db'>,
  logger: Logger,
): Promise<void> {
  const hourly = { cron: '23 * * * *', runNow: true };
  await workOnSchedule(boss, deps.db, COUNTED_TERMS_QUEUE_OPTIONS, hourly, async () => {
    const started = await countFrequentTerms(deps.db, {});
    if (started.length > 0) {
      logger.info({ terms: started.length }, 'search: started counting frequent terms');
    }
  });

  await boss.createQueue(VOCABULARY_QUEUE, VOCABULARY_QUEUE_OPTIONS);
  await boss.work(VOCABULARY_QUEUE, async () => {
    const read = await refreshSearchVocabulary(deps.db);
    if (read > 0) logger.debug({ notices: read }, 'search: vocabulary read new notices');
  });
  await boss.schedule(VOCABULARY_QUEUE, '* * * * *', {}, {});
  await boss.send(VOCABULARY_QUEUE, {});
}

/** A vocabulary run now (after the sample data was loaded), not at the next minute's. */
export async function requestVocabularyRun(boss: JobQueue): Promise<void> {
  await boss.send(VOCABULARY_QUEUE, {});
}
