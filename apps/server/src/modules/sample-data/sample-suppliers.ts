import {
  type Jurisdiction,
  type Nation,
  postcodeIn,
  SAMPLE_PLACES,
  type SamplePlace,
} from './catalogue/sample-places';
import {
  FIRMS_PER_SECTOR,
  type SectorId,
  SUPPLIER_SECTORS,
  SUPPLIER_STEMS,
  type SupplierSector,
} from './catalogue/supplier-sectors';
import type { Random } from './random';
import { stableHash } from './stable-hash';

/** A company's legal form is part of what it is; only its spelling varies between notices. */
const LEGAL_FORMS = {
  company: ['Ltd', 'Limited', 'Ltd.', 'LTD'],
  public: ['PLC', 'plc', 'Public Limited Company'],
  partnership: ['LLP', 'LLP', 'Limited Liability Partnership'],
} as const;

/** Companies House number prefixes by where a firm is registered, and for partnerships. */
const REGISTER_PREFIX: Record<Nation, { company: string; partnership: string }> = {
  England: { company: '', partnership: 'OC' },
  Wales: { company: '', partnership: 'OC' },
  Scotland: { company: 'SC', partnership: 'SO' },
  'Northern Ireland': { company: 'NI', partnership: 'NC' },
};

export type SampleFirm = {
  /** Its name without the legal form ("Ashcombe Cleaning Services"). */
  baseName: string;
  sector: SectorId;
  nation: Nation;
  forms: readonly string[];
  companyNumber: string;
  scale: 'sme' | 'large' | null;
  home: SamplePlace;
  postalCode: string;
};

const PLACES_BY_NATION = new Map<Nation, SamplePlace[]>();
for (const place of Object.values(SAMPLE_PLACES)) {
  PLACES_BY_NATION.set(place.nation, [...(PLACES_BY_NATION.get(place.nation) ?? []), place]);
}

function buildFirm(sectorId: SectorId, nation: Nation, stem: string): SampleFirm {
  const sector: SupplierSector = SUPPLIER_SECTORS[sectorId];
  const trade = sector.trades[stableHash(`${stem}|${sectorId}`) % sector.trades.length]!;
  const name = `${stem} ${trade}`;
  const hash = stableHash(name);
  const fraction = (hash % 1000) / 1000;
  const isSme = fraction < sector.smeShare;
  const legal =
    sector.isProfessional && hash % 5 < 2
      ? 'partnership'
      : !isSme && hash % 3 === 0
        ? 'public'
        : 'company';
  const prefix = REGISTER_PREFIX[nation][legal === 'partnership' ? 'partnership' : 'company'];
  // Numbers from 9..., a range Companies House has not reached: no real company's number.
  const digits = String((hash >>> 3) % 10 ** (7 - prefix.length)).padStart(7 - prefix.length, '0');
  const places = PLACES_BY_NATION.get(nation)!;
  const home = places[(hash >>> 7) % places.length]!;
  return {
    baseName: name,
    sector: sectorId,
    nation,
    forms: LEGAL_FORMS[legal],
    companyNumber: `${prefix}9${digits}`,
    // About one firm in nine declares no size, as on real notices.
    scale: hash % 9 === 4 ? null : isSme ? 'sme' : 'large',
    home,
    postalCode: postcodeIn(home, hash >>> 3),
  };
}

/** Each sector's firms: a few from every nation, stems spread by hash so sectors differ. */
function buildFirms(sectorId: SectorId): SampleFirm[] {
  return (Object.keys(SUPPLIER_STEMS) as Nation[]).flatMap((nation) =>
    [...SUPPLIER_STEMS[nation]]
      .sort((a, b) => stableHash(`${sectorId}|${a}`) - stableHash(`${sectorId}|${b}`))
      .slice(0, FIRMS_PER_SECTOR[nation])
      .map((stem) => buildFirm(sectorId, nation, stem)),
  );
}

export const SAMPLE_FIRMS: ReadonlyMap<SectorId, readonly SampleFirm[]> = new Map(
  (Object.keys(SUPPLIER_SECTORS) as SectorId[]).map((sector) => [sector, buildFirms(sector)]),
);

const FIRM_BY_BASE_NAME = new Map(
  [...SAMPLE_FIRMS.values()].flat().map((firm) => [firm.baseName, firm] as const),
);
const LOCAL_FIRMS = new Map(
  [...SAMPLE_FIRMS].flatMap(([sector, firms]) =>
    (Object.keys(SUPPLIER_STEMS) as Nation[]).map(
      (nation) => [`${sector}|${nation}`, firms.filter((firm) => firm.nation === nation)] as const,
    ),
  ),
);

/** The firm a supplier name belongs to (its name less the legal form), if a sample one. */
export function findSampleFirm(supplierName: string): SampleFirm | undefined {
  for (const forms of Object.values(LEGAL_FORMS)) {
    for (const form of forms) {
      if (supplierName.endsWith(` ${form}`)) {
        const firm = FIRM_BY_BASE_NAME.get(supplierName.slice(0, -form.length - 1));
        if (firm?.forms.includes(form)) return firm;
      }
    }
  }
  return undefined;
}

/**
 * A firm of the sector for a buyer: usually one based in the buyer's nation, otherwise one of
 * the English firms that work everywhere; the first firms of a sector more often than the last,
 * so each sector has its leaders.
 */
export function pickSampleFirm(
  random: Random,
  sector: SectorId,
  jurisdiction: Jurisdiction,
): SampleFirm {
  const nation = jurisdiction === 'UK' ? 'England' : jurisdiction;
  const local = LOCAL_FIRMS.get(`${sector}|${nation}`)!;
  const pool = random.chance(0.7) ? local : LOCAL_FIRMS.get(`${sector}|England`)!;
  return pool[Math.floor(pool.length * random.next() ** 1.6)]!;
}
