import type { Queryable } from '../../../db/pool';
import type { SearchConditions } from '../search-conditions';
import {
  fetchTokenRows,
  type RankedRow,
  readOldestOpenRelease,
  readReleaseSpan,
} from './relevance.repository';
import { monthEndMs, monthOf } from './relevance-months';
import type { RankPlan } from './relevance-plan';
import { MAX_LEVEL, OPEN_BOOST, recencyScore } from './relevance-score';

/**
 * The top rows of a Best Match ranking read from the rank tokens (migration 0160), best first,
 * without looking at most matches (ADR 0080, docs/search-ranking.md).
 *
 * Every token (an alternative's driver word at one level, in one release month) has an upper
 * bound on the score of any row it holds: the driver's level, every other word of the
 * alternative at the top level, the recency at the end of the month and the open boost if the
 * month may hold an open row. Tokens are read best bound first, a growing batch at a time, and
 * each batch returns its rows' exact scores. Once the `need`-th best score found beats the bound
 * of every token not yet read, no unread row can enter the top: the answer is exact (the
 * threshold algorithm of Fagin et al.).
 *
 * For one-word alternatives (most searches) the bound is tight and the walk stops after a few
 * hundred rows. With several words the bound counts the other words at full level, which a row
 * rarely reaches, so the walk may not prove its answer soon: it stops after ROW_BUDGET rows and
 * ranks what it read (the driver is the rarest word, read strongest and newest first).
 */

/** Rows a multi-word walk reads at most before it settles for the candidates it has. */
export const ROW_BUDGET = 20_000;
const FIRST_BATCH = 4;
const LARGEST_BATCH = 512;
const EPSILON = 1e-9;

type Token = { alternative: number; level: number; month: number; bound: number };

/** Best first: score, then newer, then the higher id (as the SQL orders). */
export function compareRanked(a: RankedRow, b: RankedRow): number {
  if (a.score !== b.score) return b.score - a.score;
  const aReleased = a.releasedMs ?? Number.NEGATIVE_INFINITY;
  const bReleased = b.releasedMs ?? Number.NEGATIVE_INFINITY;
  if (aReleased !== bReleased) return bReleased - aReleased;
  return Number(BigInt(b.id) - BigInt(a.id));
}

/** Every token of the plan with its bound, best first. */
function orderTokens(
  plan: RankPlan,
  span: { newestMs: number | null; oldestMs: number | null },
  oldestOpenMs: number | null,
): Token[] {
  const newest = monthOf(span.newestMs);
  const oldest = span.oldestMs === null ? newest : monthOf(span.oldestMs);
  // Month 0 holds rows without a release date (and any before 1990).
  const months = [...new Set([0, ...range(oldest, newest)])];
  const tokens: Token[] = [];
  plan.alternatives.forEach((alternative, index) => {
    const driverIdf = alternative.idfs[alternative.driver] ?? 0;
    const others = alternative.idfs.reduce((sum, idf) => sum + idf, 0) - driverIdf;
    for (const month of months) {
      const endMs = monthEndMs(month);
      const mayBeOpen = oldestOpenMs !== null && endMs > oldestOpenMs;
      const boosts = recencyScore(endMs) + (mayBeOpen ? OPEN_BOOST : 0);
      for (let level = 0; level <= MAX_LEVEL; level += 1) {
        const bound = (driverIdf * level) / MAX_LEVEL + others + boosts;
        tokens.push({ alternative: index, level, month, bound });
      }
    }
  });
  return tokens.sort((a, b) => b.bound - a.bound);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** The best `need` rows seen so far, one entry per row (its best score). */
class TopRows {
  private readonly rows = new Map<string, RankedRow>();
  private sorted: RankedRow[] = [];

  constructor(private readonly need: number) {}

  add(rows: readonly RankedRow[]): void {
    for (const row of rows) {
      const known = this.rows.get(row.id);
      if (!known || row.score > known.score) this.rows.set(row.id, row);
    }
    this.sorted = [...this.rows.values()].sort(compareRanked).slice(0, this.need);
    this.rows.clear();
    for (const row of this.sorted) this.rows.set(row.id, row);
  }

  /** The `need`-th best score, or -Infinity while fewer rows are known. */
  threshold(): number {
    return this.sorted.length >= this.need
      ? this.sorted[this.need - 1]!.score
      : Number.NEGATIVE_INFINITY;
  }

  best(): RankedRow[] {
    return this.sorted;
  }
}

export type WalkResult = { rows: RankedRow[]; isExact: boolean; rowsRead: number; tokens: number };

/** The best `need` rows of the plan among rows passing `filters`, by walking its tokens. */
export async function walkRankTokens(
  db: Queryable,
  options: { plan: RankPlan; filters: SearchConditions; need: number; now: Date },
): Promise<WalkResult> {
  const { plan, filters, need, now } = options;
  const [span, oldestOpenMs] = await Promise.all([
    readReleaseSpan(db),
    readOldestOpenRelease(db, now),
  ]);
  const tokens = orderTokens(plan, span, oldestOpenMs);
  const isMultiWord = plan.alternatives.some((alternative) => alternative.lexemes.length > 1);
  const top = new TopRows(need);
  let next = 0;
  let batch = FIRST_BATCH;
  let rowsRead = 0;
  while (next < tokens.length) {
    if (top.threshold() > tokens[next]!.bound + EPSILON) {
      if (process.env.RANK_DEBUG) console.log(`  walk: ${next} tokens, ${rowsRead} rows`);
      return { rows: top.best(), isExact: true, rowsRead, tokens: next };
    }
    if (isMultiWord && rowsRead >= ROW_BUDGET) break;
    // Every token bounded above the current threshold must be read; those below it may yet be
    // spared as the threshold rises, so a batch stops at the first of them.
    const threshold = top.threshold();
    let end = next + 1;
    while (end < tokens.length && end - next < batch && tokens[end]!.bound > threshold + EPSILON) {
      end += 1;
    }
    const chunk = tokens.slice(next, end);
    next = end;
    batch = Math.min(batch * 2, LARGEST_BATCH);
    for (const [index, alternative] of plan.alternatives.entries()) {
      const own = chunk.filter((token) => token.alternative === index);
      if (own.length === 0) continue;
      const started = performance.now();
      const found = await fetchTokenRows(db, {
        alternative,
        exclusion: plan.exclusion,
        filters,
        tokens: own,
        limit: need,
        now,
      });
      rowsRead += found.scanned;
      if (process.env.RANK_DEBUG)
        console.log(
          `    batch ${own.length} tokens (${own[0]?.level}/${own[0]?.month} .. ${own.at(-1)?.level}/${own.at(-1)?.month}): ${found.scanned} rows, ${(performance.now() - started).toFixed(1)} ms`,
        );
      top.add(found.rows);
    }
  }
  return { rows: top.best(), isExact: next >= tokens.length, rowsRead, tokens: next };
}
