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
 * NUTS 1 codes an address states through its region or postcode. A postcode wins over a
 * country-wide region (FTS writes region "UK" next to a London postcode).
 */
export function regionsFromAddress(address: JsonObject): readonly string[] {
  const region = asText(address.region);
  const fromRegion = region ? regionsFromRegionText(region) : [];
  if (fromRegion.length === 1) return fromRegion;
  const postcode = asText(address.postalCode);
  const fromPostcode = postcode ? regionFromPostcode(postcode) : null;
  return fromPostcode ? [fromPostcode] : fromRegion;
}

/**
 * NUTS 1 regions of a compiled release:
 * 1. every place the delivery addresses of tender and award items state by region or postcode,
 *    country-wide ones included ("England" -> the nine English regions, FTS "UK" -> all twelve);
 * 2. else the buyer's region or postcode when it names one region: a council's tender is local;
 * 3. else the countries of delivery addresses that give only a country ("United Kingdom").
 * CF notices often list "United Kingdom" next to every country of the world, the output of its
 * country picker, so a bare country is the weakest evidence.
 */
export function collectRegionCodes(release: JsonObject, buyer: JsonObject | null): string[] {
  const tender = asObject(release.tender);
  const addresses = [
    ...asObjectArray(tender.items),
    ...asObjectArray(release.awards).flatMap((award) => asObjectArray(award.items)),
  ].flatMap((item) => asObjectArray(item.deliveryAddresses));
  const stated = new Set(addresses.flatMap((address) => regionsFromAddress(address)));
  const buyerRegions = buyer ? regionsFromAddress(asObject(buyer.address)) : [];
  if (stated.size === 0 && buyerRegions.length === 1) stated.add(buyerRegions[0]);
  if (stated.size === 0) {
    for (const address of addresses) {
      const country = asText(address.countryName);
      if (country) for (const code of regionsFromRegionText(country)) stated.add(code);
    }
  }
  return NUTS1_REGIONS.filter((code) => stated.has(code));
}
