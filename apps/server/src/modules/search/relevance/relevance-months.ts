/**
 * Release months as the rank tokens number them (`search_rank_month`, migration 0160): months
 * since January 1990 in UTC, 0 for a missing or earlier date, 4095 at most. A test checks the two
 * agree.
 */
const FIRST_YEAR = 1990;
const LAST_MONTH = 4095;

export function monthOf(releasedMs: number | null): number {
  if (releasedMs === null) return 0;
  const date = new Date(releasedMs);
  const month = (date.getUTCFullYear() - FIRST_YEAR) * 12 + date.getUTCMonth();
  return Math.min(LAST_MONTH, Math.max(0, month));
}

/** The first instant after the month: every release in it is earlier. */
export function monthEndMs(month: number): number {
  return Date.UTC(FIRST_YEAR, month + 1, 1);
}
