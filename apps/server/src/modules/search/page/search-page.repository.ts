import type {
  PipelinePlacement,
  SEARCH_REGIONS,
  SearchMatch,
  SearchResult,
  SearchSort,
} from '@wac/contract';
import { statementFor } from '../../../db/named-statements';
import type { Queryable } from '../../../db/pool';
import { type CallerFlags, NO_CALLER_FLAGS, readCallerFlags } from '../../opportunities';
import {
  type AwardFactsRow,
  awardFactsColumns,
  readAwardFacts,
} from '../../opportunities/award-card-facts';
import {
  cardFieldColumns,
  type OpportunityCardRow,
  toOpportunityCard,
} from '../../opportunities/opportunity-card-fields';
import { regionBit } from '../match/search-facets';
import type { SearchConditions } from '../match/search-sql';
import {
  descriptionForHighlight,
  FRAGMENT_HEADLINE_OPTIONS,
  TITLE_HEADLINE_OPTIONS,
  toHighlightSegments,
  withoutMarkers,
} from './search-highlights';
import { buildPageQuery, type PageStrategy } from './search-order';
import type { SortKeyWindow } from './sort-key-window';

/** A page's row as read: the same for every user (the favourite flag is added after). */
export type SearchPageRow = OpportunityCardRow &
  AwardFactsRow & {
    supplier_name: string | null;
    internal_id: string;
    score: number | null;
    facet_key: number;
    title_marked: string | null;
    fragment_marked: string | null;
    matched_cpv: { code: string; level: string; label: string | null }[] | null;
  };

type SearchCardRow = SearchPageRow & {
  is_favourited: boolean;
  pipeline_items: PipelinePlacement[];
};

/**
 * What "why it matched" reports on besides the keyword: the CPV codes searched for, each with
 * the level it matches at (a prefix with sub-categories, else the code), and the regions.
 */
export type MatchCriteria = {
  cpv: readonly { code: string; level: string }[];
  regions: readonly (typeof SEARCH_REGIONS)[number][];
};

function toSearchMatch(
  row: SearchCardRow,
  criteria: MatchCriteria,
  hasKeyword: boolean,
): SearchMatch | null {
  if (!hasKeyword && criteria.cpv.length === 0 && criteria.regions.length === 0) return null;
  return {
    title: toHighlightSegments(row.title_marked),
    fragment: toHighlightSegments(row.fragment_marked),
    cpv: row.matched_cpv ?? [],
    regions: criteria.regions.filter((region) => (row.facet_key & regionBit(region)) !== 0),
  };
}

function toSearchResult(
  row: SearchCardRow,
  now: Date,
  criteria: MatchCriteria,
  hasKeyword: boolean,
  score: number | null,
): SearchResult {
  const awardFacts = readAwardFacts(row);
  return {
    ...toOpportunityCard(row, now),
    supplier_name: row.supplier_name,
    // The page's count: one organisation spelt two ways is one supplier (ADR 0347).
    supplier_count: awardFacts.supplierNames.length,
    award_values: awardFacts.awardValues,
    score,
    is_favourited: row.is_favourited,
    match: toSearchMatch(row, criteria, hasKeyword),
    pipeline_items: row.pipeline_items,
  };
}

/**
 * The ids of a Best Match page (`idsParam`: bigint[] in ranked order), each checked once more
 * against the search's conditions (`where`), in that order. Also the CSV export's page query for
 * a Best Match search (search-export.service.ts), so both list the same rows in the same order.
 */
export function buildRankedPageQuery(idsParam: string, where: string): string {
  return `SELECT s.opportunity_id
            FROM (SELECT s.*, ranked.position
                    FROM unnest(${idsParam}::bigint[]) WITH ORDINALITY
                      AS ranked (opportunity_id, position)
                    JOIN opportunity_search s ON s.opportunity_id = ranked.opportunity_id
                  OFFSET 0) AS s
           WHERE ${where}
           ORDER BY s.position`;
}

/** What a page's statement needs besides the search's conditions. */
export type SearchPageOptions = {
  sort: SearchSort;
  strategy: PageStrategy;
  limit: number;
  offset: number;
  userId: number | null;
  now: Date;
  criteria: MatchCriteria;
  /**
   * The page in order with each row's score, when Best Match ranked it (relevance-ranking.ts).
   * Keys are opportunity ids (int8 as decimal text).
   */
  ranked?: ReadonlyMap<string, number>;
  /** The sort-key window to read the page through first (sort-key-window.ts, ADR 0122). */
  window?: SortKeyWindow | null;
};

/**
 * The statement of one page of cards: its SQL, its bound values, and which of those values are
 * the request's instant (`nowValueIndexes`), which the page cache (search-page-cache.ts) keys by
 * the next deadlines instead. Nothing in it depends on who asks: the favourite flags are read
 * apart (readCallerFlags).
 */
export function buildSearchPageStatement(
  conditions: SearchConditions,
  options: Omit<SearchPageOptions, 'userId'>,
) {
  const params = conditions.params.clone();
  const nowValueIndexes = conditions.clock ? [conditions.clock.nowValueIndex] : [];
  const { window } = options;
  const windows = window?.cuts.map(
    (cut) => `${window.column} ${window.comparison} ${params.add(cut)}::${window.type}`,
  );
  // A ranked page is read by its ids and checked once more against the search's conditions, row
  // by row (OFFSET 0 keeps the planner from reaching for the keyword's index instead).
  const pageQuery = options.ranked
    ? buildRankedPageQuery(params.add([...options.ranked.keys()]), conditions.where)
    : buildPageQuery({
        sort: options.sort,
        strategy: options.strategy,
        where: conditions.where,
        tsquery: conditions.tsquery,
        nowParam: () => {
          const param = params.add(options.now.toISOString());
          nowValueIndexes.push(params.values.length - 1);
          return `${param}::timestamptz`;
        },
        limitParam: params.add(options.limit),
        offsetParam: params.add(options.offset),
        windows,
        valueRange: conditions.valueRange,
      });
  // The score and the highlights read the search copy's tsvector and the texts of these rows
  // only. Best Match pages carry their ranking's own score instead.
  const score =
    conditions.tsquery && !options.ranked
      ? `ts_rank(ps.search_vector, ${conditions.tsquery})::float8`
      : 'NULL::float8';
  const highlight =
    conditions.highlight === null
      ? null
      : 'text' in conditions.highlight
        ? `${params.add(conditions.highlight.text)}::tsquery`
        : conditions.highlight.expression;
  const titleMarked = highlight
    ? `ts_headline('english', ${withoutMarkers('o.title')}, ${highlight}, ${params.add(TITLE_HEADLINE_OPTIONS)})`
    : 'NULL::text';
  const fragmentMarked = highlight
    ? `ts_headline('english', ${descriptionForHighlight('o.description')}, ${highlight}, ${params.add(FRAGMENT_HEADLINE_OPTIONS)})`
    : 'NULL::text';
  const { cpv } = options.criteria;
  const matchedCpv =
    cpv.length > 0
      ? `(SELECT json_agg(json_build_object('code', c.code, 'level', c.level, 'label', l.label))
            FROM unnest(${params.add(cpv.map((item) => item.code))}::text[],
                        ${params.add(cpv.map((item) => item.level))}::text[]) AS c (code, level)
            LEFT JOIN cpv_labels l ON l.code = c.code
           WHERE c.level = ANY (ps.cpv_prefixes))`
      : 'NULL::json';
  // The data version in the page's own snapshot: what a cached copy of the page is valid for.
  const sql = `SELECT o.wac_id, o.title, o.source_system, o.buyer_name,
            o.supplier_names[1] AS supplier_name,
            ${awardFactsColumns('o')},
            o.stage, o.award_value_amount,
            o.tender_value_amount,
            coalesce(CASE WHEN o.award_value_amount IS NOT NULL THEN o.award_value_currency END,
                     o.tender_value_currency, o.award_value_currency) AS value_currency,
            o.release_date, o.tender_deadline_date, o.notice_url, o.description,
            ${cardFieldColumns('o')},
            o.id::text AS internal_id,
            ${score} AS score,
            ps.facet_key,
            ${titleMarked} AS title_marked,
            ${fragmentMarked} AS fragment_marked,
            ${matchedCpv} AS matched_cpv,
            (SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes) AS data_version
       FROM (SELECT page.opportunity_id, row_number() OVER () AS position
               FROM (${pageQuery}) AS page) AS p
       JOIN opportunities o ON o.id = p.opportunity_id
       JOIN opportunity_search ps ON ps.opportunity_id = p.opportunity_id
      ORDER BY p.position`;
  // Named (ADR 0369) where the text alone fixes the plan: a ranked page read by its ids, or the
  // matches sorted (the sort key hidden from indexes) with no sort-key window; a walked or
  // windowed page's best plan depends on the keyword's matches, so it is planned every time.
  const isNamed = options.ranked !== undefined || (options.strategy === 'sort' && !window);
  return {
    sql,
    values: params.values,
    nowValueIndexes,
    hasHighlight: highlight !== null,
    isNamed,
  };
}

export type SearchPageStatement = ReturnType<typeof buildSearchPageStatement>;

/** The page's rows, and the data version they were read at (null for an empty page). */
export async function readSearchPageRows(
  db: Queryable,
  statement: SearchPageStatement,
): Promise<{ rows: SearchPageRow[]; dataVersion: string | null }> {
  const { rows } = await db.query<SearchPageRow & { data_version: string }>(
    statementFor(db, statement.sql, statement.values, { isNamed: statement.isNamed }),
  );
  return {
    rows: rows.map(({ data_version: _version, ...row }) => row),
    dataVersion: rows[0]?.data_version ?? null,
  };
}

/**
 * The result cards of a page's rows at `now` (each card's status), flagged for the signed-in
 * user's favourites and the pipelines holding them (`readCallerFlags`, one query a page), with
 * why each matched.
 */
export function toSearchResults(
  rows: readonly SearchPageRow[],
  favourites: ReadonlySet<string>,
  options: Pick<SearchPageOptions, 'now' | 'criteria' | 'ranked'> & { hasHighlight: boolean },
  placements: CallerFlags['placements'] = NO_CALLER_FLAGS.placements,
): SearchResult[] {
  return rows.map((row) =>
    toSearchResult(
      {
        ...row,
        is_favourited: favourites.has(row.internal_id),
        pipeline_items: placements.get(row.internal_id) ?? [],
      },
      options.now,
      options.criteria,
      options.hasHighlight,
      options.ranked?.get(row.internal_id) ?? row.score,
    ),
  );
}

/**
 * One page of result cards, in sort order, flagged for the signed-in user's favourites, with
 * each card's status at `now` and why it matched. The highlighting and the score are worked out
 * for the page's rows only.
 */
export async function findSearchPage(
  db: Queryable,
  conditions: SearchConditions,
  options: SearchPageOptions,
): Promise<SearchResult[]> {
  const statement = buildSearchPageStatement(conditions, options);
  const { rows } = await readSearchPageRows(db, statement);
  const ids = rows.map((row) => row.internal_id);
  const { favourites, placements } = await readCallerFlags(db, options.userId, ids);
  const cardOptions = { ...options, hasHighlight: statement.hasHighlight };
  return toSearchResults(rows, favourites, cardOptions, placements);
}
