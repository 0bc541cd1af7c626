import type { DivisionRates, HistoryRow, HistoryWinner } from './award-history';

/**
 * The estimator's arithmetic (ADR 0220): rates with empirical-Bayes shrinkage, each buyer's own
 * figure pulled towards the division's (and the division's towards the nation's) by a prior
 * worth PRIOR_STRENGTH awards, so a buyer with two awards says little and one with fifty says a
 * lot. Pure functions: the route and the back-test share them.
 */
export const PRIOR_STRENGTH = 5;

/** (successes + k * prior) / (trials + k): the posterior mean of a beta prior with mean `prior`. */
export const shrink = (
  successes: number,
  trials: number,
  prior: number,
  strength = PRIOR_STRENGTH,
) => (successes + strength * prior) / (trials + strength);

export type FieldSize = {
  /** Expected bidders. */
  value: number;
  /** The buyer's own mean and how many of its awards published a count. */
  buyer_mean: number | null;
  buyer_samples: number;
  /** What the buyer's mean was shrunk towards (division, else national mean). */
  prior: number | null;
  /** `winners` when no bid count was published anywhere: the field is the past winners plus you. */
  source: 'bids' | 'winners';
};

export function estimateFieldSize(
  history: readonly HistoryRow[],
  division: DivisionRates,
  national: DivisionRates,
): FieldSize {
  const counts = history.flatMap((row) => (row.bid_count === null ? [] : [row.bid_count]));
  const buyerMean = counts.length > 0 ? counts.reduce((a, b) => a + b, 0) / counts.length : null;
  const prior =
    division.mean_bids !== null && division.bid_samples > 0
      ? division.mean_bids
      : national.mean_bids;
  if (prior === null) {
    const winners = new Set(history.flatMap((row) => row.winners.map((winner) => winner.id)));
    return {
      value: Math.max(2, winners.size + 1),
      buyer_mean: null,
      buyer_samples: 0,
      prior: null,
      source: 'winners',
    };
  }
  const total = counts.reduce((a, b) => a + b, 0);
  // A field is never smaller than one bidder: the estimate is for someone bidding.
  const value = Math.max(1, (total + PRIOR_STRENGTH * prior) / (counts.length + PRIOR_STRENGTH));
  return { value, buyer_mean: buyerMean, buyer_samples: counts.length, prior, source: 'bids' };
}

export type Retention = { rate: number; pairs: number; kept: number; division_rate: number };

/** How often the incumbent keeps this buyer's work in the division, shrunk twice. */
export function estimateRetention(
  buyer: { pairs: number; kept: number },
  division: DivisionRates,
  national: DivisionRates,
): Retention {
  // Half and half before any award pair exists anywhere: no evidence either way.
  const nationalRate = shrink(national.kept, national.pairs, 0.5);
  const divisionRate = shrink(division.kept, division.pairs, nationalRate);
  return {
    ...buyer,
    rate: shrink(buyer.kept, buyer.pairs, divisionRate),
    division_rate: divisionRate,
  };
}

/** The incumbents: the winners of the latest award, and whether its contract still runs. */
export function findIncumbent(history: readonly HistoryRow[], asOf: number) {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const row = history[index]!;
    if (row.winners.length === 0) continue;
    const isCurrent = row.contract_end !== null && row.contract_end >= asOf;
    return { row, winners: row.winners, isCurrent };
  }
  return null;
}

/** Wins of any of `ids` among the history's awards. */
export const countWins = (history: readonly HistoryRow[], ids: ReadonlySet<number>) =>
  history.filter((row) => row.winners.some((winner) => ids.has(winner.id))).length;

/** A supplier's share of the buyer's similar awards, shrunk towards an even chance in the field. */
export const shareOf = (wins: number, awards: number, evenChance: number) =>
  shrink(wins, awards, evenChance);

export type Estimate = {
  probability: number;
  even_chance: number;
  share: number;
  incumbent_share: number;
  is_incumbent: boolean;
};

/**
 * The chance that `candidate` (one or more organisation ids: a company can appear under several)
 * wins: the incumbent keeps the work at the retention rate (shared among incumbents by their
 * shares); anyone else splits what is left by their shares of the buyer's similar awards.
 */
export function estimateChance(
  history: readonly HistoryRow[],
  candidate: ReadonlySet<number>,
  field: FieldSize,
  retention: Retention,
  incumbents: readonly HistoryWinner[],
): Estimate {
  const evenChance = 1 / field.value;
  const share = shareOf(countWins(history, candidate), history.length, evenChance);
  const isIncumbent = incumbents.some((winner) => candidate.has(winner.id));
  const incumbentShares = incumbents.map((winner) =>
    shareOf(countWins(history, new Set([winner.id])), history.length, evenChance),
  );
  const incumbentShare = Math.min(
    0.99,
    incumbentShares.reduce((a, b) => a + b, 0),
  );
  let probability: number;
  if (incumbents.length === 0) probability = share;
  else if (isIncumbent)
    probability = retention.rate * Math.min(1, share / Math.max(share, incumbentShare));
  else probability = (1 - retention.rate) * Math.min(1, share / (1 - incumbentShare));
  return {
    probability: Math.min(0.99, Math.max(0.001, probability)),
    even_chance: evenChance,
    share,
    incumbent_share: incumbentShare,
    is_incumbent: isIncumbent,
  };
}
