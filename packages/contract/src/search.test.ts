import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search';

const parse = (query: Record<string, string | string[]>) => searchQuerySchema.safeParse(query);

describe('searchQuerySchema', () => {
  it('gives the defaults for an empty query', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      q: undefined,
      release_date_from: undefined,
      release_date_to: undefined,
      deadline_from: undefined,
      deadline_to: undefined,
      deadline_filter: 'ANY',
      award_date_from: undefined,
      award_date_to: undefined,
      stage: [],
      status: [],
      lifecycle_stage: [],
      region: [],
      location: [],
      value_from: undefined,
      value_to: undefined,
      category: [],
      buyer_name: undefined,
      cpv_codes: [],
      include_sub_cpv: true,
      include_documents: false,
      source_system: [],
      sort: 'release_date-desc',
      page: 1,
      count_only: false,
    });
  });

  it('reads every filter', () => {
    const parsed = searchQuerySchema.parse({
      q: ' roads ',
      release_date_from: '2024-01-01',
      deadline_to: '2024-02-29T23:00:00Z',
      stage: 'Tender,award',
      lifecycle_stage: 'Standstill, contract_ending',
      region: 'UKI, south west, UKJ14',
      value_from: '£1,500.50',
      category: 'WORKS',
      buyer_name: 'Leeds',
      cpv_codes: '72000000-5, 722, 72000000',
      include_sub_cpv: '0',
      source_system: 'cf,FTS',
      sort: 'value-asc',
      page: '3',
      count_only: 'true',
    });
    expect(parsed).toMatchObject({
      q: 'roads',
      release_date_from: '2024-01-01',
      deadline_to: '2024-02-29',
      stage: ['tender', 'award'],
      lifecycle_stage: ['standstill', 'contract_ending'],
      region: ['UKI', 'UKK', 'UKJ'],
      value_from: 1500.5,
      category: ['works'],
      cpv_codes: ['72000000', '722'],
      include_sub_cpv: false,
      source_system: ['ContractsFinder', 'FTS'],
      sort: 'value-asc',
      page: 3,
      count_only: true,
    });
  });

  it('takes the last of a repeated scalar and joins repeated lists', () => {
    expect(parse({ page: ['1', '2'], stage: ['tender', 'award'] }).data).toMatchObject({
      page: 2,
      stage: ['tender', 'award'],
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ sort: 'newest' }, 'sort'],
    [{ lifecycle_stage: 'closed' }, 'lifecycle_stage'],
    [{ value_to: '12abc' }, 'value_to'],
    [{ release_date_to: '2023-02-29' }, 'release_date_to'],
    [{ q: 'x'.repeat(501) }, 'q'],
    [
      { cpv_codes: Array.from({ length: 51 }, (_, i) => String(10000000 + i)).join(',') },
      'cpv_codes',
    ],
  ])('rejects %j naming %s', (query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
