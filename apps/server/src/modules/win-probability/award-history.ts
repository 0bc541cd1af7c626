/**
 * The award history the estimator reads (issue 30, ADR 0220), one row per awarded opportunity
 * (a procurement, however many awards or lots it had), so the live estimate and the back-test
 * (scripts/bench-win-probability.ts) run the same model over the same shape.
 */

export type HistoryWinner = { id: number; name: string; scale: string | null };

export type HistoryRow = {
  opportunity_id: number;
  wac_id: string;
  title: string;
  buyer_id: number;
  /** Two-digit CPV division of the notice's main (first) code. */
  division: string;
  /** The first award's date, epoch ms. */
  award_date: number;
  /** The largest award value in pounds, or null. */
  value_amount: number | null;
  /** The largest published bid count of its awards, or null. */
  bid_count: number | null;
  /** Latest contract end date of its awards, epoch ms, or null. */
  contract_end: number | null;
  /** Days from publication to the tender deadline, when both are known. */
  tender_days: number | null;
  region_codes: string[];
  winners: HistoryWinner[];
};

/** Division-wide figures every buyer's own figures are shrunk towards. */
export type DivisionRates = {
  /** Mean published bid count, or null when no award published one. */
  mean_bids: number | null;
  bid_samples: number;
  /** Consecutive awards of one buyer in the division, and how many the incumbent kept. */
  pairs: number;
  kept: number;
  awards: number;
};

export const sumRates = (all: Iterable<DivisionRates>): DivisionRates => {
  let bidTotal = 0;
  const total: DivisionRates = { mean_bids: null, bid_samples: 0, pairs: 0, kept: 0, awards: 0 };
  for (const rates of all) {
    bidTotal += (rates.mean_bids ?? 0) * rates.bid_samples;
    total.bid_samples += rates.bid_samples;
    total.pairs += rates.pairs;
    total.kept += rates.kept;
    total.awards += rates.awards;
  }
  total.mean_bids = total.bid_samples > 0 ? bidTotal / total.bid_samples : null;
  return total;
};

/**
 * Consecutive pairs of a buyer's awards in date order, and how many of them the earlier
 * award's winner kept (any winner in common): the incumbent's retention.
 */
export function countRetention(history: readonly HistoryRow[]): { pairs: number; kept: number } {
  let pairs = 0;
  let kept = 0;
  for (let index = 1; index < history.length; index += 1) {
    const before = history[index - 1]!.winners;
    const after = history[index]!.winners;
    if (before.length === 0 || after.length === 0) continue;
    pairs += 1;
    if (after.some((winner) => before.some((earlier) => earlier.id === winner.id))) kept += 1;
  }
  return { pairs, kept };
}
