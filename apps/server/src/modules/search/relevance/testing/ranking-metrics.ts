/**
 * The two figures of the relevance test set, with binary judgements (a result is one of the
 * notices listed for the search or not):
 * - nDCG@10: discounted gain of the relevant results in the first 10 (1 / log2(rank + 1)),
 *   over the best possible (every relevant notice first);
 * - precision@5: relevant results in the first 5, over the most there can be (5, or fewer when
 *   fewer are listed), so a search with one right answer scores 1 when it is in the top 5.
 */
export function ndcgAt10(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const gain = (rank: number) => 1 / Math.log2(rank + 2);
  const found = ranked
    .slice(0, 10)
    .reduce((sum, title, rank) => sum + (relevant.has(title) ? gain(rank) : 0), 0);
  let ideal = 0;
  for (let rank = 0; rank < Math.min(10, relevant.size); rank += 1) ideal += gain(rank);
  return ideal === 0 ? 0 : found / ideal;
}

export function precisionAt5(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const hits = ranked.slice(0, 5).filter((title) => relevant.has(title)).length;
  return hits / Math.max(1, Math.min(5, relevant.size));
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
