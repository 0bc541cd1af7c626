import type { BuyerLeaderboardRow, LeaderboardBoard, SupplierLeaderboardRow } from '@wac/contract';
import { Link } from 'react-router';
import { buildBuyerPath, buildSupplierPath } from '@/config/paths';
import { formatCount, formatMoney } from '@/lib/format';
import type { LeaderboardRows } from '../api/get-leaderboard';
import type { LeaderboardPeriod } from '../utils/leaderboard-period';
import {
  buildBuyerSearchPath,
  buildSupplierSearchPath,
  formatRank,
  formatSchemeId,
} from '../utils/leaderboard-rows';

interface LeaderboardTableProps {
  board: LeaderboardBoard;
  rows: LeaderboardRows;
  period: LeaderboardPeriod;
}

const headClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';
const cellClass = 'px-4 py-3 align-middle';
const nameLinkClass = 'font-medium text-link hover:underline break-words';
/** Columns shown from the `sm` breakpoint up; on phones their figures sit under the name. */
const wideOnly = 'hidden sm:table-cell';

/** Rank, name (linking to the search), Scheme / ID for suppliers, GBP total and award count. */
export function LeaderboardTable({ board, rows, period }: LeaderboardTableProps) {
  const isSuppliers = board === 'suppliers';
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full border-collapse text-sm sm:min-w-[40rem]">
        <caption className="sr-only">
          {isSuppliers ? 'Top suppliers' : 'Top buyers'} by total awarded value
        </caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            <th scope="col" className={`${headClass} w-16 sm:w-20`}>
              Rank
            </th>
            <th scope="col" className={headClass}>
              {isSuppliers ? 'Supplier Name' : 'Buyer Name'}
            </th>
            {isSuppliers && (
              <th scope="col" className={`${headClass} ${wideOnly}`}>
                Scheme / ID
              </th>
            )}
            <th scope="col" className={`${headClass} ${wideOnly} text-right`}>
              Total Awarded Value
            </th>
            <th scope="col" className={`${headClass} ${wideOnly} text-right`}>
              Award Count
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => {
            const name = isSuppliers
              ? (row as SupplierLeaderboardRow).supplier_name
              : (row as BuyerLeaderboardRow).buyer_name;
            const to = isSuppliers
              ? buildSupplierSearchPath(row as SupplierLeaderboardRow, period)
              : buildBuyerSearchPath(row as BuyerLeaderboardRow, period);
            const value = formatMoney(row.total_awarded_value, 'GBP');
            const awards = formatCount(row.award_count);
            return (
              <tr key={`${row.rank}-${name}`} className="hover:bg-surface-muted/60">
                <td className={`${cellClass} font-mono font-semibold text-fg-muted`}>
                  {formatRank(row.rank)}
                </td>
                <th scope="row" className={`${cellClass} text-left font-normal`}>
                  <Link to={to} className={nameLinkClass}>
                    {name}
                  </Link>
                  {row.organisation_id !== null && (
                    <Link
                      to={
                        isSuppliers
                          ? buildSupplierPath(row.organisation_id)
                          : buildBuyerPath(row.organisation_id)
                      }
                      className="ml-2 text-xs font-medium whitespace-nowrap text-fg-muted underline underline-offset-2 hover:text-link"
                      aria-label={`${name}: ${isSuppliers ? 'supplier' : 'buyer'} page`}
                    >
                      {isSuppliers ? 'Supplier page' : 'Buyer page'}
                    </Link>
                  )}
                  {/* Phones: the other columns are hidden, their figures shown here instead. */}
                  <span className="mt-1 block text-fg sm:hidden">
                    <span className="font-semibold tabular-nums">{value}</span>
                    <span className="text-fg-muted">
                      {' · '}
                      {awards} {row.award_count === 1 ? 'award' : 'awards'}
                    </span>
                    {isSuppliers && (
                      <span className="block font-mono text-xs text-fg-muted">
                        {formatSchemeId(row as SupplierLeaderboardRow)}
                      </span>
                    )}
                  </span>
                </th>
                {isSuppliers && (
                  <td className={`${cellClass} ${wideOnly} font-mono text-xs text-fg-muted`}>
                    {formatSchemeId(row as SupplierLeaderboardRow)}
                  </td>
                )}
                <td className={`${cellClass} ${wideOnly} text-right font-semibold tabular-nums`}>
                  {value}
                </td>
                <td className={`${cellClass} ${wideOnly} text-right tabular-nums`}>{awards}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
