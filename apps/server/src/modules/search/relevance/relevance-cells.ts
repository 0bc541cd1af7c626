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

/** One alternative's cells in bound order: a cursor into the combinations for every month. */
class AlternativeCells {
  private readonly combos: Combo[];
  private readonly cursors: number[];
  private readonly fixed: number;
  /** bestMonth's answer until the next take (it scans every month). */
  private best: number | null = null;

  constructor(
    private readonly alternative: number,
    idfs: readonly number[],
    private readonly months: readonly MonthBoost[],
  ) {
    const { cellWords, freeWords } = splitCellWords(idfs);
    this.combos = levelCombos(cellWords.map((word) => idfs[word] ?? 0));
    this.fixed = freeWords.reduce((sum, word) => sum + (idfs[word] ?? 0), 0);
    this.cursors = months.map(() => 0);
  }

  /** The month whose next cell has the highest bound, or -1 when every cell was taken. */
  private bestMonth(): number {
    if (this.best === null) this.best = this.scanMonths();
    return this.best;
  }

  private scanMonths(): number {
    let best = -1;
    let bestBound = Number.NEGATIVE_INFINITY;
    for (const [index, month] of this.months.entries()) {
      const combo = this.combos[this.cursors[index]!];
      if (combo && combo.score + month.boost > bestBound) {
        best = index;
        bestBound = combo.score + month.boost;
      }
    }
    return best;
  }

  peekBound(): number {
    const index = this.bestMonth();
    if (index < 0) return Number.NEGATIVE_INFINITY;
    return this.combos[this.cursors[index]!]!.score + this.months[index]!.boost + this.fixed;
  }

  take(): Cell | null {
    const index = this.bestMonth();
    if (index < 0) return null;
    const combo = this.combos[this.cursors[index]!]!;
    const month = this.months[index]!;
    this.cursors[index] = this.cursors[index]! + 1;
    this.best = null;
    return {
      alternative: this.alternative,
      levels: combo.levels,
      month: month.month,
      bound: combo.score + month.boost + this.fixed,
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
