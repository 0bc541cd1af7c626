/**
 * The awards of one notice record without republications of an earlier award (ADR 0342).
 * Contracts Finder republishes an award notice under a new award id: the real "Juxtaposed
 * Controls Services - Manned Freight Search" record holds awards -1 and -2, both £52,500,000 to
 * SERCO LTD, decided on 22 September 2022 for the same period. Kept twice, the card said
 * "£52,500,000 each (2 awards)", the radar listed the contract twice and SERCO's awarded total
 * counted it twice. An award repeats an earlier one when both state a value and suppliers and
 * agree on the value, currency, supplier names (case, spacing and order ignored), decision date
 * and contract dates. Awards without a value or a supplier are never taken for repeats: a
 * framework's lot awards to one supplier (Find a Tender 052408-2025) state neither value nor lot.
 */
type ComparedAward = {
  value_amount: number | null;
  value_currency: string | null;
  award_decision_date: string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  suppliers: readonly { name: string }[];
};

const instantKey = (value: string | null) => (value === null ? '' : String(Date.parse(value)));

function repeatKey(award: ComparedAward): string | null {
  if (award.value_amount === null || award.suppliers.length === 0) return null;
  const names = award.suppliers
    .map((supplier) => supplier.name.trim().replace(/\s+/g, ' ').toLowerCase())
    .sort();
  return JSON.stringify([
    award.value_amount,
    award.value_currency,
    names,
    instantKey(award.award_decision_date),
    instantKey(award.contract_start_date),
    instantKey(award.contract_end_date),
  ]);
}

/** The awards in order, each republication of an earlier one left out (the first is kept). */
export function withoutRepublishedAwards<T extends ComparedAward>(awards: readonly T[]): T[] {
  const seen = new Set<string>();
  return awards.filter((award) => {
    const key = repeatKey(award);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
