import { WIN_PROBABILITY_COMPETITORS, WIN_PROBABILITY_MIN_SIMILAR_AWARDS } from '@wac/contract';
import type { Pool } from '../../src/db/pool';
import {
  countRetention,
  type HistoryRow,
  sumRates,
} from '../../src/modules/win-probability/award-history';
import {
  findAllHistory,
  findBuyerHistory,
  findDivisionRates,
  findRegionWinners,
} from '../../src/modules/win-probability/award-history.repository';
import { rankCompetitors } from '../../src/modules/win-probability/competitors';
import { EMPTY_RATES } from '../../src/modules/win-probability/division-rates-cache';
import {
  estimateChance,
  estimateFieldSize,
  estimateRetention,
  findIncumbent,
} from '../../src/modules/win-probability/estimate-model';

export type Prediction = { probability: number; won: boolean; evenChance: number };
export type BackTestResult = {
  cutoff: Date;
  trainAwards: number;
  testAwards: number;
  estimated: number;
  notEnoughData: number;
  winnerNamed: number;
  predictions: Prediction[];
};

/**
 * Fits on the older awards and tests on the newer (issue 30): the cutoff is the date by which
 * `trainShare` of the awarded opportunities were decided. Each newer award with enough history
 * gets the estimate, made as the route makes it but with the cutoff as "now", for each likely
 * competitor named from the older awards; the outcome is whether that competitor won.
 */
export async function runBackTest(
  pool: Pool,
  options: { trainShare: number; maxTests: number; log: (message: string) => void },
): Promise<BackTestResult> {
  const all = await findAllHistory(pool, new Date('9999-01-01'));
  const dated = all.filter((row) => Number.isFinite(row.award_date));
  const cutoffIndex = Math.floor(dated.length * options.trainShare);
  const cutoff = new Date(dated[cutoffIndex]?.award_date ?? Date.now());
  const tests = dated.filter((row) => row.award_date >= cutoff.getTime() && row.winners.length > 0);
  // Evenly spread when there are more than the time allows.
  const step = Math.max(1, tests.length / options.maxTests);
  const picked = Array.from(
    { length: Math.min(tests.length, options.maxTests) },
    (_, i) => tests[Math.floor(i * step)]!,
  );
  const ratesStarted = performance.now();
  const byDivision = await findDivisionRates(pool, cutoff);
  options.log(`division rates read in ${((performance.now() - ratesStarted) / 1000).toFixed(1)} s`);
  const national = sumRates(byDivision.values());
  const result: BackTestResult = {
    cutoff,
    trainAwards: cutoffIndex,
    testAwards: tests.length,
    estimated: 0,
    notEnoughData: 0,
    winnerNamed: 0,
    predictions: [],
  };
  const testsStarted = performance.now();
  for (const [index, row] of picked.entries()) {
    if (index % 500 === 0)
      options.log(
        `  ${index.toLocaleString('en-GB')} of ${picked.length.toLocaleString('en-GB')} newer awards`,
      );
    await testOne(pool, row, cutoff, byDivision.get(row.division) ?? EMPTY_RATES, national, result);
  }
  const perTest = (performance.now() - testsStarted) / Math.max(1, picked.length);
  options.log(
    `${picked.length} newer awards read in ${perTest.toFixed(1)} ms each (history and region winners)`,
  );
  return result;
}

async function testOne(
  pool: Pool,
  row: HistoryRow,
  cutoff: Date,
  division: typeof EMPTY_RATES,
  national: typeof EMPTY_RATES,
  result: BackTestResult,
) {
  const history = await findBuyerHistory(pool, {
    buyerId: row.buyer_id,
    division: row.division,
    asOf: cutoff,
    excludeOpportunityId: row.opportunity_id,
  });
  if (history.length < WIN_PROBABILITY_MIN_SIMILAR_AWARDS) {
    result.notEnoughData += 1;
    return;
  }
  result.estimated += 1;
  const regionWinners = await findRegionWinners(pool, {
    division: row.division,
    regions: row.region_codes,
    asOf: cutoff,
    limit: 20,
  });
  const incumbent = findIncumbent(history, cutoff.getTime());
  const incumbents = incumbent?.winners ?? [];
  const competitors = rankCompetitors(
    history,
    regionWinners,
    incumbents,
    new Set(),
    WIN_PROBABILITY_COMPETITORS,
  );
  const winners = new Set(row.winners.map((winner) => winner.id));
  if (competitors.some((competitor) => winners.has(competitor.id))) result.winnerNamed += 1;
  const field = estimateFieldSize(history, division, national);
  const retention = estimateRetention(countRetention(history), division, national);
  for (const competitor of competitors) {
    const estimate = estimateChance(
      history,
      new Set([competitor.id]),
      field,
      retention,
      incumbents,
    );
    result.predictions.push({
      probability: estimate.probability,
      won: winners.has(competitor.id),
      evenChance: estimate.even_chance,
    });
  }
}
