import { asObject, asObjectArray, asText } from './json-values';
import type { JsonObject } from './ocds-types';
import { REGION_BY_POSTCODE_AREA, REGION_BY_POSTCODE_DISTRICT } from './postcode-regions';

/** The twelve UK NUTS 1 regions of the spec's region filter. */
export const NUTS1_REGIONS = [
  ...['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH', 'UKI', 'UKJ', 'UKK', 'UKL', 'UKM', 'UKN'],
] as const;
const ENGLAND = NUTS1_REGIONS.slice(0, 9);
const GREAT_BRITAIN = NUTS1_REGIONS.slice(0, 11);

/**
 * Region and country names Contracts Finder uses, to NUTS 1 codes. Country-wide places ("United
 * Kingdom", "England", FTS's bare "UK") stand for every region in them.
 */
const REGIONS_BY_NAME = new Map<string, readonly string[]>([
  ['north east', ['UKC']],
  ['north west', ['UKD']],
  ['yorkshire and the humber', ['UKE']],
  ['yorkshire and humber', ['UKE']],
  ['yorkshire', ['UKE']],
  ['east midlands', ['UKF']],
  ['west midlands', ['UKG']],
  ['east of england', ['UKH']],
  ['eastern', ['UKH']],
  ['east', ['UKH']],
  ['london', ['UKI']],
  ['greater london', ['UKI']],
  ['south east', ['UKJ']],
  ['south west', ['UKK']],
  ['wales', ['UKL']],
  ['scotland', ['UKM']],
  ['northern ireland', ['UKN']],
  ['england', ENGLAND],
  ['great britain', GREAT_BRITAIN],
  ['united kingdom', NUTS1_REGIONS],
  ['uk', NUTS1_REGIONS],
  ['gb', NUTS1_REGIONS],
]);

const NUTS_CODE = /^(?:UK|TL)([C-N])[0-9A-Z]{0,3}$/;
const FULL_POSTCODE = /^([A-Z]{1,2})(\d{1,2})[A-Z]?\d[A-Z]{2}$/;
const OUTWARD_CODE = /^([A-Z]{1,2})(\d{1,2})[A-Z]?$/;

/**
 * NUTS 1 codes for a region value: a NUTS/ITL code of any level (`UKJ14` -> UKJ, `TLH25` -> UKH,
 * `UK` -> all) or a region name. Extra-regio (`UKZ`) and places outside the UK give none.
 */
export function regionsFromRegionText(value: string): readonly string[] {
  const text = value.trim();
  const upper = text.toUpperCase();
  const code = NUTS_CODE.exec(upper);
  if (code) return [`UK${code[1]}`];
  return REGIONS_BY_NAME.get(text.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ')) ?? [];
}

/** The NUTS 1 region of a UK postcode or outward code (`B4 7DJ`, `S702TA`, `SW1`); null if unknown. */
export function regionFromPostcode(value: string): string | null {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  const match = FULL_POSTCODE.exec(compact) ?? OUTWARD_CODE.exec(compact);
  if (!match) return null;
  const [, area, district] = match;
  return (
    REGION_BY_POSTCODE_DISTRICT.get(`${area}${Number(district)}`) ??
    REGION_BY_POSTCODE_AREA.get(area) ??
    null
  );
}

/**
 * NUTS 1 codes of one address: its region, its postcode when the region is missing or country-wide
 * (FTS writes region "UK" next to a London postcode), else (when allowed) its country name.
 */
export function regionsFromAddress(address: JsonObject, useCountry: boolean): readonly string[] {
  const region = asText(address.region);
  const fromRegion = region ? regionsFromRegionText(region) : [];
  if (fromRegion.length === 1) return fromRegion;
  const postcode = asText(address.postalCode);
  const fromPostcode = postcode ? regionFromPostcode(postcode) : null;
  if (fromPostcode) return [fromPostcode];
  if (fromRegion.length > 0) return fromRegion;
  const country = useCountry ? asText(address.countryName) : null;
  return country ? regionsFromRegionText(country) : [];
}

/**
 * NUTS 1 regions of a compiled release, most specific evidence first:
 * 1. delivery places of tender and award items that name a region, NUTS code or postcode;
 * 2. else the buyer's address (its region code or postcode): a council's tender is local;
 * 3. else country-wide delivery places ("England", "United Kingdom", FTS's bare "UK"), which
 *    stand for every region in them.
 * CF lists "United Kingdom" next to every country of the world on many notices, and buyers pick
 * "England" by default, so country-wide places are the weakest evidence.
 */
export function collectRegionCodes(release: JsonObject, buyer: JsonObject | null): string[] {
  const tender = asObject(release.tender);
  const items = [
    ...asObjectArray(tender.items),
    ...asObjectArray(release.awards).flatMap((award) => asObjectArray(award.items)),
  ];
  const specific = new Set<string>();
  const countryWide = new Set<string>();
  for (const item of items) {
    for (const address of asObjectArray(item.deliveryAddresses)) {
      const codes = regionsFromAddress(address, true);
      for (const code of codes) (codes.length === 1 ? specific : countryWide).add(code);
    }
  }
  if (specific.size === 0 && buyer) {
    const codes = regionsFromAddress(asObject(buyer.address), false);
    if (codes.length === 1) specific.add(codes[0]);
  }
  const found = specific.size > 0 ? specific : countryWide;
  return NUTS1_REGIONS.filter((code) => found.has(code));
}
