import type { BuyerLeaderboardRow, SupplierLeaderboardRow } from '@wac/contract';
import { paths } from '@/config/paths';
import { getPeriodDateRange, type LeaderboardPeriod } from './leaderboard-period';

/** Ranks are shown two digits wide: 01, 02 ... 10. */
export function formatRank(rank: number): string {
  return String(rank).padStart(2, '0');
}

/** `scheme: identifier`, or the identifier alone, or N/A. */
export function formatSchemeId(row: SupplierLeaderboardRow): string {
  const scheme = row.supplier_ocds_scheme?.trim();
  const identifier = row.supplier_ocds_identifier?.trim();
  if (scheme && identifier) return `${scheme}: ${identifier}`;
  return identifier || 'N/A';
}

function withPeriod(query: URLSearchParams, period: LeaderboardPeriod): string {
  const range = getPeriodDateRange(period);
  if (range) {
    query.set('award_date_from', range.from);
    query.set('award_date_to', range.to);
  }
  return `${paths.search}?${query}`;
}

/** Search for the buyer's notices (buyer_name filter) awarded in the chosen period. */
export function buildBuyerSearchPath(row: BuyerLeaderboardRow, period: LeaderboardPeriod): string {
  return withPeriod(new URLSearchParams({ buyer_name: row.buyer_name }), period);
}

/** Search for the supplier as an exact phrase (quoted q) awarded in the chosen period. */
export function buildSupplierSearchPath(
  row: SupplierLeaderboardRow,
  period: LeaderboardPeriod,
): string {
  const phrase = row.supplier_name.replaceAll('"', '');
  return withPeriod(new URLSearchParams({ q: `"${phrase}"` }), period);
}
