import { describe, expect, it } from 'vitest';
import {
  buildOpenInSectorsSearchPath,
  buildOpenOfBuyerSearchPath,
  describeSectors,
  describeSmeShare,
  describeTenderPeriod,
  formatAddress,
} from './organisation-text';

describe('organisation text', () => {
  it('joins the address parts the notice gives', () => {
    expect(
      formatAddress({
        street: '1 Civic Hall',
        locality: 'Leeds',
        region: null,
        postal_code: 'LS1 1UR',
        country: ' ',
      }),
    ).toBe('1 Civic Hall, Leeds, LS1 1UR');
    expect(
      formatAddress({
        street: null,
        locality: null,
        region: null,
        postal_code: null,
        country: null,
      }),
    ).toBeNull();
  });

  it('tells the SME share from the side of the page', () => {
    expect(describeSmeShare('buyer', { known_awards: 3, sme_awards: 2 })).toBe(
      '67% of awards (2 of 3 with a declared supplier size)',
    );
    expect(describeSmeShare('supplier', { known_awards: 4, sme_awards: 4 })).toBe(
      'Declared an SME on 4 of 4 awards (100%)',
    );
    expect(describeSmeShare('buyer', { known_awards: 0, sme_awards: 0 })).toMatch(/No award/);
  });

  it('gives the typical tender period in days with its sample', () => {
    expect(describeTenderPeriod({ median_days: 20.4, sample_size: 1 })).toBe(
      '20 days (median of 1 notice)',
    );
    expect(describeTenderPeriod(null)).toBe('Not enough dated notices');
  });

  it('names a supplier’s sectors and links to the search that lists them all', () => {
    const sectors = [
      { code: '90600000', label: 'Cleaning and sanitation services' },
      { code: '45200000', label: null },
      { code: '72000000', label: 'IT services' },
    ];
    expect(describeSectors(sectors)).toBe(
      'Cleaning and sanitation services, CPV 45200000 and IT services',
    );
    expect(describeSectors(sectors.slice(2))).toBe('IT services');
    expect(buildOpenInSectorsSearchPath(sectors)).toBe(
      '/search?status=open&cpv_codes=90600000,45200000,72000000&sort=deadline_date-asc',
    );
  });

  it('links a buyer to its open tenders by name, cut to what the search accepts', () => {
    expect(buildOpenOfBuyerSearchPath('Leeds City Council')).toBe(
      '/search?status=open&buyer_name=Leeds+City+Council&sort=deadline_date-asc',
    );
    const long = new URLSearchParams(buildOpenOfBuyerSearchPath('x'.repeat(300)).split('?')[1]);
    expect(long.get('buyer_name')).toHaveLength(200);
  });
});
