import { describe, expect, it } from 'vitest';
import { collectRegionCodes, regionFromPostcode, regionsFromRegionText } from './regions';

describe('regionsFromRegionText', () => {
  it('truncates FTS NUTS codes of any level to NUTS 1', () => {
    expect(regionsFromRegionText('UKJ14')).toEqual(['UKJ']);
    expect(regionsFromRegionText('UKD3')).toEqual(['UKD']);
    expect(regionsFromRegionText('UKN06')).toEqual(['UKN']);
    expect(regionsFromRegionText('TLH25')).toEqual(['UKH']);
  });

  it('maps CF region names', () => {
    expect(regionsFromRegionText('South East')).toEqual(['UKJ']);
    expect(regionsFromRegionText('Yorkshire and the Humber')).toEqual(['UKE']);
    expect(regionsFromRegionText('London')).toEqual(['UKI']);
    expect(regionsFromRegionText('Northern Ireland')).toEqual(['UKN']);
    expect(regionsFromRegionText('East of England')).toEqual(['UKH']);
  });

  it('expands country-wide places and ignores places outside the regions', () => {
    expect(regionsFromRegionText('England')).toHaveLength(9);
    expect(regionsFromRegionText('UK')).toHaveLength(12);
    expect(regionsFromRegionText('United Kingdom')).toHaveLength(12);
    expect(regionsFromRegionText('UKZ')).toEqual([]);
    expect(regionsFromRegionText('Rest of the World')).toEqual([]);
    expect(regionsFromRegionText('Channel Islands')).toEqual([]);
  });
});

describe('regionFromPostcode', () => {
  it.each([
    ['B4 7DJ', 'UKG'],
    ['TW3 3EB', 'UKI'],
    ['DE13QT', 'UKF'],
    ['S702TA', 'UKE'],
    ['e16 2QU', 'UKI'],
    ['SW1W 0BD', 'UKI'],
    ['EN2 9HG', 'UKI'],
    ['EN6 1AA', 'UKH'],
    ['SA31 3EZ', 'UKL'],
    ['CH5 1AB', 'UKL'],
    ['CH1 1AB', 'UKD'],
    ['EH1 1YZ', 'UKM'],
    ['BT1 5GS', 'UKN'],
    ['NE28 9NZ', 'UKC'],
    ['SW1', 'UKI'],
  ])('%s -> %s', (postcode, region) => {
    expect(regionFromPostcode(postcode)).toBe(region);
  });

  it('knows no region for crown dependencies or nonsense', () => {
    expect(regionFromPostcode('JE2 3AB')).toBeNull();
    expect(regionFromPostcode('n/a')).toBeNull();
  });
});

describe('collectRegionCodes', () => {
  const buyer = { address: { postalCode: 'TW3 3EB', countryName: 'England' } };

  it('unites every stated delivery place', () => {
    const release = {
      tender: {
        items: [{ deliveryAddresses: [{ region: 'Wales' }, { postalCode: 'B4 7DJ' }] }],
      },
      awards: [{ items: [{ deliveryAddresses: [{ region: 'UKM23' }] }] }],
    };
    expect(collectRegionCodes(release, buyer)).toEqual(['UKG', 'UKL', 'UKM']);
  });

  it("uses the buyer's postcode when deliveries name only countries", () => {
    const release = {
      tender: {
        items: [
          {
            deliveryAddresses: [{ countryName: 'United Kingdom' }, { countryName: 'Europe' }],
          },
        ],
      },
    };
    expect(collectRegionCodes(release, buyer)).toEqual(['UKI']);
  });

  it('falls back to bare countries when the buyer names no region', () => {
    const release = {
      tender: { items: [{ deliveryAddresses: [{ countryName: 'United Kingdom' }] }] },
    };
    expect(collectRegionCodes(release, { address: { countryName: 'England' } })).toHaveLength(12);
  });

  it('reads FTS deliveryAddresses serialised as an object', () => {
    const release = { tender: { items: [{ deliveryAddresses: { '1': { region: 'UKK11' } } }] } };
    expect(collectRegionCodes(release, null)).toEqual(['UKK']);
  });
});
