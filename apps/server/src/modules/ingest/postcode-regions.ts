/**
 * UK postcode areas to NUTS 1 regions (UKC..UKN). An area that straddles a regional border maps
 * to where most of its addresses are; the districts that fall on the other side of the border are
 * listed in DISTRICT_OVERRIDES. Crown dependencies (GY, JE, IM) and forces mail (BF, BX) are not
 * NUTS 1 regions and are absent.
 */
const AREAS_BY_REGION: Record<string, string[]> = {
  UKC: ['DH', 'DL', 'NE', 'SR', 'TS'],
  UKD: ['BB', 'BL', 'CA', 'CH', 'CW', 'FY', 'L', 'LA', 'M', 'OL', 'PR', 'SK', 'WA', 'WN'],
  UKE: ['BD', 'DN', 'HD', 'HG', 'HU', 'HX', 'LS', 'S', 'WF', 'YO'],
  UKF: ['DE', 'LE', 'LN', 'NG', 'NN'],
  UKG: ['B', 'CV', 'DY', 'HR', 'ST', 'SY', 'TF', 'WR', 'WS', 'WV'],
  UKH: ['AL', 'CB', 'CM', 'CO', 'IP', 'LU', 'NR', 'PE', 'SG', 'SS', 'WD'],
  UKI: [
    ...['BR', 'CR', 'E', 'EC', 'EN', 'HA', 'IG', 'N', 'NW', 'RM', 'SE', 'SM', 'SW', 'TW'],
    ...['UB', 'W', 'WC'],
  ],
  UKJ: [
    ...['BN', 'CT', 'DA', 'GU', 'HP', 'KT', 'ME', 'MK', 'OX', 'PO', 'RG', 'RH', 'SL', 'SO'],
    'TN',
  ],
  UKK: ['BA', 'BH', 'BS', 'DT', 'EX', 'GL', 'PL', 'SN', 'SP', 'TA', 'TQ', 'TR'],
  UKL: ['CF', 'LD', 'LL', 'NP', 'SA'],
  UKM: [
    ...['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH'],
    ...['TD', 'ZE'],
  ],
  UKN: ['BT'],
};

const districts = (area: string, numbers: number[]) => numbers.map((n) => `${area}${n}`);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

/** Districts on the other side of a regional border from the rest of their area. */
const OVERRIDES_BY_REGION: Record<string, string[]> = {
  UKC: [...districts('TD', [15])],
  UKE: [...districts('DL', range(6, 11))],
  UKF: [
    ...districts('DN', [21, 22]),
    ...districts('S', [18, 32, 33, ...range(40, 45), 80, 81]),
    ...districts('SK', [13, 17, 22, 23]),
    ...districts('PE', [9, 10, 11, 12, ...range(20, 25)]),
  ],
  UKG: [...districts('DE', [13, 14, 15])],
  UKH: [
    ...districts('EN', range(6, 11)),
    ...districts('IG', [7, 9, 10]),
    ...districts('RM', range(14, 20)),
    ...districts('HP', [1, 2, 3, 4, 23]),
    ...districts('MK', range(40, 46)),
  ],
  UKI: [
    ...districts('DA', [5, 6, 7, 8, ...range(14, 18)]),
    ...districts('KT', [1, 2, 3, 4, 5, 6, 9]),
  ],
  UKJ: [
    ...districts('CR', [3, 5, 6]),
    ...districts('TW', range(15, 20)),
    ...districts('SP', [6, 9, 10, 11]),
    ...districts('BR', [8]),
  ],
  UKL: [...districts('CH', [5, 6, 7, 8]), ...districts('SY', range(15, 25))],
};

function invert(table: Record<string, string[]>): Map<string, string> {
  const inverted = new Map<string, string>();
  for (const [region, keys] of Object.entries(table)) {
    for (const key of keys) inverted.set(key, region);
  }
  return inverted;
}

export const REGION_BY_POSTCODE_AREA = invert(AREAS_BY_REGION);
export const REGION_BY_POSTCODE_DISTRICT = invert(OVERRIDES_BY_REGION);
