import { defineRule } from './brief-rule';
import { findDatedEvent } from './parse/dated-event';
import { describeDate } from './parse/dates';

/**
 * The last day to ask the buyer questions. The sentence must name clarifications or questions
 * and a deadline; the date when the buyer publishes its answers is another event and never taken.
 */
const ANCHOR =
  /\b(?:clarifications?|clarification questions?|questions?|quer(?:y|ies)|enquir(?:y|ies))\b/i;
const DEADLINE_WORDS =
  /\b(?:deadline|no later than|not later than|by|before|until|cut-?off|closes?|last date|latest)\b/i;
const OTHER_EVENT =
  /\b(?:tenders?\s+(?:must|should|shall|submission)|submission deadline|closing date|publish(?:ed)?|publication|issued|circulated|award|site visits?|answers?|responses?\s+(?:to|will)|will be (?:answered|responded))\b/i;

export const clarificationDeadlineRule = defineRule({
  field: 'clarification_deadline',
  cue: /clarification|question|quer(?:y|ies)|enquir/i,
  read(sentence) {
    if (!DEADLINE_WORDS.test(sentence)) return null;
    const event = findDatedEvent(sentence, ANCHOR, OTHER_EVENT);
    if (!event) return null;
    return {
      value: { date: event.date, time: event.time },
      summary: describeDate(event.date, event.time),
    };
  },
});
