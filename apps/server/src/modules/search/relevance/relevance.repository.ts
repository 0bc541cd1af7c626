import type { Queryable } from '../../../db/pool';
import { type SearchConditions, SqlParams } from '../search-conditions';
import { splitStatuses, statusConditions } from '../search-status';
import type { RankAlternative, RankPlan } from './relevance-plan';
import { boostSql, textScoreSql } from './relevance-score';

/** A ranked row: its score and the two tie-breaks (newer first, then the higher id). */
export type RankedRow = { id: string; score: number; releasedMs: number | null };

type RankedRowRecord = { id: string; score: number; released_ms: number | null; scanned?: number };

const toRankedRow = (row: RankedRowRecord): RankedRow => ({
  id: row.id,
  score: row.score,
  releasedMs: row.released_ms === null ? null : Number(row.released_ms),
});

/** "Open for bids now" over `s`, the status filter's own SQL (search-status.ts, ADR 0070). */
function isOpenSql(params: SqlParams, now: Date): string {
  const nowParam = params.add(now.toISOString());
  return `(${statusConditions('s', splitStatuses(['open']), () => nowParam).join(' AND ')})`;
}

const ORDER = 'score DESC, s.release_date DESC NULLS LAST, s.opportunity_id DESC';
const RELEASED_MS = '(extract(epoch FROM s.release_date) * 1000)::float8';

/** The release months present (as instants), and whether some rows have no release date. */
export async function readReleaseSpan(
  db: Queryable,
): Promise<{ newestMs: number | null; oldestMs: number | null }> {
  const { rows } = await db.query<{ newest: Date | null; oldest: Date | null }>(
    `SELECT (SELECT max(release_date) FROM opportunity_search) AS newest,
            (SELECT min(release_date) FROM opportunity_search) AS oldest`,
  );
  const row = rows[0];
  return {
    newestMs: row?.newest ? row.newest.getTime() : null,
    oldestMs: row?.oldest ? row.oldest.getTime() : null,
  };
}

/**
 * The oldest release among opportunities open now (null when none is): months before it hold
 * no open row, so the open boost is no part of their bound. An index-only range of the tendering
 * deadline index (migration 0160).
 */
export async function readOldestOpenRelease(db: Queryable, now: Date): Promise<number | null> {
  const params = new SqlParams();
  const isOpen = isOpenSql(params, now);
  const { rows } = await db.query<{ oldest: Date | null }>(
    // OFFSET 0: read the open range itself, not the whole release-date index in search of it.
    `SELECT min(open.release_date) AS oldest
       FROM (SELECT s.release_date FROM opportunity_search s WHERE ${isOpen} OFFSET 0) AS open`,
    params.values,
  );
  const oldest = rows[0]?.oldest;
  return oldest ? oldest.getTime() : null;
}

/**
 * Rows of one alternative's tokens (its driver word at the given levels and months) that pass
 * the filters, scored, best first: at most `limit` of those that also pass the checks (a quoted
 * phrase, exclusions), which read the row's search vector and so come last, in score order.
 * `scanned` is how many rows the tokens held after the filters.
 */
export async function fetchTokenRows(
  db: Queryable,
  options: {
    alternative: RankAlternative;
    exclusion: string | null;
    filters: SearchConditions;
    tokens: readonly { level: number; month: number }[];
    limit: number;
    now: Date;
  },
): Promise<{ rows: RankedRow[]; scanned: number }> {
  const { alternative, filters, tokens } = options;
  const params = filters.params.clone();
  const levels = params.add(tokens.map((token) => token.level));
  const months = params.add(tokens.map((token) => token.month));
  const driverHash = params.add(alternative.hashes[alternative.driver]);
  const isSingleWord = alternative.lexemes.length === 1;
  const idfs = params.add(alternative.idfs);
  const wordLevels = isSingleWord
    ? ['t.level']
    : alternative.hashes.map((_, index) => `w.levels[${index + 1}]`);
  const score = `${textScoreSql(wordLevels, idfs)} + ${boostSql('s.release_date', isOpenSql(params, options.now))}`;
  const wordsJoin = isSingleWord
    ? ''
    : `CROSS JOIN LATERAL (SELECT search_rank_levels(r.rank_tokens, ${params.add(alternative.hashes)}::bigint[]) AS levels OFFSET 0) AS w`;
  const hasEveryWord = isSingleWord ? 'TRUE' : 'array_position(w.levels, NULL) IS NULL';
  const checks = [
    ...(alternative.phraseQuery
      ? [`x.search_vector @@ ${params.add(alternative.phraseQuery)}::tsquery`]
      : []),
    ...(options.exclusion
      ? [`NOT (x.search_vector @@ ${params.add(options.exclusion)}::tsquery)`]
      : []),
  ];
  const { rows } = await db.query<RankedRowRecord>(
    `SELECT x.id, x.score, x.released_ms, x.scanned FROM (
       SELECT s.opportunity_id::text AS id, ${score} AS score, ${RELEASED_MS} AS released_ms,
              s.search_vector, count(*) OVER () AS scanned
         FROM unnest(${levels}::int[], ${months}::int[]) AS t (level, month)
         CROSS JOIN LATERAL (
           SELECT r.opportunity_id, r.rank_tokens FROM opportunity_search_rank r
            WHERE r.rank_tokens @> ARRAY[search_rank_token(${driverHash}::bigint, t.level, t.month)]
         ) AS r
         JOIN opportunity_search s ON s.opportunity_id = r.opportunity_id
         ${wordsJoin}
        WHERE ${hasEveryWord} AND ${filters.where}
        ORDER BY ${ORDER}
       OFFSET 0) AS x
      WHERE ${checks.length > 0 ? checks.join(' AND ') : 'TRUE'}
      LIMIT ${params.add(options.limit)}`,
    params.values,
  );
  return { rows: rows.map(toRankedRow), scanned: Number(rows[0]?.scanned ?? 0) };
}

/**
 * The score of a row over every alternative: the best alternative it holds (0 for none, when
 * it matched by a WAC ID or CPV code). `join` reads each alternative's levels once per row.
 */
function bestAlternativeSql(plan: RankPlan, params: SqlParams): { join: string; score: string } {
  const columns: string[] = [];
  const parts = plan.alternatives.map((alternative, index) => {
    const levels = `w.levels_${index}`;
    columns.push(
      `search_rank_levels(r.rank_tokens, ${params.add(alternative.hashes)}::bigint[]) AS levels_${index}`,
    );
    const idfs = params.add(alternative.idfs);
    const wordLevels = alternative.hashes.map((_, word) => `${levels}[${word + 1}]`);
    const phrase = alternative.phraseQuery
      ? ` AND s.search_vector @@ ${params.add(alternative.phraseQuery)}::tsquery`
      : '';
    return `CASE WHEN array_position(${levels}, NULL) IS NULL${phrase}
                 THEN ${textScoreSql(wordLevels, idfs)} END`;
  });
  if (parts.length === 0) return { join: '', score: '0::float8' };
  return {
    // OFFSET 0: the levels are worked out once per row, not once for each use of them.
    join: `CROSS JOIN LATERAL (SELECT ${columns.join(', ')} OFFSET 0) AS w`,
    score: `coalesce(greatest(${parts.join(', ')}), 0::float8)`,
  };
}

/**
 * Every match scored, then the page: for searches with few matches (and any keyword box), where
 * reading them all is cheaper than walking tokens. The search's own conditions find the rows.
 */
export async function scoreEveryMatch(
  db: Queryable,
  options: {
    plan: RankPlan;
    conditions: SearchConditions;
    offset: number;
    limit: number;
    now: Date;
  },
): Promise<RankedRow[]> {
  const params = options.conditions.params.clone();
  const best = bestAlternativeSql(options.plan, params);
  const score = `${best.score} + ${boostSql('s.release_date', isOpenSql(params, options.now))}`;
  const { rows } = await db.query<RankedRowRecord>(
    `SELECT s.opportunity_id::text AS id, ${score} AS score, ${RELEASED_MS} AS released_ms
       FROM opportunity_search s
       JOIN opportunity_search_rank r ON r.opportunity_id = s.opportunity_id
       ${best.join}
      WHERE ${options.conditions.where}
      ORDER BY ${ORDER}
      LIMIT ${params.add(options.limit)} OFFSET ${params.add(options.offset)}`,
    params.values,
  );
  return rows.map(toRankedRow);
}

/**
 * The given rows that do not satisfy the search's conditions, each row tested on its own (the
 * ids first, so no index of the keyword is read): a check of the page the walk found.
 */
export async function findRowsOutsideConditions(
  db: Queryable,
  conditions: SearchConditions,
  ids: readonly string[],
): Promise<string[]> {
  const params = conditions.params.clone();
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.opportunity_id::text AS id
       FROM (SELECT * FROM opportunity_search WHERE opportunity_id = ANY (${params.add(ids)}::bigint[])
             OFFSET 0) AS s
      WHERE (${conditions.where}) IS NOT TRUE`,
    params.values,
  );
  return rows.map((row) => row.id);
}
