import type { Queryable } from '../../db/pool';
import { type DivisionRates, sumRates } from './award-history';
import { findDivisionRates } from './award-history.repository';

/**
 * The division-wide rates read every award (about 2 s at 200,000 notices), so each API process
 * keeps them and reads them again at most once an hour: they move slowly, a day's awards barely
 * shift a division's mean. Past the hour the old rates still answer while the new ones are read
 * (only a process's first estimate waits). A failed read is not kept.
 */
const LIFETIME_MS = 60 * 60 * 1000;

type Rates = { byDivision: Map<string, DivisionRates>; national: DivisionRates };
let current: { at: number; rates: Promise<Rates> } | null = null;
let refreshing: Promise<Rates> | null = null;

const readRates = (db: Queryable, now: number) =>
  findDivisionRates(db, new Date(now)).then((byDivision) => ({
    byDivision,
    national: sumRates(byDivision.values()),
  }));

export async function getDivisionRates(db: Queryable, now = Date.now()): Promise<Rates> {
  if (!current) {
    const rates = readRates(db, now);
    current = { at: now, rates };
    rates.catch(() => {
      if (current?.rates === rates) current = null;
    });
    return rates;
  }
  if (now - current.at >= LIFETIME_MS && !refreshing) {
    const rates = readRates(db, now);
    refreshing = rates;
    rates
      .then(() => {
        current = { at: now, rates };
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
  }
  return current.rates;
}

/** Tests start from an empty cache (each builds its own award history). */
export function forgetDivisionRates() {
  current = null;
  refreshing = null;
}

export const EMPTY_RATES: DivisionRates = {
  mean_bids: null,
  bid_samples: 0,
  pairs: 0,
  kept: 0,
  awards: 0,
};
