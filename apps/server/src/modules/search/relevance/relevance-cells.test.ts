import { describe, expect, it } from 'vitest';
import { CellQueue, splitCellWords } from './relevance-cells';
import type { RankAlternative } from './relevance-plan';

const alternative = (idfs: number[]): RankAlternative => ({
  lexemes: idfs.map((_, index) => `w${index}`),
  hashes: idfs.map(() => '0'),
  idfs,
  phraseQuery: null,
});

const span = { newestMs: Date.UTC(2024, 2, 10), oldestMs: Date.UTC(2024, 0, 5) };

function drain(queue: CellQueue) {
  const cells = [];
  for (let cell = queue.take(); cell; cell = queue.take()) cells.push(cell);
  return cells;
}

describe('Best Match cells', () => {
  it('gives every level pair of two words in every month once, best bound first', () => {
    const plan = {
      alternatives: [alternative([2, 0.5])],
      hasOtherAlternatives: false,
      exclusion: null,
    };
    const cells = drain(new CellQueue(plan, span, null));
    // 16 x 16 levels in four months (none, January, February, March 2024).
    expect(cells).toHaveLength(16 * 16 * 4);
    const keys = new Set(cells.map((cell) => `${cell.levels}/${cell.month}`));
    expect(keys.size).toBe(cells.length);
    for (let index = 1; index < cells.length; index += 1) {
      expect(cells[index]!.bound).toBeLessThanOrEqual(cells[index - 1]!.bound + 1e-12);
    }
    expect(cells[0]!.levels).toEqual([15, 15]);
    // A level step of the rarer word outweighs one of the common word.
    const rank = (levels: string) => cells.findIndex((cell) => `${cell.levels}` === levels);
    expect(rank('15,14')).toBeLessThan(rank('14,15'));
  });

  it('merges comma alternatives by bound and bounds words beyond the rarest two at full level', () => {
    const plan = {
      alternatives: [alternative([1]), alternative([0.2, 3, 1])],
      hasOtherAlternatives: false,
      exclusion: null,
    };
    expect(splitCellWords([0.2, 3, 1])).toEqual({ cellWords: [1, 2], freeWords: [0] });
    const queue = new CellQueue(plan, span, Date.UTC(2024, 1, 1));
    const first = queue.take();
    expect(first).toMatchObject({ alternative: 1, levels: [15, 15] });
    // 3 + 1 + 0.2 (the free word at full level) + recency of the end of March 2024 + open.
    expect(first!.bound).toBeCloseTo(
      4.2 + (0.1 * (Date.UTC(2024, 3, 1) - Date.UTC(2000, 0, 1))) / (365.25 * 86_400_000) + 0.1,
      9,
    );
    const cells = [first!, ...drain(queue)];
    expect(cells.filter((cell) => cell.alternative === 0)).toHaveLength(16 * 4);
    expect(cells.filter((cell) => cell.alternative === 1)).toHaveLength(16 * 16 * 4);
  });

  it('merges the months and alternatives as a scan of every next cell would', () => {
    // Five years of months, and ties: equal idfs within an alternative, the same words in two
    // alternatives. The reference takes, each time, the best next cell of every month of every
    // alternative, found by looking at all of them: the earlier alternative, then the earlier
    // month on a tie (ADR 0379).
    const longSpan = { newestMs: Date.UTC(2026, 10, 28), oldestMs: Date.UTC(2021, 10, 30) };
    const plan = {
      alternatives: [alternative([2.5, 2.5]), alternative([7.1]), alternative([2.5, 2.5])],
      hasOtherAlternatives: false,
      exclusion: null,
    };
    const cells = drain(new CellQueue(plan, longSpan, Date.UTC(2026, 5, 1)));
    expect(cells).toHaveLength((16 * 16 * 2 + 16) * 62);
    const lists = new Map<string, typeof cells>();
    for (const cell of cells) {
      const key = `${cell.alternative}/${cell.month}`;
      lists.set(key, [...(lists.get(key) ?? []), cell]);
    }
    const heads = [...lists.values()].sort(
      (a, b) => a[0]!.alternative - b[0]!.alternative || a[0]!.month - b[0]!.month,
    );
    const merged: typeof cells = [];
    for (;;) {
      let best: (typeof heads)[number] | null = null;
      for (const list of heads) {
        if (list.length > 0 && (!best || list[0]!.bound > best[0]!.bound)) best = list;
      }
      if (!best) break;
      merged.push(best.shift()!);
    }
    expect(cells).toEqual(merged);
  });
});
