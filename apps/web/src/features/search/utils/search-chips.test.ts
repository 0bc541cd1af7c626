import { describe, expect, it } from 'vitest';
import { buildSearchChips } from './search-chips';
import { EMPTY_SEARCH_FORM, type SearchForm } from './search-form';

const form = (overrides: Partial<SearchForm>): SearchForm => ({
  ...EMPTY_SEARCH_FORM,
  ...overrides,
});

describe('search chips', () => {
  it('lists one chip per filled field, pending when it differs from the applied search', () => {
    const applied = form({ q: 'roads', region: 'UKI' });
    const draft = form({ q: 'roads', region: 'UKJ', value_from: '10000' });
    const chips = buildSearchChips(draft, applied);
    expect(chips.map((chip) => [chip.label, chip.isPending])).toEqual([
      ['Keyword: roads', false],
      ['Region: South East', true],
      ['Min value: £10,000', true],
    ]);
  });

  it('shows one chip per CPV code with its label; removing the last re-enables sub-categories', () => {
    const draft = form({
      cpv_codes: '90910000, 45000000',
      include_sub_cpv: false,
      stage: 'tender',
    });
    const labels = new Map([['90910000', 'Cleaning services']]);
    const chips = buildSearchChips(draft, draft, labels).filter((chip) =>
      chip.key.startsWith('cpv:'),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '90910000 Cleaning services',
      'CPV 45000000',
      'CPV: exact codes only',
    ]);
    const withoutFirst = chips[0]!.remove(draft);
    expect(withoutFirst).toMatchObject({ cpv_codes: '45000000', include_sub_cpv: false });
    expect(chips[1]!.remove(withoutFirst)).toMatchObject({
      cpv_codes: '',
      include_sub_cpv: true,
      stage: 'tender',
    });
    expect(chips[2]!.remove(draft).include_sub_cpv).toBe(true);
  });

  it('names statuses', () => {
    const draft = form({ status: 'closed,awarded' });
    expect(buildSearchChips(draft, form({})).map((chip) => chip.label)).toEqual([
      'Status: Closed, Awarded',
    ]);
    expect(buildSearchChips(form({ status: 'open' }), form({}))[0]?.label).toBe(
      'Status: Open for bids',
    );
  });

  it('shows excluded sources, and removing one ticks it again', () => {
    const applied = form({});
    const draft = form({ source_system: ['ContractsFinder'] });
    const [chip] = buildSearchChips(draft, applied);
    expect(chip).toMatchObject({ label: 'Source Excluded: FTS', isPending: true });
    expect(chip!.remove(draft).source_system).toEqual(['ContractsFinder', 'FTS']);
  });

  it('formats dates and names', () => {
    const draft = form({ release_date_from: '2024-03-01', stage: 'award', category: 'works' });
    expect(buildSearchChips(draft, draft).map((chip) => chip.label)).toEqual([
      'Released from: 1 March 2024',
      'Stage: Award',
      'Category: Works',
    ]);
  });
});
