import type { BuyerLeaderboardRow, LeaderboardBoard, SupplierLeaderboardRow } from '@wac/contract';
import { Link } from 'react-router';
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

/** Rank, name (linking to the search), Scheme / ID for suppliers, GBP total and award count. */
export function LeaderboardTable({ board, rows, period }: LeaderboardTableProps) {
  const isSuppliers = board === 'suppliers';
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">
          {isSuppliers ? 'Top suppliers' : 'Top buyers'} by total awarded value
        </caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            <th scope="col" className={`${headClass} w-20`}>
              Rank
            </th>
            <th scope="col" className={headClass}>
              {isSuppliers ? 'Supplier Name' : 'Buyer Name'}
            </th>
            {isSuppliers && (
              <th scope="col" className={headClass}>
                Scheme / ID
              </th>
            )}
            <th scope="col" className={`${headClass} text-right`}>
              Total Awarded Value
            </th>
            <th scope="col" className={`${headClass} text-right`}>
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
            return (
              <tr key={`${row.rank}-${name}`} className="hover:bg-surface-muted/60">
                <td className={`${cellClass} font-mono font-semibold text-fg-muted`}>
                  {formatRank(row.rank)}
                </td>
                <th scope="row" className={`${cellClass} text-left font-normal`}>
                  <Link to={to} className={nameLinkClass}>
                    {name}
                  </Link>
                </th>
                {isSuppliers && (
                  <td className={`${cellClass} font-mono text-xs text-fg-muted`}>
                    {formatSchemeId(row as SupplierLeaderboardRow)}
                  </td>
                )}
                <td className={`${cellClass} text-right font-semibold tabular-nums`}>
                  {formatMoney(row.total_awarded_value, 'GBP')}
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {formatCount(row.award_count)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
