import type { Queryable } from '../../../db/pool';
import { type SearchConditions, SqlParams } from '../match/search-sql';
import { splitStatuses, statusConditions } from '../match/search-status';
import { splitCellWords } from './relevance-cells';
import type { RankAlternative, RankPlan } from './relevance-plan';
import { boostSql, textScoreSql } from './relevance-score';
import { rankLevelsSql, rankToken } from './relevance-tokens';

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

/**
 * What a walk reads before its first cell, in one statement (ADR 0305): the newest and oldest
 * release dates (the months its cells span) and the oldest release among opportunities open now
 * (null when none is: months before it hold no open row, so the open boost is no part of their
 * bound), an index-only range of the tendering deadline index (migration 0160).
 */
export async function readWalkStart(
  db: Queryable,
  now: Date,
): Promise<{
  span: { newestMs: number | null; oldestMs: number | null };
  oldestOpenMs: number | null;
}> {
  const params = new SqlParams();
  const isOpen = isOpenSql(params, now);
  const { rows } = await db.query<{ newest: Date | null; oldest: Date | null; open: Date | null }>(
    `SELECT (SELECT max(release_date) FROM opportunity_search) AS newest,
            (SELECT min(release_date) FROM opportunity_search) AS oldest,
            -- OFFSET 0: read the open range itself, not the whole release-date index for it.
            (SELECT min(open.release_date)
               FROM (SELECT s.release_date FROM opportunity_search s WHERE ${isOpen} OFFSET 0) AS open)
              AS open`,
    params.values,
  );
  const row = rows[0];
  return {
    span: {
      newestMs: row?.newest ? row.newest.getTime() : null,
      oldestMs: row?.oldest ? row.oldest.getTime() : null,
    },
    oldestOpenMs: row?.open ? row.open.getTime() : null,
  };
}

/**
 * Rows of one alternative's cells (a level of each cell word in one release month, relevance-
 * cells.ts) that pass the filters, scored, best first: at most `limit` of those that also pass
 * the checks (a quoted phrase, exclusions), which read the row's search vector and so come last,
 * in score order. `scanned` is how many rows the cells held, before the filters: what the walk's
 * row budget counts.
 */
export async function fetchCellRows(
  db: Queryable,
  options: {
    alternative: RankAlternative;
    exclusion: string | null;
    filters: SearchConditions;
    cells: readonly { levels: number[]; month: number }[];
    limit: number;
    now: Date;
  },
): Promise<{ rows: RankedRow[]; scanned: number }> {
  const { alternative, filters, cells } = options;
  const { cellWords, freeWords } = splitCellWords(alternative.idfs);
  const width = cellWords.length;
  const params = filters.params.clone();
  // Each cell's tokens and levels side by side in two flat arrays, `width` entries per cell.
  const tokens = params.add(
    cells.flatMap((cell) =>
      cellWords.map((word, index) =>
        rankToken(alternative.hashes[word]!, cell.levels[index]!, cell.month),
      ),
    ),
  );
  const levels = params.add(cells.flatMap((cell) => cell.levels));
  const cellIndexes = params.add(cells.map((_, index) => index));
  const slice = (array: string) =>
    `(${array}::bigint[])[c.i * ${width} + 1 : (c.i + 1) * ${width}]`;
  const idfs = params.add([...cellWords, ...freeWords].map((word) => alternative.idfs[word]));
  const wordLevels = [
    ...cellWords.map((_, index) => `(${levels}::int[])[r.i * ${width} + ${index + 1}]`),
    ...freeWords.map((_, index) => `w.levels[${index + 1}]`),
  ];
  const score = `${textScoreSql(wordLevels, idfs)} + ${boostSql('s.release_date', isOpenSql(params, options.now))}`;
  const freeHashes = freeWords.map((word) => alternative.hashes[word]);
  const wordsJoin =
    freeWords.length === 0
      ? ''
      : `CROSS JOIN LATERAL (SELECT ${rankLevelsSql('r.rank_tokens', params.add(freeHashes), freeHashes.length)} AS levels OFFSET 0) AS w`;
  const hasEveryWord = freeWords.length === 0 ? 'TRUE' : 'array_position(w.levels, NULL) IS NULL';
  const checks = [
    ...(alternative.phraseQuery
      ? [`y.search_vector @@ ${params.add(alternative.phraseQuery)}::tsquery`]
      : []),
    ...(options.exclusion
      ? [`NOT (y.search_vector @@ ${params.add(options.exclusion)}::tsquery)`]
      : []),
  ];
  const { rows } = await db.query<RankedRowRecord & { id: string | null }>(
    `WITH found AS MATERIALIZED (
       SELECT c.i, r.opportunity_id, r.rank_tokens
         FROM unnest(${cellIndexes}::int[]) AS c (i)
         CROSS JOIN LATERAL (
           SELECT r.opportunity_id, r.rank_tokens FROM opportunity_search_rank r
            WHERE r.rank_tokens @> ${slice(tokens)}
         ) AS r
     )
     SELECT x.id, x.score, x.released_ms, p.scanned
       FROM (SELECT count(*) AS scanned FROM found) AS p
       LEFT JOIN LATERAL (
         SELECT y.* FROM (
           SELECT s.opportunity_id::text AS id, ${score} AS score, ${RELEASED_MS} AS released_ms,
                  s.search_vector
             FROM found r
             -- Each candidate by its key, OFFSET 0: the filters are tested on it, never
             -- answered from another index (a facet token lists a third of all rows).
             CROSS JOIN LATERAL (
               SELECT * FROM opportunity_search s WHERE s.opportunity_id = r.opportunity_id OFFSET 0
             ) AS s
             ${wordsJoin}
            WHERE ${hasEveryWord} AND ${filters.where}
            ORDER BY ${ORDER}
           OFFSET 0) AS y
          WHERE ${checks.length > 0 ? checks.join(' AND ') : 'TRUE'}
          LIMIT ${params.add(options.limit)}
       ) AS x ON TRUE`,
    params.values,
  );
  const scanned = Number(rows[0]?.scanned ?? 0);
  const found = rows.flatMap((row) =>
    row.id === null ? [] : [toRankedRow({ ...row, id: row.id })],
  );
  return { rows: found, scanned };
}

/**
 * The score of a row over every alternative: the best alternative it holds (0 for none, when
 * it matched by a WAC ID or CPV code). `join` reads each alternative's levels once per row.
 * Rows come from the search's own conditions, so with one alternative and nothing else typed
 * every row matches that alternative: its phrase or word beginning is not checked again (ADR
 * 0304). That check read each row's search vector out of line (a TOAST read per match, half of
 * a phrase's scoring at 1,000,000 rows); the conditions matched the phrase by its pair lexeme in
 * the words index (ADR 0024) without reading the vector.
 */
function bestAlternativeSql(plan: RankPlan, params: SqlParams): { join: string; score: string } {
  const isMatchedByConditions = plan.alternatives.length === 1 && !plan.hasOtherAlternatives;
  const columns: string[] = [];
  const parts = plan.alternatives.map((alternative, index) => {
    const levels = `w.levels_${index}`;
    columns.push(
      `${rankLevelsSql('r.rank_tokens', params.add(alternative.hashes), alternative.hashes.length)} AS levels_${index}`,
    );
    const idfs = params.add(alternative.idfs);
    const wordLevels = alternative.hashes.map((_, word) => `${levels}[${word + 1}]`);
    const phrase =
      alternative.phraseQuery && !isMatchedByConditions
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
    /** Planned in one backend, with no parallel workers (ADRs 0271, 0359). */
    isSerial?: boolean;
  },
): Promise<RankedRow[]> {
  const params = options.conditions.params.clone();
  const best = bestAlternativeSql(options.plan, params);
  // The PARALLEL UNSAFE marker (migration 0466) keeps every parallel plan out, as
  // `max_parallel_workers_per_gather = 0` did in a transaction of its own, and folds to true.
  const where = options.isSerial
    ? `(${options.conditions.where}) AND search_serial_plan()`
    : options.conditions.where;
  const score = `${best.score} + ${boostSql('s.release_date', isOpenSql(params, options.now))}`;
  const { rows } = await db.query<RankedRowRecord>(
    `SELECT s.opportunity_id::text AS id, ${score} AS score, ${RELEASED_MS} AS released_ms
       FROM opportunity_search s
       JOIN opportunity_search_rank r ON r.opportunity_id = s.opportunity_id
       ${best.join}
      WHERE ${where}
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
