import type { Favourite, FavouriteOpportunity } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { filterFavourites } from './filter-favourites';

function favourite(id: string, overrides: Partial<FavouriteOpportunity>): Favourite {
  const opportunity: FavouriteOpportunity = {
    id,
    opportunity_id: id,
    title: 'Untitled',
    source_system: 'FTS',
    buyer_name: null,
    supplier_name: null,
    stage: 'tender',
    award_value_amount: null,
    tender_value_amount: null,
    value_currency: 'GBP',
    release_date: null,
    tender_deadline_date: null,
    notice_url: null,
    description: null,
    score: null,
    is_favourited: true,
    status: 'open',
    lifecycle: null,
    cpv_code: null,
    cpv_label: null,
    buyer_organisation_id: null,
    supplier_organisation_id: null,
    ...overrides,
  };
  return {
    id: 1,
    opportunity_id: id,
    created_at: '2026-11-01T00:00:00Z',
    opportunity,
    changes: [],
  };
}

const saved = [
  favourite('WAC-ROADS00001', { title: 'Road repairs', buyer_name: 'Kent County Council' }),
  favourite('WAC-SCHOOL0002', { title: "St Bede's roof", description: 'Slate roof repairs' }),
];
const ids = (list: Favourite[]) => list.map((item) => item.opportunity_id);

describe('filterFavourites', () => {
  it('keeps everything for an empty bar', () => {
    expect(ids(filterFavourites(saved, '  '))).toEqual(['WAC-ROADS00001', 'WAC-SCHOOL0002']);
  });

  it('finds by keyword, buyer and WAC ID, in any case', () => {
    expect(ids(filterFavourites(saved, 'REPAIRS'))).toEqual(['WAC-ROADS00001', 'WAC-SCHOOL0002']);
    expect(ids(filterFavourites(saved, 'kent county'))).toEqual(['WAC-ROADS00001']);
    expect(ids(filterFavourites(saved, 'wac-school0002'))).toEqual(['WAC-SCHOOL0002']);
  });

  it('finds by any supplier, not only the one the card names (ADR 0363)', () => {
    const awarded = favourite('WAC-AWARD00003', {
      title: 'Air quality framework',
      supplier_name: 'Ricardo-AEA Limited',
      supplier_count: 2,
      supplier_names: ['Ricardo-AEA Limited', 'Bureau Veritas UK Limited'],
    });
    expect(ids(filterFavourites([...saved, awarded], 'bureau veritas'))).toEqual([
      'WAC-AWARD00003',
    ]);
    expect(ids(filterFavourites([...saved, awarded], 'ricardo'))).toEqual(['WAC-AWARD00003']);
  });

  it('needs every comma-separated term, quotes or not', () => {
    expect(ids(filterFavourites(saved, '"slate roof", bede'))).toEqual(['WAC-SCHOOL0002']);
    expect(ids(filterFavourites(saved, 'road, slate'))).toEqual([]);
  });
});
