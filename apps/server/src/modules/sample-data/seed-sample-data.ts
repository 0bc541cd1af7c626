import { type Pool, withTransaction } from '../../db/pool';
import type { CompiledOpportunity } from '../ingest/compiled-opportunity';
import { linkOpportunityOrganisations } from '../organisations';
import { generateSampleOpportunities } from './generate-sample-opportunities';
import { insertOpportunitiesBulk } from './sample-data.repository';

const BATCH_SIZE = 1000;

/**
 * Generates `count` deterministic sample opportunities and stores them in batches, reporting
 * progress after each batch. Rows already present (same ocid) are skipped, so a re-run after an
 * interruption only adds what is missing.
 */
export async function seedSampleData(
  db: Pool,
  options: { count: number; seed?: number; anchor?: Date; onProgress?: (done: number) => void },
): Promise<number> {
  let added = 0;
  let batch: CompiledOpportunity[] = [];
  let done = 0;
  // Each batch with its organisations (ADR 0085) in one transaction, as ingest writes a page.
  const store = (opportunities: CompiledOpportunity[]) =>
    withTransaction(db, async (client) => {
      const ids = await insertOpportunitiesBulk(client, opportunities);
      await linkOpportunityOrganisations(client, ids, { sightedAt: 'opportunity-first-seen' });
      return ids.length;
    });
  for (const opportunity of generateSampleOpportunities(options)) {
    batch.push(opportunity);
    if (batch.length === BATCH_SIZE) {
      added += await store(batch);
      done += batch.length;
      options.onProgress?.(done);
      batch = [];
    }
  }
  added += await store(batch);
  options.onProgress?.(done + batch.length);
  return added;
}
