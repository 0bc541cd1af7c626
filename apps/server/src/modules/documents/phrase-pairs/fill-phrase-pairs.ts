import type { Queryable } from '../../../db/pool';

/**
 * The background fill of the word sets' phrase pairs (ADR 0330): migration 0441 added the column
 * empty (NULL) so startup stays instant at any size; sets written since get their pairs with
 * their words, and this fills the rest in small batches (fill_opportunity_document_pairs, one
 * transaction each: a crash loses one batch, the next run resumes at the lowest NULL id; a set
 * is filled once, rows a refresh is writing are skipped). Between batches it pauses as long as
 * the batch took, so it takes at most about half of one core from searches and ingest, and it
 * stops at `budgetMs` so a run never holds its queue for long (the next run continues).
 */
export type FillOptions = {
  /** Sets per batch (43-50 ms each at 1M at load 5-6 on the shared 2-core machine, ADR 0330). */
  batch?: number;
  /** Stop starting batches after this long. */
  budgetMs?: number;
  /** Pause after each batch, as a share of the batch's own time (1: as long again). */
  yieldShare?: number;
  /** Stop after this many batches (tests, and a run cut short). */
  maxBatches?: number;
};

export type FillOutcome = { filled: number; batches: number; isDone: boolean };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fillPhrasePairs(
  db: Queryable,
  { batch = 100, budgetMs = 4 * 60_000, yieldShare = 1, maxBatches = Infinity }: FillOptions = {},
): Promise<FillOutcome> {
  const started = performance.now();
  let filled = 0;
  let batches = 0;
  while (batches < maxBatches && performance.now() - started < budgetMs) {
    const batchStarted = performance.now();
    const { rows } = await db.query<{ filled: number }>(
      'SELECT fill_opportunity_document_pairs($1) AS filled',
      [batch],
    );
    const count = rows[0]?.filled ?? 0;
    if (count === 0) return { filled, batches, isDone: true };
    filled += count;
    batches += 1;
    if (yieldShare > 0) await pause((performance.now() - batchStarted) * yieldShare);
  }
  return { filled, batches, isDone: await isFilled(db) };
}

/** Whether no set is waiting for its pairs (the partial index of migration 0441 answers it). */
async function isFilled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM opportunity_document_words WHERE pairs IS NULL LIMIT 1',
  );
  return rows.length === 0;
}

/** Sets with their pairs and sets still waiting, for health and metrics. */
export async function readPhrasePairsStatus(
  db: Queryable,
): Promise<{ filled: number; pending: number }> {
  const { rows } = await db.query<{ filled: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE pairs IS NOT NULL)::int AS filled,
            count(*) FILTER (WHERE pairs IS NULL)::int AS pending
       FROM opportunity_document_words`,
  );
  return rows[0] ?? { filled: 0, pending: 0 };
}
