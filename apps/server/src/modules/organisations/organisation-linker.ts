import type { Pool } from '../../db/pool';
import { linkExistingOpportunities } from './link-organisations';
import {
  findOpportunitiesWithUnlinkedSuppliers,
  findUnlinkedOpportunities,
  moveLinksOfMergedOrganisations,
} from './organisation-linker.repository';

const BATCH_SIZE = 2000;

export type LinkerSummary = { opportunities: number; movedLinks: number };

/**
 * Links every row ingest did not link itself (ADR 0085): all rows written before organisations
 * existed (the one-off backfill, in batches of a few thousand opportunities), and award
 * suppliers written by other tools; then moves links off merged organisations. Safe to run at
 * any time and alongside ingest: a row ingest rewrites meanwhile is linked by ingest.
 */
export async function linkUnlinkedRows(
  pool: Pool,
  options: { onProgress?: (linked: number) => void } = {},
): Promise<LinkerSummary> {
  let linked = 0;
  for (let afterId = 0; ; ) {
    const ids = await findUnlinkedOpportunities(pool, afterId, BATCH_SIZE);
    if (ids.length === 0) break;
    await linkExistingOpportunities(pool, ids);
    afterId = ids.at(-1)!;
    linked += ids.length;
    options.onProgress?.(linked);
  }
  for (;;) {
    const ids = await findOpportunitiesWithUnlinkedSuppliers(pool, BATCH_SIZE);
    if (ids.length === 0) break;
    await linkExistingOpportunities(pool, ids);
    linked += ids.length;
    options.onProgress?.(linked);
  }
  return { opportunities: linked, movedLinks: await moveLinksOfMergedOrganisations(pool) };
}
