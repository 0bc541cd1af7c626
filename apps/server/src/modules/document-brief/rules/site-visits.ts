import { defineRule } from './brief-rule';
import { describeDate, findDates, timeNear } from './parse/dates';

/**
 * Site visits: whether one is held, when, and whether attending is mandatory, as far as the one
 * sentence says. A dated visit outranks a bare mention; "no site visit" is itself a finding.
 */
const SITE_VISIT =
  /\bsite\s+(?:visits?|meetings?|walks?|inspections?|tours?)\b|\bvisits?\s+to\s+the\s+sites?\b/i;
const NOT_HELD =
  /\bno\s+(?:site\s+)?(?:visits?|meetings?)\b|\bsite\s+(?:visits?|meetings?)\s+(?:will|are|is|shall)\s+not\b|\bnot\s+(?:be\s+)?(?:offering|holding|arranging|offered|held|arranged)\b/i;
const OPTIONAL =
  /\b(?:not mandatory|non-mandatory|optional|voluntary|not compulsory|recommended|encouraged)\b/i;
const MANDATORY =
  /\b(?:mandatory|compulsory|must attend|required to attend|attendance is required)\b/i;

export const siteVisitsRule = defineRule({
  field: 'site_visits',
  cue: SITE_VISIT,
  read(sentence) {
    const mention = SITE_VISIT.exec(sentence);
    if (!mention) return null;
    if (NOT_HELD.test(sentence)) {
      return {
        value: { isHeld: false, date: null, time: null, isMandatory: null },
        summary: 'No site visit',
        strength: 1,
      };
    }
    const dates = findDates(sentence);
    const date = dates.find((found) => found.start > mention.index) ?? dates[0];
    const time = date ? timeNear(sentence, date, dates) : null;
    const isMandatory = OPTIONAL.test(sentence) ? false : MANDATORY.test(sentence) ? true : null;
    const kind =
      isMandatory === true
        ? 'Mandatory site visit'
        : isMandatory === false
          ? 'Optional site visit'
          : 'Site visit';
    return {
      value: { isHeld: true, date: date?.iso ?? null, time, isMandatory },
      summary: date
        ? `${kind} ${time ? 'at' : 'on'} ${describeDate(date.iso, time)}`
        : `${kind}; no date in this sentence`,
      strength: (date ? 2 : 0) + (isMandatory === null ? 0 : 1),
    };
  },
});
