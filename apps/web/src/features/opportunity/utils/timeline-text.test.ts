import type { TimelineEntry } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import {
  describeQuietNotice,
  describeTimelineChange,
  describeTimelineDates,
  describeTimelineNotice,
} from './timeline-text';

const change = (field: string, before: string | null, after: string | null, currency = null) =>
  ({ field, before, after, currency }) as Parameters<typeof describeTimelineChange>[0];

const entry: TimelineEntry = {
  ocid: 'ocds-h6vhtk-000001',
  release_id: '000001-2026',
  source_system: 'FTS',
  published_at: '2026-05-20T09:00:00.000Z',
  notice_type: 'UK6',
  notice_type_label: 'UK6 Contract award notice',
  stage: 'award',
  notice_url: null,
  is_first: false,
  changes: [],
  tender_deadline: null,
  standstill_end: '2026-05-29T22:59:59.000Z',
  contract_end: '2029-06-30T22:59:59.000Z',
  max_extent: null,
};

describe('timeline text', () => {
  it('words each change a notice makes', () => {
    expect(
      describeTimelineChange(
        change('deadline', '2026-04-01T11:00:00.000Z', '2026-04-08T11:00:00.000Z'),
      ),
    ).toBe('Deadline moved from 1 April 2026, 12:00 UK time to 8 April 2026, 12:00 UK time');
    expect(describeTimelineChange(change('deadline', null, '2026-04-08T11:00:00.000Z'))).toBe(
      'Deadline set to 8 April 2026, 12:00 UK time',
    );
    expect(describeTimelineChange(change('value', '400000', '450000'))).toBe(
      'Value changed from £400,000 to £450,000',
    );
    expect(describeTimelineChange(change('documents', null, '1'))).toBe('1 document added');
    expect(describeTimelineChange(change('documents', null, '3'))).toBe('3 documents added');
    expect(describeTimelineChange(change('suppliers', null, 'A Ltd; B Ltd'))).toBe(
      'Supplier named: A Ltd, B Ltd',
    );
    expect(describeTimelineChange(change('status', 'active', 'withdrawn'))).toBe(
      'Withdrawn: the buyer ended this procurement',
    );
    expect(
      describeTimelineChange(
        change('contract_end', '2029-06-30T22:59:59.000Z', '2030-06-30T22:59:59.000Z'),
      ),
    ).toBe('Contract end moved from 30 June 2029 to 30 June 2030');
  });

  it('states standstill and contract dates, and names a notice without a type by its stage', () => {
    expect(describeTimelineDates({ ...entry, is_first: true })).toEqual([
      'Standstill until 29 May 2026, 23:59 UK time',
      'Contract ends 30 June 2029',
    ]);
    expect(describeTimelineDates(entry)).toEqual(['Standstill until 29 May 2026, 23:59 UK time']);
    expect(describeTimelineNotice(entry)).toBe('UK6 Contract award notice');
    expect(describeQuietNotice(entry)).toBe(
      'No change to the deadline, value, lots, documents, suppliers or contract dates.',
    );
    expect(describeQuietNotice({ ...entry, is_first: true })).toBe('First published.');
    expect(describeTimelineNotice({ ...entry, notice_type_label: null })).toBe('Award notice');
    expect(describeTimelineNotice({ ...entry, notice_type_label: null, stage: null })).toBe(
      'Notice',
    );
  });
});
