import { toAlertSearchQuery } from '@wac/contract';
import { ALERT_PREVIEW_WINDOW_DAYS, WEEKS_PER_MONTH } from '@/config/constants';
import { formatCount } from '@/lib/format';
import { type AlertFormValues, toCriteria } from './alert-form';

/** `YYYY-MM-DD` of the local calendar day `days` before `today`. */
function daysBefore(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The live preview's search (section 7): the profile as a search query, counted over
 * opportunities released in the last 30 days. The same translation the server uses to match
 * alerts, so the preview counts what the profile would have sent.
 */
export function buildPreviewQuery(values: AlertFormValues, today = new Date()): URLSearchParams {
  return new URLSearchParams({
    count_only: 'true',
    release_date_from: daysBefore(today, ALERT_PREVIEW_WINDOW_DAYS),
    ...toAlertSearchQuery(toCriteria(values)),
  });
}

/** Estimated alerts per week: the 30-day total / 4.3, rounded (section 9). */
export function estimateWeeklyAlerts(total: number): number {
  return Math.round(total / WEEKS_PER_MONTH);
}

/** The preview's weekly estimate in words: never "about 0 alerts per week". */
export function describeWeeklyAlerts(total: number): string {
  const weekly = estimateWeeklyAlerts(total);
  if (total === 0) return 'no alerts expected';
  if (weekly === 0) return 'fewer than one alert per week';
  return `about ${formatCount(weekly)} ${weekly === 1 ? 'alert' : 'alerts'} per week`;
}
