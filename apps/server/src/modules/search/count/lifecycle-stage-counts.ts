import { LIFECYCLE_STAGES, type LifecycleStageCounts } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import type { SearchFilters } from '../match/search-filters';
import type { SearchConditions } from '../match/search-sql';

/**
 * The lifecycle stage facet (issue 31, ADR 0222): the matches counted per stored stage in one
 * grouped statement. The stage is kept current by its job, not a bit of the facet key, so the
 * running counts cannot give it; it is asked for on its own (the filter panel), so a search that
 * does not show the facet never pays for it.
 */
export async function countByLifecycleStage(
  db: Queryable,
  conditions: SearchConditions,
): Promise<LifecycleStageCounts> {
  const { rows } = await db.query<{ code: number; doc_count: number }>(
    `SELECT s.lifecycle_stage AS code, count(*)::int AS doc_count
       FROM opportunity_search s
      WHERE s.lifecycle_stage IS NOT NULL AND ${conditions.where}
      GROUP BY s.lifecycle_stage`,
    conditions.params.values,
  );
  const counts = new Map(rows.map((row) => [row.code, row.doc_count]));
  return {
    stages: LIFECYCLE_STAGES.map((key, index) => ({ key, doc_count: counts.get(index + 1) ?? 0 })),
  };
}

/** The filters whose matches the facet counts: the search's own, its stage choice left out. */
export const withoutLifecycleStages = (filters: SearchFilters): SearchFilters => ({
  ...filters,
  lifecycleStages: undefined,
});
