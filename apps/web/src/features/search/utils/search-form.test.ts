import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH_FORM,
  getClearTarget,
  hasSearchQuery,
  readPage,
  readSearchForm,
  readSort,
  toFilterKey,
  toSearchQuery,
} from './search-form';

const params = (query: string) => new URLSearchParams(query);

describe('search form and URL', () => {
  it('reads every filter from the URL', () => {
    const form = readSearchForm(
      params(
        'q=roads&release_date_from=2024-01-01&stage=tender&region=UKI&value_from=1000' +
          '&cpv_codes=72000000&include_sub_cpv=false&source_system=FTS&buyer_name=Leeds',
      ),
    );
    expect(form).toMatchObject({
      q: 'roads',
      release_date_from: '2024-01-01',
      stage: 'tender',
      region: 'UKI',
      value_from: '1000',
      cpv_codes: '72000000',
      include_sub_cpv: false,
      source_system: ['FTS'],
      buyer_name: 'Leeds',
    });
  });

  it('keeps at least one source ticked whatever the URL says', () => {
    expect(readSearchForm(params('source_system=nope')).source_system).toEqual([
      'ContractsFinder',
      'FTS',
      'PCS',
      'Sell2Wales',
    ]);
    expect(readSearchForm(params('source_system=cf')).source_system).toEqual(['ContractsFinder']);
    expect(readSearchForm(params('source_system=PCS,s2w')).source_system).toEqual([
      'PCS',
      'Sell2Wales',
    ]);
  });

  it('writes only what is set, with the sort and the page', () => {
    expect(toSearchQuery(EMPTY_SEARCH_FORM, 'release_date-desc', 1)).toBe(
      'sort=release_date-desc&page=1',
    );
    const form = {
      ...EMPTY_SEARCH_FORM,
      q: ' roads ',
      cpv_codes: '45000000',
      include_sub_cpv: false,
    };
    expect(toSearchQuery(form, 'value-asc', 1)).toBe(
      'q=roads&cpv_codes=45000000&include_sub_cpv=false&sort=value-asc&page=1',
    );
  });

  it('sends source_system only for a strict subset', () => {
    expect(toFilterKey({ ...EMPTY_SEARCH_FORM, source_system: ['FTS'] })).toBe('source_system=FTS');
    expect(toFilterKey(EMPTY_SEARCH_FORM)).toBe('');
  });

  it('drops Best Match when there is no keyword', () => {
    expect(toSearchQuery(EMPTY_SEARCH_FORM, 'relevance', 1)).toBe('sort=release_date-desc&page=1');
    expect(toSearchQuery({ ...EMPTY_SEARCH_FORM, q: 'x' }, 'relevance', 2)).toBe(
      'q=x&sort=relevance&page=2',
    );
  });

  it('round-trips a URL through the form', () => {
    const query = 'q=a&region=UKC&source_system=ContractsFinder';
    expect(toFilterKey(readSearchForm(params(query)))).toBe(query);
  });

  it('reads sort and page defensively', () => {
    expect(readSort(params('sort=value-desc'))).toBe('value-desc');
    expect(readSort(params('sort=nope'))).toBe('release_date-desc');
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=0'))).toBe(1);
    expect(readPage(params('page=x'))).toBe(1);
  });

  it('knows when a search is shown and where Clear goes', () => {
    expect(hasSearchQuery(params(''))).toBe(false);
    expect(hasSearchQuery(params('sort=release_date-desc'))).toBe(true);
    expect(getClearTarget(params('q=roads&sort=release_date-desc'))).toBe(
      '/search?sort=release_date-desc',
    );
    expect(getClearTarget(params('sort=value-asc'))).toBe('/search?sort=release_date-desc');
    expect(getClearTarget(params('sort=release_date-desc'))).toBe('/search');
    expect(getClearTarget(params(''))).toBe('/search');
  });
});
