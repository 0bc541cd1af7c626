import {
  describeLowestPlanWith,
  RADAR_COUNT_CAP,
  type RadarQuery,
  type RadarResponse,
  type RadarRow,
} from '@wac/contract';
import type { Pool } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { capabilityAccessFor } from '../auth/plan-access';
import { findOrganisation } from '../organisations';
import { resolveKeywordTsquery } from '../search';
import { ALL_BUYERS, findBuyerTimings } from './buyer-timings.repository';
import { findRadarPageAndCounts } from './radar.repository';
import { findRadarAwards } from './radar-awards.repository';
import { findBuyerRadar } from './radar-buyer.repository';
import { toContractDates } from './radar-contract-dates';
import { findMarkedRadarPage, type PageMarker } from './radar-marked-page.repository';
import { type RadarFilters, radarWindowEnd } from './radar-matching';
import { estimateRetender } from './retender-estimate';

/** Deliberately the same words whoever asks: the page shows them in place of more rows. */
export const RADAR_MORE_PAGES_NEED_PLAN = `The first page of the radar is free. Upgrade to ${describeLowestPlanWith('retender_radar')} to see every contract and when it is expected to be tendered again.`;

async function toFilters(db: Pool, query: RadarQuery, now: Date): Promise<RadarFilters> {
  const search = {
    keywords: query.q,
    cpvCodes: query.cpv_codes,
    includeSubCpv: query.include_sub_cpv,
    regions: query.region,
    buyerName: query.buyer_name,
  };
  const hasSearchFilters = Boolean(
    query.q?.trim() || query.cpv_codes?.length || query.region?.length || query.buyer_name?.trim(),
  );
  let buyerMemberIds: number[] | undefined;
  if (query.buyer !== undefined) {
    const buyer = await findOrganisation(db, query.buyer);
    if (!buyer) throw new AppError('NOT_FOUND', 'Buyer not found.');
    buyerMemberIds = buyer.member_ids;
  }
  const resolvedKeyword = (await resolveKeywordTsquery(db, search)) ?? undefined;
  return {
    months: query.months,
    windowEnd: radarWindowEnd(now, query.months),
    search,
    hasSearchFilters,
    resolvedKeyword,
    buyerMemberIds,
    valueFrom: query.value_from,
    valueTo: query.value_to,
  };
}

const pageMarkerOf = (query: RadarQuery): PageMarker | undefined =>
  query.after !== undefined
    ? { after: query.after }
    : query.before !== undefined
      ? { before: query.before }
      : undefined;

/**
 * A numbered page and the counts: a buyer's from its awards (ADR 0114), others from the window
 * (ADR 0115). A marked page (ADR 0163) takes only the counts, asked with page 1 (which its
 * walks read anyway).
 */
async function findPageAndCounts(db: Pool, filters: RadarFilters, page: number) {
  const { buyerMemberIds } = filters;
  if (buyerMemberIds) {
    const buyer = await findBuyerRadar(db, { ...filters, buyerMemberIds }, page);
    return { page: buyer, counts: buyer };
  }
  return findRadarPageAndCounts(db, filters, page);
}

/**
 * The re-tender radar (issue 19, ADR 0088): awarded contracts ending within the window, soonest
 * first, each with its expected re-tender date and how it was estimated. Everyone sees the first
 * page of any window and filter; the estimates and further pages are Professional's and above
 * (the `retender_radar` capability, ADR 0141), who page on to the last contract however many
 * there are (pages past RADAR_MAX_PAGE from a marker, ADR 0163).
 */
export async function getRadar(
  db: Pool,
  user: AuthUser | null,
  query: RadarQuery,
  now = new Date(),
): Promise<RadarResponse> {
  const access = capabilityAccessFor(user, 'retender_radar');
  if (query.page > 1 && access !== 'granted') {
    throw new AppError(
      access === 'sign_in_required' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      RADAR_MORE_PAGES_NEED_PLAN,
      {
        redirectUrl: '/pricing',
      },
    );
  }
  const filters = await toFilters(db, query, now);
  const marker = query.page > 1 ? pageMarkerOf(query) : undefined;
  const [page, counts] = await Promise.all([
    marker ? findMarkedRadarPage(db, filters, marker) : undefined,
    findPageAndCounts(db, filters, marker ? 1 : query.page),
  ]).then(([marked, numbered]) => [marked ?? numbered.page, numbered.counts] as const);
  const awards = await findRadarAwards(db, page.ids);
  const timings =
    access === 'granted'
      ? await findBuyerTimings(db, [...new Set(awards.flatMap((row) => row.buyer?.id ?? []))])
      : new Map();
  const results: RadarRow[] = awards.map((row) => ({
    wac_id: row.wac_id,
    title: row.title,
    award_title: row.award_title,
    buyer: row.buyer,
    suppliers: row.suppliers,
    value_amount: row.value_amount,
    value_currency: row.value_currency,
    contract_start_date: row.contract_start_date?.toISOString() ?? null,
    contract_end_date: row.contract_end_date.toISOString(),
    ...toContractDates(row),
    cpv_codes: row.cpv_codes,
    retender:
      access === 'granted'
        ? estimateRetender(
            row.contract_end_date,
            row.buyer?.name ?? null,
            {
              buyer: row.buyer ? timings.get(row.buyer.id) : undefined,
              allBuyers: timings.get(ALL_BUYERS),
            },
            now,
          )
        : null,
  }));
  return {
    months: query.months,
    access,
    window_end: filters.windowEnd.toISOString(),
    page: query.page,
    total: Math.min(counts.inWindow, RADAR_COUNT_CAP),
    total_is_capped: counts.inWindow > RADAR_COUNT_CAP,
    has_more: page.hasMore,
    next_after: page.hasMore ? (page.ids.at(-1) ?? null) : null,
    previous_before: query.page > 1 ? (page.ids[0] ?? null) : null,
    results,
    without_end_date: Math.min(counts.withoutEndDate, RADAR_COUNT_CAP),
    without_end_date_is_capped: counts.withoutEndDate > RADAR_COUNT_CAP,
  };
}
