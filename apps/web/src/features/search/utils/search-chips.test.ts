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

  it('removes a filter, re-enabling sub-categories with the CPV chip', () => {
    const draft = form({
      cpv_codes: '72000000, 45000000',
      include_sub_cpv: false,
      stage: 'tender',
    });
    const chips = buildSearchChips(draft, draft);
    const cpv = chips.find((chip) => chip.key === 'cpv_codes')!;
    expect(cpv.label).toBe('CPV: 72000000, 45000000 (exact codes only)');
    expect(cpv.remove(draft)).toMatchObject({
      cpv_codes: '',
      include_sub_cpv: true,
      stage: 'tender',
    });
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
