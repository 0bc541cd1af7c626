import { describe, expect, it } from 'vitest';
import {
  CLOSING_SOON_MS,
  deriveOpportunityStatus,
  formatKeptStatus,
  formatShortUkDateTime,
  formatStatusBadge,
  LIFECYCLE,
} from './opportunity-status';

const now = new Date('2025-03-09T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('deriveOpportunityStatus', () => {
  it('puts what the source says before the clock', () => {
    expect(deriveOpportunityStatus(LIFECYCLE.cancelled, at('2030-01-01T00:00:00Z'), now)).toBe(
      'cancelled',
    );
    expect(deriveOpportunityStatus(LIFECYCLE.awarded, at('2030-01-01T00:00:00Z'), now)).toBe(
      'awarded',
    );
    expect(deriveOpportunityStatus(LIFECYCLE.planned, null, now)).toBe('planned');
  });

  it('reads a tender against the deadline: open, closing soon (7 days), closed', () => {
    const tendering = LIFECYCLE.tendering;
    expect(deriveOpportunityStatus(tendering, null, now)).toBe('open');
    expect(deriveOpportunityStatus(tendering, at('2025-03-20T12:00:00Z'), now)).toBe('open');
    const edge = new Date(now.getTime() + CLOSING_SOON_MS);
    expect(deriveOpportunityStatus(tendering, edge, now)).toBe('closing_soon');
    expect(deriveOpportunityStatus(tendering, new Date(edge.getTime() + 1), now)).toBe('open');
    expect(deriveOpportunityStatus(tendering, new Date(now.getTime() + 1), now)).toBe(
      'closing_soon',
    );
    expect(deriveOpportunityStatus(tendering, now, now)).toBe('closed');
  });
});

describe('formatStatusBadge', () => {
  it('says when an open tender closes, in UK days', () => {
    expect(formatStatusBadge('open', '2025-03-20T12:00:00Z', now)).toBe('Open until 20 Mar 2025');
    expect(formatStatusBadge('open', null, now)).toBe('Open');
    expect(formatStatusBadge('closing_soon', '2025-03-12T12:00:00Z', now)).toBe('Closes in 3 days');
    expect(formatStatusBadge('closing_soon', '2025-03-10T08:00:00Z', now)).toBe('Closes tomorrow');
    expect(formatStatusBadge('closing_soon', '2025-03-09T17:00:00Z', now)).toBe('Closes today');
    // 23:30 UTC on 30 March is 00:30 BST on 31 March: a UK day later.
    expect(
      formatStatusBadge('closing_soon', '2025-03-30T23:30:00Z', at('2025-03-29T12:00:00Z')),
    ).toBe('Closes in 2 days');
  });

  it('dates a closed tender and names the others', () => {
    expect(formatStatusBadge('closed', '2025-03-12T12:00:00Z', now)).toBe('Closed 12 Mar 2025');
    expect(formatStatusBadge('closed', new Date('2024-12-31T23:30:00Z'), now)).toBe(
      'Closed 31 Dec 2024',
    );
    expect(formatStatusBadge('awarded', null, now)).toBe('Awarded');
    expect(formatStatusBadge('cancelled', null, now)).toBe('Cancelled');
    expect(formatStatusBadge('planned', '2025-04-01T00:00:00Z', now)).toBe('Planned');
  });
});

describe('formatKeptStatus', () => {
  it('names the day a tender closing soon closes, never days from now', () => {
    expect(formatKeptStatus('closing_soon', '2025-03-12T12:00:00Z', now)).toBe(
      'Closes 12 Mar 2025',
    );
    expect(formatKeptStatus('closing_soon', '2025-03-09T17:00:00Z', now)).toBe('Closes 9 Mar 2025');
    // 23:30 UTC on 30 March is 00:30 BST on 31 March.
    expect(formatKeptStatus('closing_soon', '2025-03-30T23:30:00Z', now)).toBe(
      'Closes 31 Mar 2025',
    );
    expect(formatKeptStatus('closing_soon', null, now)).toBe('Closing soon');
  });

  it('reads as the badge for every other status', () => {
    expect(formatKeptStatus('open', '2025-03-20T12:00:00Z', now)).toBe('Open until 20 Mar 2025');
    expect(formatKeptStatus('closed', '2025-03-02T12:00:00Z', now)).toBe('Closed 2 Mar 2025');
    expect(formatKeptStatus('awarded', null, now)).toBe('Awarded');
  });
});

describe('formatShortUkDateTime', () => {
  it('writes the month as every kept text does ("Sep", not Intl\'s "Sept") on UK clocks', () => {
    expect(formatShortUkDateTime(new Date('2026-09-26T13:05:00Z'))).toBe('26 Sep 2026, 14:05');
    expect(formatShortUkDateTime(new Date('2026-12-01T09:00:00Z'))).toBe('1 Dec 2026, 09:00');
  });
});
