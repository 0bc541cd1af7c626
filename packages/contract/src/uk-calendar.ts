/**
 * UK calendar fields of an instant, worked out by hand (no `Intl`, so the web app's first paint
 * does not wait for ICU's locale data, ADR 0046; the server's emails use the same rule so a
 * badge reads the same everywhere). Notices are UK notices: their days are UK days whatever the
 * reader's zone.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const UK_TIME_ZONE = 'Europe/London';

/** 01:00 UTC on the last Sunday of a month: when UK clocks change (the rule since 1996). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export type UkCalendarFields = {
  year: number;
  /** 0 for January. */
  monthIndex: number;
  day: number;
  hour: number;
  minute: number;
  /** Days since 1 January 1970 on UK clocks: the difference of two is a count of calendar days. */
  dayNumber: number;
};

/**
 * The calendar fields of an instant on UK clocks (GMT, or BST from the last Sunday of March to
 * the last Sunday of October), or null outside the years the rule is known to hold for.
 */
export function ukCalendarFields(date: Date): UkCalendarFields | null {
  const year = date.getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  const time = date.getTime();
  const isSummerTime = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const localTime = time + (isSummerTime ? HOUR_MS : 0);
  const local = new Date(localTime);
  return {
    year: local.getUTCFullYear(),
    monthIndex: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    dayNumber: Math.floor(localTime / DAY_MS),
  };
}

/**
 * The UTC offset UK clocks show at a wall-clock time (its fields given as if UTC): `+01:00` in
 * summer time, else `+00:00`. Lets a date written for a calendar day be stored as that day on UK
 * clocks (ADR 0340); null outside the years the rule is known to hold for.
 */
export function ukOffsetAtWallClock(wallClockAsUtc: number): '+01:00' | '+00:00' | null {
  const year = new Date(wallClockAsUtc).getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  // As a summer-time wall clock, the instant is an hour earlier; if that instant is in summer
  // time, the wall clock is a summer one (the skipped and repeated hours at 01:00 do not matter
  // for the midnight and end-of-day times this is used for).
  const summerInstant = wallClockAsUtc - HOUR_MS;
  const isSummerTime =
    summerInstant >= lastSundayAtOneUtc(year, 2) && summerInstant < lastSundayAtOneUtc(year, 9);
  return isSummerTime ? '+01:00' : '+00:00';
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
