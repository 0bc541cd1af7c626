import TinyQueue from 'tinyqueue';
import { monthEndMs, monthOf } from './relevance-months';
import type { RankPlan } from './relevance-plan';
import { MAX_LEVEL, OPEN_BOOST, recencyScore } from './relevance-score';

/**
 * The cells a Best Match walk reads, best bound first (ADR 0100, docs/search-ranking.md).
 *
 * A cell is one level of each of an alternative's cell words and one release month: the rows
 * holding every one of those tokens (`rank_tokens @> ARRAY[token, ...]`, an intersection the GIN
 * index does). All its rows score the same words' part exactly, so its bound is tight:
 * `Σ idf × level / 15` of the cell words, plus the free words at full level, plus the recency at
 * the month's end and the open boost if the month may hold an open row. For one word a cell is
 * one token, as in ADR 0080; for several words the cells of every level combination are read
 * best first, so rows that are strong in the second word are found as early as rows that are
 * strong in the first.
 */

/** Words of an alternative whose levels make the cells (the rarest); the rest bound at 15. */
export const MAX_CELL_WORDS = 2;

export type Cell = {
  alternative: number;
  /** Level of each cell word, in `cellWords` order. */
  levels: number[];
  month: number;
  bound: number;
};

export type CellWords = { cellWords: number[]; freeWords: number[] };

/** The rarest words make the cells (a rare word's levels tell the most about a row's score). */
export function splitCellWords(idfs: readonly number[]): CellWords {
  const byRarity = idfs.map((idf, index) => ({ idf, index })).sort((a, b) => b.idf - a.idf);
  return {
    cellWords: byRarity.slice(0, MAX_CELL_WORDS).map((word) => word.index),
    freeWords: byRarity.slice(MAX_CELL_WORDS).map((word) => word.index),
  };
}

type Combo = { levels: number[]; score: number };

/** Every combination of levels of the cell words, highest words' part first. */
function levelCombos(idfs: readonly number[]): Combo[] {
  let combos: Combo[] = [{ levels: [], score: 0 }];
  for (const idf of idfs) {
    combos = combos.flatMap((combo) =>
      Array.from({ length: MAX_LEVEL + 1 }, (_, level) => ({
        levels: [...combo.levels, level],
        score: combo.score + (idf * level) / MAX_LEVEL,
      })),
    );
  }
  return combos.sort((a, b) => b.score - a.score);
}

type MonthBoost = { month: number; boost: number };

/** A month's next cell: its place in the month list, its combination and their bound. */
type MonthHead = { index: number; combo: number; bound: number };

/** Higher bound first; on a tie the earlier month, as a scan of the months in order would. */
const byBound = (a: MonthHead, b: MonthHead) => b.bound - a.bound || a.index - b.index;

/**
 * One alternative's cells in bound order: every month's next combination in a heap by bound, so
 * a cell costs a heap step, not a pass over every month (ADR 0379; a walk takes up to
 * CELL_BUDGET cells among 16 levels a word in each of its months).
 */
class AlternativeCells {
  private readonly combos: Combo[];
  private readonly fixed: number;
  private readonly heads: TinyQueue<MonthHead>;

  constructor(
    private readonly alternative: number,
    idfs: readonly number[],
    private readonly months: readonly MonthBoost[],
  ) {
    const { cellWords, freeWords } = splitCellWords(idfs);
    this.combos = levelCombos(cellWords.map((word) => idfs[word] ?? 0));
    this.fixed = freeWords.reduce((sum, word) => sum + (idfs[word] ?? 0), 0);
    const best = this.combos[0];
    const heads = best
      ? months.map((month, index) => ({ index, combo: 0, bound: best.score + month.boost }))
      : [];
    this.heads = new TinyQueue(heads, byBound);
  }

  peekBound(): number {
    const head = this.heads.peek();
    return head ? head.bound + this.fixed : Number.NEGATIVE_INFINITY;
  }

  take(): Cell | null {
    const head = this.heads.pop();
    if (!head) return null;
    const month = this.months[head.index]!;
    const next = this.combos[head.combo + 1];
    if (next) {
      this.heads.push({
        index: head.index,
        combo: head.combo + 1,
        bound: next.score + month.boost,
      });
    }
    return {
      alternative: this.alternative,
      levels: this.combos[head.combo]!.levels,
      month: month.month,
      bound: head.bound + this.fixed,
    };
  }
}

/** Every alternative's cells merged, best bound first, read a few at a time. */
export class CellQueue {
  private readonly streams: AlternativeCells[];

  constructor(
    plan: RankPlan,
    span: { newestMs: number | null; oldestMs: number | null },
    oldestOpenMs: number | null,
  ) {
    const newest = monthOf(span.newestMs);
    const oldest = span.oldestMs === null ? newest : monthOf(span.oldestMs);
    // Month 0 holds rows without a release date (and any before 1990).
    const months = [...new Set([0, ...range(oldest, newest)])].map((month) => {
      const endMs = monthEndMs(month);
      const mayBeOpen = oldestOpenMs !== null && endMs > oldestOpenMs;
      return { month, boost: recencyScore(endMs) + (mayBeOpen ? OPEN_BOOST : 0) };
    });
    this.streams = plan.alternatives.map(
      (alternative, index) => new AlternativeCells(index, alternative.idfs, months),
    );
  }

  /** The bound of the best cell not yet taken (-Infinity when none is left). */
  peekBound(): number {
    return Math.max(Number.NEGATIVE_INFINITY, ...this.streams.map((stream) => stream.peekBound()));
  }

  take(): Cell | null {
    let best: AlternativeCells | null = null;
    let bestBound = Number.NEGATIVE_INFINITY;
    for (const stream of this.streams) {
      const bound = stream.peekBound();
      if (bound > bestBound) {
        best = stream;
        bestBound = bound;
      }
    }
    return best ? best.take() : null;
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
