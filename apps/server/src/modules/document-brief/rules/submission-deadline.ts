import { defineRule } from './brief-rule';
import { findDatedEvent } from './parse/dated-event';
import { describeDate } from './parse/dates';

/**
 * When tenders must be in. Named outright ("Tender submission deadline", "closing date for
 * tenders") or as "must be received/submitted by" with tenders (not clarification questions) as
 * the subject. The publication date or any other event's date is never taken for it.
 */
const NAMED =
  /\b(?:(?:tender|bid|quotation|submission|response|return|closing)s?\s+(?:submission\s+|return\s+)?(?:deadline|closing date|closing time|return date|due date)|deadline\s+for\s+(?:the\s+)?(?:receipt|submission|return)\s+of\s+(?:tenders?|bids?|responses?|quotations?|submissions?)|(?:closing|return)\s+date\s+(?:for|of)\s+(?:tenders?|bids?|responses?|submissions?)|tenders?\s+close|deadline\s+for\s+(?:tenders?|bids?|submissions?))\b/i;
const GENERIC =
  /\b(?:(?:must|should|shall|are to|need to)\s+be\s+(?:received|submitted|uploaded|returned|lodged)|submit(?:ted)?\s+(?:their|your)?\s*(?:tender|bid|response)s?\s+(?:by|no later than|before))/i;
const TENDER_SUBJECT =
  /\b(?:tenders?|bids?|responses?|submissions?|quotations?|proposals?|ITTs?)\b/i;
const OTHER_SUBJECT =
  /\b(?:clarifications?|questions?|quer(?:y|ies)|enquir(?:y|ies)|expressions? of interest)\b/i;
const OTHER_EVENT =
  /\b(?:clarifications?|questions?|quer(?:y|ies)|publish(?:ed)?|publication|issued?|dispatch(?:ed)?|award|commence(?:ment)?|start|site visits?|standstill|evaluation|presentations?|interviews?|notice)\b/i;

export const submissionDeadlineRule = defineRule({
  field: 'submission_deadline',
  cue: /deadline|closing|must be|should be|shall be|to be|submit|return|close/i,
  read(sentence) {
    const named = findDatedEvent(sentence, NAMED, OTHER_EVENT);
    const event =
      named ??
      findDatedEvent(sentence, GENERIC, OTHER_EVENT, (at) => {
        const subject = sentence.slice(Math.max(0, at - 80), at);
        return TENDER_SUBJECT.test(subject) && !OTHER_SUBJECT.test(subject);
      });
    if (!event) return null;
    return {
      value: { date: event.date, time: event.time },
      summary: describeDate(event.date, event.time),
    };
  },
});
