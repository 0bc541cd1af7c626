import { MONTH_NAMES } from '@wac/contract';
/**
 * Dates and times as UK tender documents write them: "15th January 2027", "Friday 15 January
 * 2027", "15/01/2027" (day first, as in the UK), "2027-01-15"; "12 noon", "12:00 noon", "5pm",
 * "17:00 hrs". Each found with its place in the sentence so a rule can take the one next to its
 * words. An impossible date (31/02/2027) is not a date.
 */
export type FoundDate = { iso: string; start: number; end: number };
export type FoundTime = { time: string; start: number; end: number };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY_MONTH_YEAR = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`,
  'gi',
);
const MONTH_DAY_YEAR = new RegExp(
  `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
  'gi',
);
const NUMERIC = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (iso: string | null, start: number, length: number) => {
    const overlaps = found.some((date) => start < date.end && start + length > date.start);
    if (iso && !overlaps) found.push({ iso, start, end: start + length });
  };
  for (const m of text.matchAll(DAY_MONTH_YEAR))
    add(toIso(Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1])), m.index, m[0].length);
  for (const m of text.matchAll(MONTH_DAY_YEAR))
    add(toIso(Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2])), m.index, m[0].length);
  for (const m of text.matchAll(ISO))
    add(toIso(Number(m[1]), Number(m[2]), Number(m[3])), m.index, m[0].length);
  for (const m of text.matchAll(NUMERIC)) {
    const year = Number(m[4]) < 100 ? 2000 + Number(m[4]) : Number(m[4]);
    add(toIso(year, Number(m[3]), Number(m[1])), m.index, m[0].length);
  }
  return found.sort((a, b) => a.start - b.start);
}

const TIME =
  /\b(?:(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?(?![a-z])|(\d{1,2})[:.](\d{2})(?:\s*(?:hrs|hours|h)\b)?(?:\s*(?:noon|midday)\b)?|(?:12(?:[:.]00)?\s*)?(noon|midday)\b)/gi;

/** Times outside the given date spans (so "15.01" of "15.01.2027" is not a time). */
export function findTimes(text: string, dates: FoundDate[]): FoundTime[] {
  const found: FoundTime[] = [];
  for (const m of text.matchAll(TIME)) {
    const end = m.index + m[0].length;
    if (dates.some((date) => m.index < date.end && end > date.start)) continue;
    let hour: number;
    let minute: number;
    if (m[6]) [hour, minute] = [12, 0];
    else if (m[3]) {
      hour = (Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
      minute = Number(m[2] ?? 0);
      if (Number(m[1]) > 12) continue;
    } else [hour, minute] = [Number(m[4]), Number(m[5])];
    if (hour > 23 || minute > 59) continue;
    const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    found.push({ time, start: m.index, end });
  }
  return found;
}

/** The time written closest to a date in the same sentence ("12 noon on 15 January"). */
export function timeNear(text: string, date: FoundDate, dates: FoundDate[]): string | null {
  let best: { time: string; distance: number } | null = null;
  for (const time of findTimes(text, dates)) {
    const distance = time.end <= date.start ? date.start - time.end : time.start - date.end;
    const isBetweenOtherDate = dates.some(
      (other) =>
        other !== date &&
        other.start >= Math.min(time.end, date.end) &&
        other.end <= Math.max(time.start, date.start),
    );
    if (distance <= 25 && !isBetweenOtherDate && (!best || distance < best.distance))
      best = { time: time.time, distance };
  }
  return best?.time ?? null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "12:00 on Friday 15 January 2027". */
export function describeDate(iso: string, time: string | null): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return time ? `${time} on ${day}` : day;
}
