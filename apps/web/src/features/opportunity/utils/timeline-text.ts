import type { TimelineChange, TimelineEntry } from '@wac/contract';
import { formatDate, formatDateTimeUk, formatMoney } from '@/lib/format';

const STATUS_WORDS: Record<string, string> = {
  cancelled: 'Cancelled by the buyer',
  withdrawn: 'Withdrawn: the buyer ended this procurement',
  unsuccessful: 'Closed without an award',
};

const money = (amount: string | null, currency: string | null) =>
  amount === null ? null : formatMoney(Number(amount), currency);

function moved(what: string, before: string | null, after: string | null) {
  if (!before) return `${what} set to ${after}`;
  return `${what} moved from ${before} to ${after}`;
}

/** One change of a notice in words: "Deadline moved from 1 April 2026, 12:00 UK time to ...". */
export function describeTimelineChange(change: TimelineChange): string {
  const { before, after, currency } = change;
  switch (change.field) {
    case 'status':
      return STATUS_WORDS[after ?? ''] ?? `Status: ${after}`;
    case 'deadline':
      return moved('Deadline', formatDateTimeUk(before), formatDateTimeUk(after));
    case 'value':
      return before === null
        ? `Value stated: ${money(after, currency)}`
        : `Value changed from ${money(before, currency)} to ${money(after, currency)}`;
    case 'lots':
      return before === null ? `${after} lots` : `Lots changed from ${before} to ${after}`;
    case 'documents':
      return after === '1' ? '1 document added' : `${after} documents added`;
    case 'suppliers':
      return `Supplier named: ${after?.split('; ').join(', ')}`;
    case 'contract_end':
      return moved('Contract end', formatDate(before), formatDate(after));
    case 'max_extent':
      return moved('Latest end with all extensions', formatDate(before), formatDate(after));
  }
}

/** The dates a notice states that matter beyond its changes (standstill, contract end). */
export function describeTimelineDates(entry: TimelineEntry): string[] {
  const lines: string[] = [];
  if (entry.standstill_end)
    lines.push(`Standstill until ${formatDateTimeUk(entry.standstill_end)}`);
  // A later notice's contract dates show as changes when they move, so only the first states them.
  if (!entry.is_first) return lines;
  if (entry.contract_end) lines.push(`Contract ends ${formatDate(entry.contract_end)}`);
  if (entry.max_extent)
    lines.push(`Latest end with all extensions ${formatDate(entry.max_extent)}`);
  return lines;
}

/** The notice's name: its type, else the stage it announced, else plainly "Notice". */
export function describeTimelineNotice(entry: TimelineEntry): string {
  if (entry.notice_type_label) return entry.notice_type_label;
  if (entry.stage === 'planning') return 'Planning notice';
  if (entry.stage === 'tender') return 'Tender notice';
  if (entry.stage === 'award') return 'Award notice';
  return 'Notice';
}

/** What a notice with no tracked change says: the first one was published, a later one amended. */
export function describeQuietNotice(entry: TimelineEntry): string {
  return entry.is_first
    ? 'First published.'
    : 'No change to the deadline, value, lots, documents, suppliers or contract dates.';
}
