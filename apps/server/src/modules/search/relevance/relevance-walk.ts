import type { Queryable } from '../../../db/pool';
import type { SearchConditions } from '../match/search-sql';
import { fetchCellRows, type RankedRow, readWalkStart } from './relevance.repository';
import { type Cell, CellQueue } from './relevance-cells';
import { isMultiWordPlan, WALK_CELL_US, walkAllowanceUs, walkCostUs } from './relevance-cost';
import type { RankPlan } from './relevance-plan';

/**
 * The top rows of a Best Match ranking read from the rank tokens (migration 0160), best first,
 * without looking at most matches (ADRs 0080 and 0100, docs/search-ranking.md).
 *
 * Every cell (a level of each of an alternative's rarest words in one release month,
 * relevance-cells.ts) has an upper bound on the score of any row it holds. Cells are read best
 * bound first, a growing batch at a time, and each batch returns its rows' exact scores. Once the
 * `need`-th best score found beats the bound of every cell not yet read, no unread row can enter
 * the top: the answer is exact (the threshold algorithm of Fagin et al.).
 *
 * With one word a cell is one token and the walk stops after a few hundred rows. With several
 * words a cell holds every word's level, so the bound is as tight; most cells are empty (an
 * index probe of about 10 us each). A walk stopped by CELL_BUDGET or ROW_BUDGET (reachable with
 * four or more words or a page far down) ranks the candidates it read, the strongest by
 * construction, and says it is not exact.
 */

/** Rows a walk reads at most before it settles for the candidates it has. */
export const ROW_BUDGET = 20_000;
/** Cells a walk probes at most (about 10 us each when empty). */
export const CELL_BUDGET = 40_000;
const FIRST_BATCH = 4;
const LARGEST_BATCH = 512;
const LARGEST_MULTI_WORD_BATCH = 4_096;
const EPSILON = 1e-9;

/** Best first: score, then newer, then the higher id (as the SQL orders). */
export function compareRanked(a: RankedRow, b: RankedRow): number {
  if (a.score !== b.score) return b.score - a.score;
  const aReleased = a.releasedMs ?? Number.NEGATIVE_INFINITY;
  const bReleased = b.releasedMs ?? Number.NEGATIVE_INFINITY;
  if (aReleased !== bReleased) return bReleased - aReleased;
  return Number(BigInt(b.id) - BigInt(a.id));
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

/**
 * `overBudget`: the walk stopped because it had cost as much as scoring every match would
 * (`budgetUs`); its rows are then no answer and the caller scores every match.
 */
export type WalkResult = {
  rows: RankedRow[];
  isExact: boolean;
  rowsRead: number;
  cells: number;
  overBudget: boolean;
};

/** The next batch: every cell bounded above the threshold, up to `size`, at least one. */
function takeBatch(queue: CellQueue, size: number, threshold: number): Cell[] {
  const chunk: Cell[] = [];
  // Cells bounded below the current threshold may yet be spared as it rises: a batch stops there.
  while (chunk.length < size && (chunk.length === 0 || queue.peekBound() > threshold + EPSILON)) {
    const cell = queue.take();
    if (!cell) break;
    chunk.push(cell);
  }
  return chunk;
}

/**
 * The best `need` rows of the plan among rows passing `filters`, by walking its cells. With
 * `budgetUs`, the walk gives up (`overBudget`) before a batch would take its estimated cost
 * (relevance-cost.ts) past it, or past a quarter of it while a walk of several words has not
 * found `need` rows (ADR 0252).
 */
export async function walkRankTokens(
  db: Queryable,
  options: {
    plan: RankPlan;
    filters: SearchConditions;
    need: number;
    now: Date;
    budgetUs?: number;
  },
): Promise<WalkResult> {
  const { plan, filters, need, now } = options;
  const budgetUs = options.budgetUs ?? Number.POSITIVE_INFINITY;
  const { span, oldestOpenMs } = await readWalkStart(db, now);
  const queue = new CellQueue(plan, span, oldestOpenMs);
  const largestBatch = isMultiWordPlan(plan) ? LARGEST_MULTI_WORD_BATCH : LARGEST_BATCH;
  const top = new TopRows(need);
  let cells = 0;
  let batch = FIRST_BATCH;
  let rowsRead = 0;
  let statements = 0;
  const finish = (isExact: boolean, overBudget = false): WalkResult => {
    if (process.env.RANK_DEBUG)
      console.log(
        `  walk: ${cells} cells, ${rowsRead} rows, ${statements} statements, exact ${isExact}, over budget ${overBudget}`,
      );
    return { rows: top.best(), isExact, rowsRead, cells, overBudget };
  };
  for (;;) {
    const nextBound = queue.peekBound();
    if (nextBound === Number.NEGATIVE_INFINITY) return finish(true);
    if (top.threshold() > nextBound + EPSILON) return finish(true);
    if (rowsRead >= ROW_BUDGET || cells >= CELL_BUDGET) return finish(false);
    // The next batch's cells alone must fit what is left of the budget; its rows are paid after.
    // Several words without a page of rows yet may spend only a share of it (ADR 0252).
    const allowance = walkAllowanceUs(plan, budgetUs, top.best().length >= need);
    const left = allowance - walkCostUs({ cells, rowsRead, statements: statements + 1 });
    const affordable = Math.floor(left / WALK_CELL_US);
    if (affordable < 1) return finish(false, true);
    const chunk = takeBatch(queue, Math.min(batch, affordable), top.threshold());
    cells += chunk.length;
    batch = Math.min(batch * 2, largestBatch);
    for (const [index, alternative] of plan.alternatives.entries()) {
      const own = chunk.filter((cell) => cell.alternative === index);
      if (own.length === 0) continue;
      const started = performance.now();
      const found = await fetchCellRows(db, {
        alternative,
        exclusion: plan.exclusion,
        filters,
        cells: own,
        limit: need,
        now,
      });
      rowsRead += found.scanned;
      statements += 1;
      if (process.env.RANK_DEBUG)
        console.log(
          `    batch ${own.length} cells (${own[0]?.levels}/${own[0]?.month} .. ${own.at(-1)?.levels}/${own.at(-1)?.month}): ${found.scanned} rows, ${(performance.now() - started).toFixed(1)} ms`,
        );
      top.add(found.rows);
    }
  }
}
