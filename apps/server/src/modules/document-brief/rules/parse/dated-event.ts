import { type FoundDate, findDates, timeNear } from './dates';

/**
 * The date a sentence gives for an event named by `anchor`: the first date after the anchor with
 * no other event named in between (a timetable flattened onto one line lists several), or a date
 * just before it introduced by "by"/"no later than" ("By 12 noon on 15 January, tenders must be
 * submitted"). A date that belongs to another event (publication, award) is never taken.
 */
export type DatedEvent = { date: string; time: string | null; anchorAt: number };

const LEAD_IN = /\b(?:by|before|no later than|not later than|until|on or before)\b[^.]{0,20}$/i;

export function findDatedEvent(
  sentence: string,
  anchor: RegExp,
  interfering: RegExp,
  acceptAnchor: (anchorAt: number) => boolean = () => true,
): DatedEvent | null {
  const dates = findDates(sentence);
  if (dates.length === 0) return null;
  const flags = anchor.flags.includes('g') ? anchor.flags : `${anchor.flags}g`;
  for (const m of sentence.matchAll(new RegExp(anchor.source, flags))) {
    if (!acceptAnchor(m.index)) continue;
    const anchorEnd = m.index + m[0].length;
    const after = dates.find((date) => date.start >= anchorEnd && date.start - anchorEnd <= 150);
    if (after && !interfering.test(sentence.slice(anchorEnd, after.start)))
      return describe(sentence, after, dates, m.index);
    const before = dates.filter((date) => date.end <= m.index && m.index - date.end <= 60).at(-1);
    if (
      before &&
      !interfering.test(sentence.slice(before.end, m.index)) &&
      LEAD_IN.test(sentence.slice(Math.max(0, before.start - 40), before.start))
    )
      return describe(sentence, before, dates, m.index);
  }
  return null;
}

function describe(
  sentence: string,
  date: FoundDate,
  dates: FoundDate[],
  anchorAt: number,
): DatedEvent {
  return { date: date.iso, time: timeNear(sentence, date, dates), anchorAt };
}
