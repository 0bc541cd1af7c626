import {
  type AnalyticsAccess,
  deriveOpportunityStatus,
  LIFECYCLE,
  type OrganisationHeader,
  type OrganisationProfile,
  type OrganisationRole,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { capabilityAccessFor } from '../auth/plan-access';
import { isFollowing } from '../follows';
import { regionFromPostcode } from '../ingest/regions';
import { findOpenOpportunities } from './open-opportunities.repository';
import { findOrganisationAnalytics } from './organisation-analytics.repository';
import {
  findLatestAddress,
  findOrganisation,
  hasRole,
  type OrganisationRecord,
} from './organisation-profile.repository';

const OPEN_OPPORTUNITIES_LISTED = 10;
const NOT_FOUND: Record<OrganisationRole, string> = {
  buyer: 'Buyer not found.',
  supplier: 'Supplier not found.',
};

/**
 * Who sees the analytics (ADR 0086): the plans with the `organisation_analytics` capability (every
 * paid plan) and staff; others get the header and open opportunities with a prompt in the
 * analytics' place. Decided here, on the server: the analytics are never sent to anyone else.
 */
export function analyticsAccessFor(user: AuthUser | null): AnalyticsAccess {
  return capabilityAccessFor(user, 'organisation_analytics');
}

async function buildHeader(
  db: Queryable,
  user: AuthUser | null,
  role: OrganisationRole,
  organisation: OrganisationRecord,
): Promise<OrganisationHeader> {
  const address = await findLatestAddress(db, role, organisation.member_ids);
  const regionCode =
    (address?.postal_code ? regionFromPostcode(address.postal_code) : null) ??
    (address?.region_codes.length === 1 ? address.region_codes[0]! : null);
  return {
    id: organisation.id,
    role,
    name: organisation.name,
    other_names: organisation.other_names,
    identifiers: organisation.registered_keys.map((key) => {
      const [, scheme, ...id] = key.split(':');
      return { scheme: scheme!, id: id.join(':') };
    }),
    address: {
      street: address?.street ?? null,
      locality: address?.locality ?? null,
      region: address?.region ?? null,
      postal_code: address?.postal_code ?? null,
      country: address?.country ?? null,
    },
    region_code: regionCode,
    is_followed: user ? await isFollowing(db, user.id, role, organisation.id) : null,
  };
}

/**
 * A buyer or supplier profile (issue 19). The id may be that of an organisation since merged
 * into another: the answer is the one it became (its `header.id` says which).
 */
export async function getOrganisationProfile(
  db: Queryable,
  user: AuthUser | null,
  role: OrganisationRole,
  id: number,
): Promise<OrganisationProfile> {
  const organisation = await findOrganisation(db, id);
  if (!organisation || !(await hasRole(db, role, organisation.member_ids))) {
    throw new AppError('NOT_FOUND', NOT_FOUND[role]);
  }
  const access = analyticsAccessFor(user);
  const [header, open, analytics] = await Promise.all([
    buildHeader(db, user, role, organisation),
    findOpenOpportunities(db, role, organisation.member_ids, OPEN_OPPORTUNITIES_LISTED),
    access === 'granted'
      ? findOrganisationAnalytics(db, role, organisation.id, organisation.member_ids)
      : null,
  ]);
  return {
    header,
    open_opportunities: {
      total: open.total,
      sectors: open.sectors,
      items: open.rows.map((row) => ({
        wac_id: row.wac_id,
        title: row.title,
        status: deriveOpportunityStatus(LIFECYCLE.tendering, row.tender_deadline_date, new Date()),
        buyer: row.buyer_id === null ? null : { id: row.buyer_id, name: row.buyer_name ?? '' },
        tender_deadline_date: row.tender_deadline_date?.toISOString() ?? null,
        value_amount: row.value_amount,
        value_currency: row.value_currency,
      })),
    },
    analytics_access: access,
    analytics,
  };
}
