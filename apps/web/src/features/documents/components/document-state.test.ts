import type { OpportunityDocument } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describeSearchedPages } from './document-state';

const document = (
  state: OpportunityDocument['state'],
  pageCount: number | null,
  matchedPages: number[] = [],
): OpportunityDocument => ({
  file_name: 'ITT.pdf',
  container_name: null,
  url: 'https://portal.invalid/itt.pdf',
  content_hash: state === 'read' ? 'a'.repeat(64) : null,
  state,
  reason: state === 'failed' ? 'sample data: no file to fetch' : null,
  page_count: pageCount,
  matches: matchedPages.map((page_no) => ({ page_no, snippet: [] })),
});

describe('the documents list says where the words are', () => {
  it('does not say the words are absent from documents it never read', () => {
    expect(
      describeSearchedPages([document('failed', null), document('waiting', null)], 'gabion'),
    ).toBe('None of these documents has been read, so “gabion” could not be looked for in them.');
  });

  it('counts the pages holding the words, of the documents read', () => {
    expect(describeSearchedPages([document('read', 12, [3, 7])], 'gabion')).toBe(
      '“gabion” is on 2 pages of these documents.',
    );
    expect(describeSearchedPages([document('read', 12)], 'gabion')).toBe(
      '“gabion” is not on any page of these documents.',
    );
  });

  it('does not nest quotes around words that hold a quoted phrase', () => {
    expect(describeSearchedPages([document('read', 3, [3])], '"culvert inspection" gabion')).toBe(
      '"culvert inspection" gabion is on 1 page of these documents.',
    );
  });

  it('names how many documents were read when some were not', () => {
    const documents = [
      document('read', 4, [1]),
      document('failed', null),
      document('waiting', null),
    ];
    expect(describeSearchedPages(documents, 'gabion')).toBe(
      '“gabion” is on 1 page of the document read (2 not read).',
    );
    expect(
      describeSearchedPages(
        [document('read', 4), document('read', 2), document('failed', null)],
        'x',
      ),
    ).toBe('“x” is not on any page of the 2 documents read (1 not read).');
  });
});
