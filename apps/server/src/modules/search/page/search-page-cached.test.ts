import { LIFECYCLE } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START } from './search-highlights';
import { type SearchPageRow, toSearchResults } from './search-page.repository';
import { cardsAt } from './search-page-cached';

const deadline = new Date('2026-12-01T12:00:00Z');

function row(index: number, lifecycle: number): SearchPageRow {
  return {
    wac_id: `WAC-${index}`,
    title: `Road works ${index}`,
    source_system: 'FindATender',
    buyer_name: 'A council',
    stage: 'tender',
    award_value_amount: null,
    tender_value_amount: 1000 * index,
    value_currency: null,
    release_date: new Date('2026-11-01T00:00:00Z'),
    tender_deadline_date: deadline,
    notice_url: 'https://example.test/notice',
    description: 'Resurfacing of roads',
    lifecycle,
    lifecycle_phase: null,
    lifecycle_until: null,
    lifecycle_term_end: null,
    cpv_code: '45233140',
    cpv_label: 'Roadworks',
    buyer_organisation_id: 7,
    supplier_organisation_id: null,
    supplier_name: null,
    award_facts: { values: null, suppliers: null },
    internal_id: String(100 + index),
    score: 0.5,
    facet_key: 0b1_0000_0000_0000,
    title_marked: `${MATCH_START}Road${MATCH_END} works ${index}`,
    fragment_marked: `Resurfacing of ${MATCH_START}roads${MATCH_END}`,
    matched_cpv: [{ code: '45233140', level: '4523', label: 'Roadworks' }],
  };
}

const rows = [row(1, LIFECYCLE.tendering), row(2, LIFECYCLE.awarded), row(3, LIFECYCLE.tendering)];
const options = (now: Date) => ({
  now,
  criteria: { cpv: [{ code: '45233140', level: '4523' }], regions: ['UKI' as const] },
  hasHighlight: true,
});

describe('cards of a cached page (ADR 0135)', () => {
  it('are the same bytes as cards built from the rows, at any instant and for any favourites', () => {
    for (const now of [
      new Date('2026-11-10T00:00:00Z'), // open
      new Date('2026-11-28T00:00:00Z'), // closing soon
      new Date('2026-12-02T00:00:00Z'), // closed
    ]) {
      for (const favourites of [new Set<string>(), new Set(['101', '103'])]) {
        expect(JSON.stringify(cardsAt(rows, favourites, options(now)))).toBe(
          JSON.stringify(toSearchResults(rows, favourites, options(now))),
        );
      }
    }
    const statuses = (now: string) =>
      cardsAt(rows, new Set(), options(new Date(now))).map((card) => card.status);
    expect(statuses('2026-11-10T00:00:00Z')).toEqual(['open', 'awarded', 'open']);
    expect(statuses('2026-12-02T00:00:00Z')).toEqual(['closed', 'awarded', 'closed']);
  });

  it('are built once per page rows: a repeat reuses the highlights and matches it built', () => {
    const pageRows = [row(4, LIFECYCLE.tendering)];
    const first = cardsAt(pageRows, new Set(), options(new Date('2026-11-10T00:00:00Z')));
    const again = cardsAt(pageRows, new Set(['104']), options(new Date('2026-11-29T00:00:00Z')));
    expect(again[0]?.match).toBe(first[0]?.match);
    expect(again[0]?.is_favourited).toBe(true);
    expect(again[0]?.status).toBe('closing_soon');
    expect(first[0]?.is_favourited).toBe(false);
    // Other match criteria (another search with the same rows) get cards of their own.
    const other = cardsAt(pageRows, new Set(), {
      ...options(new Date('2026-11-10T00:00:00Z')),
      criteria: { cpv: [], regions: [] },
    });
    expect(other[0]?.match).not.toBe(first[0]?.match);
    expect(other[0]?.match?.regions).toEqual([]);
  });
});
