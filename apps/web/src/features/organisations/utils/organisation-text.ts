import type {
  OrganisationAnalytics,
  OrganisationHeader,
  OrganisationProfile,
  OrganisationRole,
} from '@wac/contract';
import {
  SEARCH_MAX_BUYER_NAME_LENGTH,
  SEARCH_REGION_NAMES,
  type SearchRegion,
} from '@wac/contract/search-constants';
import { paths } from '@/config/paths';

/** The registers behind the scheme codes (org-id.guide), in words. */
const SCHEME_NAMES: Record<string, string> = {
  'GB-COH': 'Companies House',
  'GB-CHC': 'Charity Commission',
  'GB-SC': 'Scottish Charity Regulator',
  'GB-NIC': 'Charity Commission for Northern Ireland',
  'GB-PPON': 'Public procurement organisation number',
  'GB-GOR': 'Government organisation register',
  'GB-LAE': 'Local authority (England)',
  'GB-LAS': 'Local authority (Scotland)',
  'GB-PLA': 'Local authority (Wales)',
  'GB-NHS': 'NHS organisation code',
  'GB-UKPRN': 'UK learning provider',
  'GB-EDU': 'School',
  'GB-SRS': 'Supplier registration',
  'GB-MPR': 'Mutuals register',
};

export function describeScheme(scheme: string): string {
  return SCHEME_NAMES[scheme] ?? scheme;
}

/** Street, town, county, postcode and country, as one line (parts the notice gives). */
export function formatAddress(address: OrganisationHeader['address']): string | null {
  const parts = [
    address.street,
    address.locality,
    address.region,
    address.postal_code,
    address.country,
  ].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function describeRegion(code: string | null): string | null {
  return code ? (SEARCH_REGION_NAMES[code as SearchRegion] ?? code) : null;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * A buyer: how many of its awards (with a declared supplier size) went to an SME. A supplier:
 * how often it declared itself an SME.
 */
export function describeSmeShare(
  role: OrganisationRole,
  sme: OrganisationAnalytics['sme'],
): string {
  if (sme.known_awards === 0) return 'No award says whether its supplier is an SME';
  const share = `${percent(sme.sme_awards, sme.known_awards)}`;
  return role === 'buyer'
    ? `${share} of awards (${sme.sme_awards} of ${sme.known_awards} with a declared supplier size)`
    : `Declared an SME on ${sme.sme_awards} of ${sme.known_awards} awards (${share})`;
}

export function describeTenderPeriod(
  period: OrganisationAnalytics['typical_tender_period'],
): string {
  if (!period) return 'Not enough dated notices';
  const days = Math.round(period.median_days);
  return `${days} ${days === 1 ? 'day' : 'days'} (median of ${period.sample_size} ${
    period.sample_size === 1 ? 'notice' : 'notices'
  })`;
}

/** The other side of a role: a buyer's suppliers, a supplier's buyers. */
export const COUNTERPARTY_ROLE: Record<OrganisationRole, OrganisationRole> = {
  buyer: 'supplier',
  supplier: 'buyer',
};

type Sector = OrganisationProfile['open_opportunities']['sectors'][number];

/** A supplier's sectors in words: "Cleaning services and Construction work" (codes if unlabelled). */
export function describeSectors(sectors: Sector[]): string {
  const names = sectors.map((sector) => sector.label ?? `CPV ${sector.code}`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The search that lists exactly a supplier's open opportunities (ADR 0162): open now, in its
 * sectors' CPV codes with their sub-categories, soonest deadline first (the card's order).
 */
/**
 * Search for a buyer's open tenders. The search matches buyer names by their words (there is no
 * buyer-id filter), so the link says "named" and shows no count of its own.
 */
export function buildOpenOfBuyerSearchPath(buyerName: string): string {
  const query = new URLSearchParams({
    status: 'open',
    buyer_name: buyerName.slice(0, SEARCH_MAX_BUYER_NAME_LENGTH),
    sort: 'deadline_date-asc',
  });
  return `${paths.search}?${query.toString()}`;
}

export function buildOpenInSectorsSearchPath(sectors: Sector[]): string {
  const query = new URLSearchParams({
    status: 'open',
    cpv_codes: sectors.map((sector) => sector.code).join(','),
    sort: 'deadline_date-asc',
  });
  return `${paths.search}?${query.toString().replaceAll('%2C', ',')}`;
}
