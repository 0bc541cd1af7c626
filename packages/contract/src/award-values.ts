/**
 * The value line of a notice with several awards (ADR 0342), one rule for the search card and
 * the opportunity page. Awards are never summed: a framework's or a multi-supplier notice's
 * award values are each supplier's share or ceiling, not parts of one total (Find a Tender
 * 029664-2025 awards five suppliers £86,974 to £129,188 for the same lot). The range of the
 * stated values is what the notice says.
 */
export type AwardValue = { amount: number | null; currency: string | null };

export type AwardValueSummary = {
  /** How many awards the notice has, valued or not. */
  award_count: number;
  /** How many of them state a value in `currency` (the range's awards). */
  valued_count: number;
  min: number;
  max: number;
  currency: string | null;
};

/**
 * The lowest and highest stated award value, in the currency of the first award that states
 * one (awards in another currency are not compared with it), and how many awards there are and
 * how many the range covers; null when no award states a value.
 */
export function summariseAwardValues(awards: readonly AwardValue[]): AwardValueSummary | null {
  const first = awards.find((award) => award.amount !== null);
  if (!first) return null;
  const sameCurrency = awards
    .filter((award) => award.amount !== null && award.currency === first.currency)
    .map((award) => award.amount as number);
  return {
    award_count: awards.length,
    valued_count: sameCurrency.length,
    min: Math.min(...sameCurrency),
    max: Math.max(...sameCurrency),
    currency: first.currency,
  };
}

/**
 * The words of a summary, with money formatted by the caller's formatter: one award's value as
 * it is ("£126,294"); several as a range with the awards it covers ("£86,974 to £129,188
 * (5 awards)", "£40,000 each (2 awards)", "£12,000 (1 of 3 awards)").
 */
export function describeAwardValues(
  summary: AwardValueSummary,
  formatMoney: (amount: number, currency: string | null) => string,
): string {
  const low = formatMoney(summary.min, summary.currency);
  if (summary.award_count <= 1) return low;
  const range =
    summary.min === summary.max
      ? summary.valued_count > 1
        ? `${low} each`
        : low
      : `${low} to ${formatMoney(summary.max, summary.currency)}`;
  const covered =
    summary.valued_count === summary.award_count
      ? `${summary.award_count} awards`
      : `${summary.valued_count} of ${summary.award_count} awards`;
  return `${range} (${covered})`;
}
