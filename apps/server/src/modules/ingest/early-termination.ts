/** A termination this close to the stated end (or later) ended the contract at term. */
const AT_TERM_MARGIN_MS = 86_400_000;

/**
 * Whether a termination notice (UK11) ended its contract early: more than a day before the end
 * the notices had stated. One rule for the radar's dates (contract-dates.ts, ADR 0232) and the
 * lifecycle stage (map-lifecycle.ts, ADR 0222). With no stated end nothing says it was early,
 * so it is not called early.
 */
export function endedEarly(endedOn: number | null, statedEnd: number | null): boolean {
  return endedOn !== null && statedEnd !== null && endedOn < statedEnd - AT_TERM_MARGIN_MS;
}
