import type { BuyerGroup } from './catalogue/buyer-group';
import { BUYER_KINDS, type BuyerKindId, codesOfKind } from './catalogue/buyer-kinds';
import { DEVOLVED_BUYERS } from './catalogue/buyers-devolved';
import { ENGLISH_BUYERS } from './catalogue/buyers-england';
import { ENGLISH_PUBLIC_SERVICE_BUYERS } from './catalogue/buyers-england-public-services';
import { NATIONAL_BUYERS } from './catalogue/buyers-national';
import { cpvDivision } from './catalogue/sample-categories';
import {
  type Jurisdiction,
  postcodeIn,
  SAMPLE_PLACES,
  type SamplePlace,
} from './catalogue/sample-places';
import type { Random } from './random';
import { stableHash } from './stable-hash';

export type SampleBuyer = {
  name: string;
  kind: BuyerKindId;
  jurisdiction: Jurisdiction;
  place: SamplePlace;
  /** The CPV codes it buys under: its kind's, or a department's narrower list. */
  codes: readonly string[];
  /** The same codes by division, for a notice's second code (a neighbour of its first). */
  codesByDivision: ReadonlyMap<string, readonly string[]>;
  /** Stable per buyer, so its notices agree on its address and portal account. */
  street: string;
  postalCode: string;
  accountNumber: number;
};

/** The building a body's address names (no street numbers: those would claim too much). */
const BUILDING_BY_KIND: Partial<Record<BuyerKindId, readonly string[]>> = {
  'county-council': ['County Hall'],
  'nhs-trust': ['Trust Headquarters'],
  'hsc-trust': ['Trust Headquarters'],
  'health-board': ['Headquarters'],
  'integrated-care-board': ['Headquarters'],
  'police-force': ['Police Headquarters'],
  'fire-and-rescue': ['Service Headquarters'],
  university: ['University Procurement Office'],
  college: ['Main Campus'],
  'academy-trust': ['Central Trust Office'],
  'social-landlord': ['Head Office'],
  'central-government': ['Commercial Directorate'],
  'devolved-government': ['Commercial Directorate'],
  'transport-body': ['Head Office'],
};
const COUNCIL_BUILDINGS = ['Civic Centre', 'Town Hall', 'Council Offices'];

function buildBuyer(group: BuyerGroup, row: BuyerGroup['rows'][number]): SampleBuyer {
  const [name, placeName, narrowed] = row;
  const hash = stableHash(name);
  const buildings = BUILDING_BY_KIND[group.kind] ?? COUNCIL_BUILDINGS;
  const place = SAMPLE_PLACES[placeName];
  const codes = narrowed ?? [...codesOfKind(group.kind)];
  const codesByDivision = new Map<string, string[]>();
  for (const code of codes) {
    codesByDivision.set(cpvDivision(code), [
      ...(codesByDivision.get(cpvDivision(code)) ?? []),
      code,
    ]);
  }
  return {
    name,
    kind: group.kind,
    jurisdiction: group.jurisdiction,
    place,
    codes,
    codesByDivision,
    street: buildings[hash % buildings.length]!,
    postalCode: postcodeIn(place, hash),
    accountNumber: 10_000 + (hash % 90_000),
  };
}

export const SAMPLE_BUYERS: readonly SampleBuyer[] = [
  ...ENGLISH_BUYERS,
  ...ENGLISH_PUBLIC_SERVICE_BUYERS,
  ...DEVOLVED_BUYERS,
  ...NATIONAL_BUYERS,
].flatMap((group) => group.rows.map((row) => buildBuyer(group, row)));

const BUYER_BY_NAME = new Map(SAMPLE_BUYERS.map((buyer) => [buyer.name, buyer]));

/** The sample buyer of that exact name, if the catalogue has one. */
export function findSampleBuyer(name: string): SampleBuyer | undefined {
  return BUYER_BY_NAME.get(name);
}

/** Kinds found in a jurisdiction with their weights, and the buyers of each. */
export type JurisdictionBuyers = {
  kinds: ReadonlyArray<readonly [BuyerKindId, number]>;
  buyersByKind: ReadonlyMap<BuyerKindId, readonly SampleBuyer[]>;
};

const BUYERS_BY_JURISDICTION: ReadonlyMap<Jurisdiction, JurisdictionBuyers> = new Map(
  (['England', 'Scotland', 'Wales', 'Northern Ireland', 'UK'] as const).map((jurisdiction) => {
    const buyersByKind = new Map<BuyerKindId, SampleBuyer[]>();
    for (const buyer of SAMPLE_BUYERS.filter((b) => b.jurisdiction === jurisdiction)) {
      buyersByKind.set(buyer.kind, [...(buyersByKind.get(buyer.kind) ?? []), buyer]);
    }
    const kinds = [...buyersByKind.keys()].map((kind) => [kind, BUYER_KINDS[kind].weight] as const);
    return [jurisdiction, { kinds, buyersByKind }];
  }),
);

/** A buyer of the jurisdiction: a kind by its weight there, then one body of that kind. */
export function pickSampleBuyer(random: Random, jurisdiction: Jurisdiction): SampleBuyer {
  const { kinds, buyersByKind } = BUYERS_BY_JURISDICTION.get(jurisdiction)!;
  return random.pick(buyersByKind.get(random.weighted(kinds))!);
}
