import { WIN_PROBABILITY_COMPETITORS } from '@wac/contract';
import type { HistoryRow, HistoryWinner } from './award-history';

export type RegionWinner = { id: number; name: string; wins: number };
export type Competitor = {
  id: number;
  name: string;
  wins_with_buyer: number;
  wins_in_region: number;
  is_incumbent: boolean;
};

/**
 * The likely competitors (issue 30): who won this buyer's similar work (most wins first), then
 * who won the division's work in the notice's regions from any buyer; the company itself left
 * out. Incumbents come first: they are the field's surest bidders.
 */
export function rankCompetitors(
  history: readonly HistoryRow[],
  regionWinners: readonly RegionWinner[],
  incumbents: readonly HistoryWinner[],
  exclude: ReadonlySet<number>,
  limit = WIN_PROBABILITY_COMPETITORS,
): Competitor[] {
  const byId = new Map<number, Competitor>();
  const entry = (id: number, name: string) => {
    let found = byId.get(id);
    if (!found) {
      found = { id, name, wins_with_buyer: 0, wins_in_region: 0, is_incumbent: false };
      byId.set(id, found);
    }
    return found;
  };
  for (const row of history) {
    for (const winner of row.winners) entry(winner.id, winner.name).wins_with_buyer += 1;
  }
  for (const winner of regionWinners) entry(winner.id, winner.name).wins_in_region = winner.wins;
  for (const winner of incumbents) entry(winner.id, winner.name).is_incumbent = true;
  return [...byId.values()]
    .filter((competitor) => !exclude.has(competitor.id))
    .sort(
      (a, b) =>
        Number(b.is_incumbent) - Number(a.is_incumbent) ||
        b.wins_with_buyer - a.wins_with_buyer ||
        b.wins_in_region - a.wins_in_region ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
