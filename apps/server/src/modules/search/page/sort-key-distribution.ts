import type { Pool } from '../../../db/pool';
import { plannerFiguresPerPool } from './planner-figures';

/**
 * How the values of a sort key are spread over opportunity_search, as ANALYZE last sampled them
 * (pg_stats): the share of NULLs, the most common values with their shares, and a histogram of
 * the rest (bounds of buckets holding equal shares). Values are numbers: epoch seconds for dates.
 * Only ever used to size a sort-key window (sort-key-window.ts), which stays exact whatever the
 * figures are: stale or rough figures cost speed, never a wrong page.
 */
export type SortKeyDistribution = {
  nullFraction: number;
  /** Ascending; empty without a histogram. */
  bounds: readonly number[];
  common: readonly { value: number; fraction: number }[];
};

export type SortKeyColumn = 'release_date' | 'search_value';

/**
 * The share of all rows whose key lies in [from, to] (either end open when null), read off the
 * histogram (linear within a bucket) and the common values.
 */
export function shareBetween(
  distribution: SortKeyDistribution,
  from: number | null,
  to: number | null,
): number {
  const low = from ?? Number.NEGATIVE_INFINITY;
  const high = to ?? Number.POSITIVE_INFINITY;
  if (low > high) return 0;
  const { bounds, common } = distribution;
  const commonShare = common.reduce((sum, item) => sum + item.fraction, 0);
  let share = 0;
  for (const item of common) if (item.value >= low && item.value <= high) share += item.fraction;
  if (bounds.length < 2) return share;
  const bucketShare =
    Math.max(0, 1 - distribution.nullFraction - commonShare) / (bounds.length - 1);
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const start = bounds[index] as number;
    const end = bounds[index + 1] as number;
    const overlap = Math.min(end, high) - Math.max(start, low);
    if (end === start) share += start >= low && start <= high ? bucketShare : 0;
    else if (overlap > 0) share += (bucketShare * overlap) / (end - start);
  }
  return share;
}

/** The smallest and largest values the figures know of, or null when they know none. */
export function valueSpan(distribution: SortKeyDistribution): [number, number] | null {
  const values = [...distribution.bounds, ...distribution.common.map((item) => item.value)];
  if (values.length === 0) return null;
  return [Math.min(...values), Math.max(...values)];
}

type StatsRow = {
  attname: SortKeyColumn;
  null_frac: number;
  bounds: number[] | null;
  common_values: number[] | null;
  common_fractions: number[] | null;
};

/** The planner's figures for the two windowed sort keys (dates as epoch seconds). */
async function readDistributions(db: Pool): Promise<Map<SortKeyColumn, SortKeyDistribution>> {
  const asNumbers = (column: string) => `CASE attname
      WHEN 'release_date' THEN ARRAY(SELECT extract(epoch FROM v)::float8
                                       FROM unnest(${column}::text::timestamptz[]) AS v)
      ELSE ${column}::text::float8[] END`;
  const { rows } = await db.query<StatsRow>(
    `SELECT attname, null_frac::float8 AS null_frac, ${asNumbers('histogram_bounds')} AS bounds,
            ${asNumbers('most_common_vals')} AS common_values,
            most_common_freqs::float8[] AS common_fractions
       FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = 'opportunity_search'
        AND attname IN ('release_date', 'search_value')`,
  );
  return new Map(
    rows.map((row) => [
      row.attname,
      {
        nullFraction: row.null_frac,
        bounds: row.bounds ?? [],
        common: (row.common_values ?? []).map((value, index) => ({
          value,
          fraction: row.common_fractions?.[index] ?? 0,
        })),
      },
    ]),
  );
}

/** The sort keys' figures for this database, read once per pool and a few minutes. */
export const sortKeyDistributions: (db: Pool) => Promise<Map<SortKeyColumn, SortKeyDistribution>> =
  plannerFiguresPerPool(readDistributions, new Map());
