import ical, { ICalEventTransparency } from 'ical-generator';
import { buildOpportunityLink } from '../../config/public-base-url';
import type { PipelineCalendarEntry } from '../pipeline';

/** A favourite's deadlines as the feed needs them. */
export type DeadlineSource = {
  wac_id: string;
  title: string;
  buyer_name: string | null;
  notice_url: string | null;
  tender_deadline_date: Date | null;
  enquiry_deadline_date: Date | null;
};

/** How long a deadline event lasts in the calendar: a short block ending at the deadline. */
const EVENT_MINUTES = 30;
/** Calendar apps ask again about this often (the feed changes with favourites and notices). */
const REFRESH_MINUTES = 60;

const DEADLINES = [
  { field: 'tender_deadline_date', label: 'Tender deadline', uid: 'tender-deadline' },
  { field: 'enquiry_deadline_date', label: 'Clarification deadline', uid: 'enquiry-deadline' },
] as const;

/**
 * The iCalendar (RFC 5545) text of a user's favourites' deadlines (ADR 0092): one event per
 * deadline, ending at it, titled with the kind of deadline and the opportunity; the notice's
 * link as the event's URL (the WAC page when the portal gave none) and both links in the
 * description. Each event's UID is stable (WAC ID + kind), so a moved deadline moves the event
 * in the subscriber's calendar instead of adding another. Times are UTC, valid everywhere.
 */
export function buildDeadlineCalendar(
  sources: readonly DeadlineSource[],
  options: { publicBaseUrl: string; now?: Date; pipeline?: readonly PipelineCalendarEntry[] },
): string {
  const calendar = ical({
    name: 'WAC favourites: deadlines',
    description: 'Tender and clarification deadlines of the opportunities you saved on WAC.',
    prodId: { company: 'WAC', product: 'favourite-deadlines', language: 'EN' },
    ttl: REFRESH_MINUTES * 60,
  });
  for (const source of sources) {
    const pageUrl = buildOpportunityLink(options.publicBaseUrl, source.wac_id);
    for (const deadline of DEADLINES) {
      const at = source[deadline.field];
      if (!at) continue;
      const title = source.title || 'Untitled opportunity';
      calendar.createEvent({
        id: `${source.wac_id}-${deadline.uid}@wac`,
        start: new Date(at.getTime() - EVENT_MINUTES * 60_000),
        end: at,
        stamp: options.now ?? new Date(),
        summary: `${deadline.label}: ${title}`,
        description: [
          `${deadline.label} for "${title}" (${source.wac_id}).`,
          source.buyer_name ? `Buyer: ${source.buyer_name}` : null,
          source.notice_url ? `Notice: ${source.notice_url}` : null,
          `On WAC: ${pageUrl}`,
        ]
          .filter(Boolean)
          .join('\n'),
        url: source.notice_url ?? pageUrl,
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  // The pipeline's deadlines and tasks of the user's workspaces (ADR 0204): a submission
  // deadline ends at its time like the favourites' ones; internal deadlines and tasks are days.
  for (const entry of options.pipeline ?? []) {
    const timing = entry.at
      ? { start: new Date(entry.at.getTime() - EVENT_MINUTES * 60_000), end: entry.at }
      : { start: new Date(`${entry.date}T00:00:00Z`), allDay: true };
    calendar.createEvent({
      id: entry.uid,
      ...timing,
      stamp: options.now ?? new Date(),
      summary: entry.summary,
      description: entry.description,
      url: entry.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
