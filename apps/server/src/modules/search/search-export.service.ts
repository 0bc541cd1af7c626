import type { Readable } from 'node:stream';
import { CSV_EXPORT_UPGRADE_DETAIL, getCsvExportRowLimit, type SearchQuery } from '@wac/contract';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { EXPORT_ROW_COLUMNS } from '../csv-export/export-columns.sql';
import { streamQueryAsCsv } from '../csv-export/stream-query-csv';
import { recordUsage } from '../usage/usage.service';
import { choosePageStrategy } from './page/page-strategy';
import { estimateSearchableRows, preferIndexOrder } from './page/planner-settings';
import { buildPageQuery, searchSort } from './page/search-order';
import { buildRankedPageQuery } from './page/search-page.repository';
import { rankPage } from './relevance/relevance-ranking';
import { prepareSearch, type SearchDeps, summariseMatches } from './search.service';

/**
 * GET /api/search/export.csv: the search as the results pages list it, every page in order, up
 * to the caller's tier limit (ADR 0093), streamed as CSV. The same filters, sort and page query
 * as GET /api/search/ (one definition of a match and of the order; Best Match by the same
 * ranking); the read strategy is chosen for the whole export as it is for one page. Counted as
 * one daily action.
 */
export async function exportSearchCsv(
  deps: SearchDeps & { publicBaseUrl: string },
  query: SearchQuery,
  user: AuthUser,
): Promise<Readable> {
  const limit = getCsvExportRowLimit(user.tier);
  if (limit === 0) {
    throw new AppError('FORBIDDEN', CSV_EXPORT_UPGRADE_DETAIL, { redirectUrl: '/pricing' });
  }
  await recordUsage(deps, user, 'csv_export');
  const prepared = await prepareSearch(deps.db, query);
  const { filters, conditions } = prepared;
  const hasTextKeyword = conditions.tsquery !== null;
  const sort = searchSort(query.sort, filters.keywords, hasTextKeyword);
  const [summary, searchableRows] = await Promise.all([
    summariseMatches(deps, prepared),
    estimateSearchableRows(deps.db),
  ]);
  const strategy = choosePageStrategy({
    sort,
    filters,
    hasTextKeyword,
    total: summary.total,
    searchableRows,
    offset: 0,
    limit,
  });
  // Best Match ranks its rows as the search pages do (relevance-ranking.ts), all the export's
  // rows at once; null when the search keeps the `ts_rank` order of the ordinary page query.
  const ranked =
    sort === 'relevance'
      ? await rankPage(
          deps.db,
          {
            filters,
            exclusion: prepared.resolved?.exclusion ?? null,
            conditions,
            conditionsFor: prepared.conditionsFor,
            now: prepared.now,
          },
          { offset: 0, limit, total: summary.total },
        )
      : null;
  const params = conditions.params.clone();
  const pageQuery = ranked
    ? buildRankedPageQuery(params.add(ranked.rows.map((row) => row.id)), conditions.where)
    : buildPageQuery({
        sort,
        strategy,
        where: conditions.where,
        tsquery: conditions.tsquery,
        nowParam: () => `${params.add(prepared.now.toISOString())}::timestamptz`,
        limitParam: params.add(limit),
        offsetParam: params.add(0),
        valueRange: conditions.valueRange,
      });
  return streamQueryAsCsv(
    deps.db,
    {
      text: `SELECT ${EXPORT_ROW_COLUMNS}
               FROM (SELECT page.opportunity_id, row_number() OVER () AS position
                       FROM (${pageQuery}) AS page) AS p
               JOIN opportunities o ON o.id = p.opportunity_id
              ORDER BY p.position`,
      values: params.values,
    },
    {
      publicBaseUrl: deps.publicBaseUrl,
      now: prepared.now,
      prepare: strategy === 'walk' && !ranked ? (client) => preferIndexOrder(client) : undefined,
    },
  );
}
