import { ukOffsetAtWallClock } from '@wac/contract';
import { asTimestamp } from './json-values';

/** A date with a time of day that marks a whole day: its start (midnight) or its last second. */
const DAY_BOUNDARY =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](00:00(?::00(?:\.0+)?)?|23:59:59(?:\.\d+)?|23:59))?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A contract period's date (start, end, maximum extent) as a UK calendar day (ADR 0340). Such a
 * date names a day, not an instant: Find a Tender writes it in UTC whatever the season
 * ("2026-09-20T23:59:59Z" for a contract ending 20 September), which UK summer clocks read as
 * 00:59 on 21 September. A date written at midnight or at the day's last second (or with no
 * time) is stored as that same wall-clock time on UK clocks, so every reader that shows UK days
 * (web, stage text, exports, emails) shows the day the notice wrote. Any other time is a real
 * instant and is kept as written, offset and all.
 */
export function asCalendarDate(value: unknown): string | null {
  const text = asTimestamp(value);
  if (text === null) return null;
  const match = DAY_BOUNDARY.exec(text);
  if (!match) return text;
  const [, year, month, day, time] = match;
  const clock = time === undefined ? '00:00:00' : time.length === 5 ? `${time}:00` : time;
  const [hours, minutes, seconds] = clock.split(':').map(Number);
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), hours, minutes, seconds);
  const offset = ukOffsetAtWallClock(wallClock);
  if (offset === null) return text;
  const onUkClocks = `${year}-${month}-${day}T${clock}${offset}`;
  // The text as written when it already is that instant (a winter "Z"), so nothing else moves.
  return Date.parse(onUkClocks) === Date.parse(text) ? text : onUkClocks;
}
