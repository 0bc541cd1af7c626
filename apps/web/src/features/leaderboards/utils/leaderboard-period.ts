import { LEADERBOARD_YEAR_CHOICES } from '@/config/constants';

/** Year null is all time; month null is the whole year. */
export interface LeaderboardPeriod {
  year: number | null;
  month: number | null;
}

export const ALL_TIME: LeaderboardPeriod = { year: null, month: null };

/** The current year and the four before it, newest first. */
export function getYearChoices(today = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: LEADERBOARD_YEAR_CHOICES }, (_, index) => year - index);
}

/**
 * Reads `?year=&month=` from the page URL, keeping only the choices the page offers; anonymous
 * visitors always get all time (the filters need an account).
 */
export function readPeriod(
  params: URLSearchParams,
  canFilter: boolean,
  today = new Date(),
): LeaderboardPeriod {
  if (!canFilter) return ALL_TIME;
  const year = Number(params.get('year'));
  if (!getYearChoices(today).includes(year)) return ALL_TIME;
  const month = Number(params.get('month'));
  return { year, month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** First and last day of the period as `YYYY-MM-DD`, or null for all time. */
export function getPeriodDateRange(period: LeaderboardPeriod): { from: string; to: string } | null {
  if (period.year === null) return null;
  if (period.month === null) return { from: `${period.year}-01-01`, to: `${period.year}-12-31` };
  const lastDay = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return {
    from: `${period.year}-${pad(period.month)}-01`,
    to: `${period.year}-${pad(period.month)}-${pad(lastDay)}`,
  };
}
