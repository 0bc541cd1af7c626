import type { Queryable } from '../../db/pool';
import { generateSampleOpportunities } from './generate-sample-opportunities';
import { insertOpportunitiesBulk } from './sample-data.repository';

const BATCH_SIZE = 1000;

/**
 * Generates `count` deterministic sample opportunities and stores them in batches, reporting
 * progress after each batch. Rows already present (same ocid) are skipped, so a re-run after an
 * interruption only adds what is missing.
 */
export async function seedSampleData(
  db: Queryable,
  options: { count: number; seed?: number; anchor?: Date; onProgress?: (done: number) => void },
): Promise<number> {
  let added = 0;
  let batch = [];
  let done = 0;
  for (const opportunity of generateSampleOpportunities(options)) {
    batch.push(opportunity);
    if (batch.length === BATCH_SIZE) {
      added += await insertOpportunitiesBulk(db, batch);
      done += batch.length;
      options.onProgress?.(done);
      batch = [];
    }
  }
  added += await insertOpportunitiesBulk(db, batch);
  options.onProgress?.(done + batch.length);
  return added;
}
