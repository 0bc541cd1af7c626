import { asCalendarDate } from './calendar-date';
import type { CompiledAward } from './compiled-opportunity';
import { radarDateOf, readContractDates } from './contract-dates';
import { asFiniteNumber, asObject, asObjectArray, asText, asTimestamp } from './json-values';
import { mapBidCount } from './map-bid-count';
import { findParty, partyIdentifier } from './map-parties';
import type { JsonObject, OcdsRelease } from './ocds-types';

// Above this an amount is a placeholder, not money (and would overflow numeric(20, 2)).
const MAX_PLAUSIBLE_AMOUNT = 1e15;
// Below one unit (£1) an amount is a placeholder too: Find a Tender and Sell2Wales require a
// value, and buyers of rate-priced work enter 0.01 (083608-2026's contract, ADR 0343).
const MIN_PLAUSIBLE_AMOUNT = 1;

/**
 * A plausible amount, at least 1 and below 1e15; 0, negatives and pennies are "not given"
 * placeholders on the portals (ADR 0343).
 */
export function plausibleAmount(value: unknown): number | null {
  const amount = asFiniteNumber(value);
  return amount !== null && amount >= MIN_PLAUSIBLE_AMOUNT && amount < MAX_PLAUSIBLE_AMOUNT
    ? amount
    : null;
}

export type MoneyColumns = { amount: number | null; gross: number | null; currency: string | null };

/** Net `amount`; the gross `amountGross` stands in only when no net amount exists. */
export function mapMoney(value: unknown): MoneyColumns {
  const money = asObject(value);
  const net = plausibleAmount(money.amount);
  const gross = plausibleAmount(money.amountGross);
  const hasAmount = net !== null || gross !== null;
  return { amount: net ?? gross, gross, currency: hasAmount ? asText(money.currency) : null };
}

function mapSuppliers(release: JsonObject, award: JsonObject) {
  return asObjectArray(award.suppliers).flatMap((supplier) => {
    const partyId = asText(supplier.id);
    const party = findParty(release, partyId);
    const name = asText(supplier.name) ?? asText(party?.name);
    if (!name) return [];
    const address = asObject(party?.address);
    return [
      {
        name,
        party_id: partyId,
        ...partyIdentifier(party),
        scale: asText(asObject(party?.details).scale)?.toLowerCase() ?? null,
        locality: asText(address.locality),
        postal_code: asText(address.postalCode),
      },
    ];
  });
}

/**
 * Every award of a compiled release in publication order. FTS sometimes puts the value and dates
 * only on the contract (`contracts[].awardID`), so those fill in what the award lacks. The
 * contract's dates are read from the ocid's notices in order (`releases`, oldest first), so a
 * change (UK10) or a termination (UK11) moves them and the move is kept (ADR 0232).
 */
export function mapAwards(release: JsonObject, ocid: string, releases: OcdsRelease[] = []) {
  const contracts = asObjectArray(release.contracts);
  return asObjectArray(release.awards).map((award) => {
    const awardId = asText(award.id);
    const contract = contracts.find((item) => awardId && asText(item.awardID) === awardId);
    const ownValue = mapMoney(award.value);
    const value = ownValue.amount !== null ? ownValue : mapMoney(contract?.value);
    const period = asObject(award.contractPeriod);
    const contractPeriod = asObject(contract?.period);
    const dates = readContractDates(releases, awardId);
    const maxExtent = dates.max_extent_date ?? asCalendarDate(contractPeriod.maxExtentDate);
    const endDate =
      radarDateOf({ ...dates, max_extent_date: maxExtent }) ??
      asCalendarDate(period.endDate) ??
      asCalendarDate(contractPeriod.endDate);
    return {
      ocid,
      award_id: awardId,
      title: asText(award.title),
      status: asText(award.status),
      value_amount: value.amount,
      value_amount_gross: value.gross,
      value_currency: value.currency,
      award_decision_date: asTimestamp(award.date) ?? asTimestamp(contract?.dateSigned),
      contract_start_date:
        asCalendarDate(period.startDate) ?? asCalendarDate(contractPeriod.startDate),
      contract_end_date: endDate,
      term_end_date: dates.end_date ?? asCalendarDate(period.endDate),
      max_extent_date: maxExtent,
      contract_state: dates.contract_state,
      contract_state_date: dates.contract_state_date,
      date_history: dates.date_history,
      bid_count: mapBidCount(release, award),
      suppliers: mapSuppliers(release, award),
    } satisfies Omit<CompiledAward, 'suppliers'> & { suppliers: unknown[] };
  });
}
