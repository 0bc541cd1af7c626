import type PgBoss from 'pg-boss';
import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import { buildDocumentsSettings } from './documents-settings';
import { extractPendingFiles } from './extract/extract-pending';
import { collectUnusedFiles } from './fetch/collect-unused-files';
import { fetchDueDocuments } from './fetch/fetch-documents';
import { fillPhrasePairs } from './phrase-pairs/fill-phrase-pairs';

/**
 * Fetch then extract tender documents (ADR 0238), then remove the files no link uses (ADR 0266):
 * every 10 minutes, one run at a time.
 */
export const DOCUMENTS_QUEUE = 'documents-fetch';
const DOCUMENTS_SCHEDULE = { cron: '*/10 * * * *' };

const QUEUE_OPTIONS: PgBoss.Queue = {
  name: DOCUMENTS_QUEUE,
  policy: 'singleton',
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

/**
 * The word sets' phrase pairs still empty since migration 0441 (ADR 0330): filled in small
 * batches, a few minutes a run, every 5 minutes until none is left (then each run is one probe).
 */
export const PHRASE_PAIRS_QUEUE = 'document-phrase-pairs';
const PHRASE_PAIRS_SCHEDULE = { cron: '*/5 * * * *' };

const PHRASE_PAIRS_OPTIONS: PgBoss.Queue = {
  name: PHRASE_PAIRS_QUEUE,
  policy: 'singleton',
  retryLimit: 2,
  retryDelay: 60,
  expireInSeconds: 15 * 60,
};

export async function registerDocumentsJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'documents' });
  const settings = buildDocumentsSettings(deps.env);
  await workOnSchedule(boss, deps.db, QUEUE_OPTIONS, DOCUMENTS_SCHEDULE, async () => {
    const fetched = await fetchDueDocuments(deps.db, settings);
    const extracted = await extractPendingFiles(deps.db, settings);
    const removed = await collectUnusedFiles(deps.db, settings);
    // Counts only: URLs may carry portal tokens, so they stay out of the log.
    logger.info({ fetched, extracted, removed }, 'documents run');
  });
  await workOnSchedule(boss, deps.db, PHRASE_PAIRS_OPTIONS, PHRASE_PAIRS_SCHEDULE, async () => {
    const { filled, batches, isDone } = await fillPhrasePairs(deps.db);
    if (filled === 0) return;
    logger.info({ filled, batches, isDone }, 'phrase pairs filled');
    // The planner's figures for the sets still empty choose the lookup's plan: without them it
    // would expect tens of thousands and plan the pages' recheck for none (autovacuum is later).
    if (isDone) await deps.db.query('ANALYZE opportunity_document_words');
  });
}
