import { PURCHASE_GROUPS, type PurchaseGroup } from './purchase-groups';
import { cpvDivision } from './sample-categories';
import type { Jurisdiction } from './sample-places';

export type BuyerKindId =
  | 'county-council'
  | 'district-council'
  | 'unitary-council'
  | 'metropolitan-council'
  | 'london-borough'
  | 'scottish-council'
  | 'welsh-council'
  | 'ni-district-council'
  | 'nhs-trust'
  | 'integrated-care-board'
  | 'health-board'
  | 'hsc-trust'
  | 'police-force'
  | 'fire-and-rescue'
  | 'university'
  | 'college'
  | 'academy-trust'
  | 'education-authority'
  | 'social-landlord'
  | 'central-government'
  | 'devolved-government'
  | 'transport-body';

/**
 * The kind-to-sector table: which nations have a kind of public body, what it buys (purchase
 * groups plus single codes), how often it publishes (weight, within its nation) and how large
 * its contracts run (share of each category's value range).
 */
export type BuyerKind = {
  jurisdictions: readonly Jurisdiction[];
  groups: readonly PurchaseGroup[];
  codes?: readonly string[];
  weight: number;
  valueScale: number;
};

const COUNTY: readonly PurchaseGroup[] = [
  ...['corporate', 'digital', 'estate', 'fleet', 'highways', 'supportedBuses'],
  ...['socialCare', 'schools', 'wasteDisposal', 'planning'],
] as const;
const DISTRICT: readonly PurchaseGroup[] = [
  ...['corporate', 'digital', 'estate', 'fleet', 'wasteCollection', 'parksAndLeisure'],
  ...['housing', 'planning'],
] as const;
const UNITARY = [...new Set([...COUNTY, ...DISTRICT])];
/** Buses in the metropolitan areas and London are run by their transport bodies. */
const METROPOLITAN = UNITARY.filter((group) => group !== 'supportedBuses');
const NORTHERN_IRISH_COUNCIL: readonly PurchaseGroup[] = [
  ...['corporate', 'digital', 'estate', 'fleet', 'wasteCollection', 'wasteDisposal'],
  'parksAndLeisure',
] as const;
const COUNCIL = { valueScale: 1 };

export const BUYER_KINDS: Readonly<Record<BuyerKindId, BuyerKind>> = {
  'county-council': { jurisdictions: ['England'], groups: COUNTY, weight: 6, ...COUNCIL },
  'district-council': {
    jurisdictions: ['England'],
    groups: DISTRICT,
    weight: 7,
    ...COUNCIL,
    valueScale: 0.5,
  },
  'unitary-council': { jurisdictions: ['England'], groups: UNITARY, weight: 8, ...COUNCIL },
  'metropolitan-council': {
    jurisdictions: ['England'],
    groups: METROPOLITAN,
    weight: 7,
    ...COUNCIL,
  },
  'london-borough': { jurisdictions: ['England'], groups: METROPOLITAN, weight: 6, ...COUNCIL },
  'scottish-council': { jurisdictions: ['Scotland'], groups: UNITARY, weight: 30, ...COUNCIL },
  'welsh-council': { jurisdictions: ['Wales'], groups: UNITARY, weight: 30, ...COUNCIL },
  /** Northern Ireland's councils have no roads, social care, schools or housing. */
  'ni-district-council': {
    jurisdictions: ['Northern Ireland'],
    groups: NORTHERN_IRISH_COUNCIL,
    codes: ['71240000', '90700000'],
    weight: 22,
    ...COUNCIL,
    valueScale: 0.6,
  },
  'nhs-trust': {
    jurisdictions: ['England'],
    groups: ['corporate', 'digital', 'estate', 'hospitals'],
    weight: 14,
    valueScale: 1,
  },
  'integrated-care-board': {
    jurisdictions: ['England'],
    groups: ['corporate', 'digital', 'commissioning'],
    weight: 4,
    valueScale: 1,
  },
  'health-board': {
    jurisdictions: ['Scotland', 'Wales'],
    groups: ['corporate', 'digital', 'estate', 'hospitals', 'commissioning'],
    weight: 18,
    valueScale: 1,
  },
  'hsc-trust': {
    jurisdictions: ['Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'hospitals', 'socialCare'],
    weight: 20,
    valueScale: 1,
  },
  'police-force': {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'fleet', 'policing'],
    weight: 5,
    valueScale: 0.8,
  },
  'fire-and-rescue': {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'fleet', 'fire'],
    weight: 3,
    valueScale: 0.6,
  },
  university: {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'universities'],
    weight: 7,
    valueScale: 0.8,
  },
  college: {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'colleges'],
    weight: 4,
    valueScale: 0.5,
  },
  /** Academies buy for their own schools; home-to-school transport stays with the council. */
  'academy-trust': {
    jurisdictions: ['England'],
    groups: [],
    codes: [
      ...['55524000', '90919300', '39160000', '45214200', '80000000', '45453000', '45261210'],
      ...['45331000', '50700000', '50720000', '09310000', '79212000', '30213100', '48000000'],
      '72253000',
    ],
    weight: 5,
    valueScale: 0.3,
  },
  'education-authority': {
    jurisdictions: ['Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'fleet', 'schools'],
    weight: 8,
    valueScale: 1,
  },
  'social-landlord': {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['housing', 'estate', 'digital'],
    codes: ['66510000', '79620000', '79212000', '79340000', '79100000'],
    weight: 7,
    valueScale: 0.7,
  },
  /** What each department buys is narrowed per department (buyers-national.ts). */
  'central-government': {
    jurisdictions: ['UK'],
    groups: ['corporate', 'digital', 'estate', 'fleet', 'highways', 'schools'],
    codes: [
      ...['35400000', '35700000', '32500000', '18110000', '45210000', '33600000', '33651600'],
      ...['33140000', '38000000', '38430000', '71900000', '73110000', '90524000', '90700000'],
      ...['77211400', '77314000', '15800000', '80530000', '85121000', '48814000'],
    ],
    weight: 1,
    valueScale: 1,
  },
  'devolved-government': {
    jurisdictions: ['Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'fleet'],
    codes: ['73110000', '71311000', '90700000', '80530000'],
    weight: 8,
    valueScale: 1,
  },
  'transport-body': {
    jurisdictions: ['England', 'Scotland', 'Wales', 'Northern Ireland'],
    groups: ['corporate', 'digital', 'estate', 'fleet', 'transport'],
    codes: ['50232100', '77314000', '45210000', '73110000'],
    weight: 3,
    valueScale: 1,
  },
};

const codesByKind = new Map<BuyerKindId, ReadonlySet<string>>();

/** Every CPV code a kind of buyer may buy under. */
export function codesOfKind(kind: BuyerKindId): ReadonlySet<string> {
  let codes = codesByKind.get(kind);
  if (!codes) {
    const { groups, codes: extra = [] } = BUYER_KINDS[kind];
    codes = new Set([...groups.flatMap((group) => PURCHASE_GROUPS[group]), ...extra]);
    codesByKind.set(kind, codes);
  }
  return codes;
}

/** The CPV divisions (first two digits) a kind of buyer buys in. */
export function divisionsOfKind(kind: BuyerKindId): ReadonlySet<string> {
  return new Set([...codesOfKind(kind)].map(cpvDivision));
}
