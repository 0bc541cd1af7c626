import { asFiniteNumber, asObject, asObjectArray, asStringArray, asText } from './json-values';
import type { JsonObject } from './ocds-types';

// Above this a "bids" figure is a typing slip, not a field of bidders (no UK tender sees more).
const MAX_PLAUSIBLE_BIDS = 10_000;

const plausibleBids = (value: unknown) => {
  const bids = asFiniteNumber(value);
  return bids !== null && Number.isInteger(bids) && bids >= 0 && bids <= MAX_PLAUSIBLE_BIDS
    ? bids
    : null;
};

/**
 * How many bids an award's contract attracted (issue 30): the OCDS `bids.statistics` of measure
 * "bids" for the award's lots (the largest, when it covers several: the field it won against),
 * else any "bids" figure of the release when the award names no lot, else
 * `tender.numberOfTenderers`. Null when the notice says nothing.
 */
export function mapBidCount(release: JsonObject, award: JsonObject): number | null {
  const statistics = asObjectArray(asObject(release.bids).statistics).filter(
    (statistic) => asText(statistic.measure) === 'bids',
  );
  const lots = asStringArray(award.relatedLots);
  const forAward =
    lots.length > 0
      ? statistics.filter((statistic) => {
          const lot = asText(statistic.relatedLot);
          return lot === null || lots.includes(lot);
        })
      : statistics;
  const counts = forAward.flatMap((statistic) => plausibleBids(statistic.value) ?? []);
  if (counts.length > 0) return Math.max(...counts);
  return plausibleBids(asObject(release.tender).numberOfTenderers);
}
