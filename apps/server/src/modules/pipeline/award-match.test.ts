import { describe, expect, it } from 'vitest';
import { normaliseName } from '../ingest/normalise-name';
import { awardNamesCompany } from './award-match';

const winner = (name: string, scheme: string | null = null, identifier: string | null = null) => ({
  name,
  name_normalised: normaliseName(name),
  scheme,
  identifier,
  value: null,
  currency: null,
});
const company = (company_name: string | null, companies_house_number: string | null) => ({
  company_name,
  companies_house_number,
});

describe('awardNamesCompany', () => {
  it('matches the Companies House number whatever the padding and spacing', () => {
    const winners = [winner('Trading Name', 'GB-COH', '1234567')];
    expect(awardNamesCompany(winners, company(null, '01234567'))).toBe(true);
    expect(
      awardNamesCompany([winner('Trading Name', 'GB-CHC', '1234567')], company(null, '01234567')),
    ).toBe(false);
  });

  it('matches the name by the leaderboards key, not a part of it', () => {
    expect(
      awardNamesCompany([winner('ACME FACILITIES LIMITED')], company('Acme Facilities Ltd', null)),
    ).toBe(true);
    expect(
      awardNamesCompany([winner('Acme Facilities Group Ltd')], company('Acme Facilities', null)),
    ).toBe(false);
  });

  it('proposes nothing for an empty profile', () => {
    expect(awardNamesCompany([winner('Anyone', 'GB-COH', '1')], company(null, null))).toBe(false);
    expect(awardNamesCompany([winner('')], company('  ', null))).toBe(false);
  });
});
