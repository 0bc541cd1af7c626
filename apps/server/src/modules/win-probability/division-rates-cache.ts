import type { Queryable } from '../../db/pool';
import { type DivisionRates, sumRates } from './award-history';
import { findDivisionRates } from './award-history.repository';

/**
 * The division-wide rates read every award once, so each API process keeps them for an hour
 * (they move slowly: a day's awards barely shift a division's mean). A failed read is not kept.
 */
const LIFETIME_MS = 60 * 60 * 1000;

type Rates = { byDivision: Map<string, DivisionRates>; national: DivisionRates };
let cached: { at: number; rates: Promise<Rates> } | null = null;

export async function getDivisionRates(db: Queryable, now = Date.now()): Promise<Rates> {
  if (cached && now - cached.at < LIFETIME_MS) return cached.rates;
  const rates = findDivisionRates(db, new Date(now)).then((byDivision) => ({
    byDivision,
    national: sumRates(byDivision.values()),
  }));
  cached = { at: now, rates };
  rates.catch(() => {
    if (cached?.rates === rates) cached = null;
  });
  return rates;
}

/** Tests start from an empty cache (each builds its own award history). */
export function forgetDivisionRates() {
  cached = null;
}

export const EMPTY_RATES: DivisionRates = {
  mean_bids: null,
  bid_samples: 0,
  pairs: 0,
  kept: 0,
  awards: 0,
};
