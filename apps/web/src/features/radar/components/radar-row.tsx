import type { RadarRow as Row } from '@wac/contract';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buildBuyerPath, buildOpportunityPath, buildSupplierPath } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { ContractDateHistory, ContractStateNote } from './radar-contract-dates';

/** An expected re-tender date already behind us: the new tender may be open now. */
function isPast(date: string | null): boolean {
  return date !== null && Date.parse(date) < Date.now();
}

/**
 * One contract on the radar: the award (to its page), its buyer and suppliers (to theirs), value,
 * contract period, and when it is expected to be tendered again with how that was estimated
 * (the plans with the re-tender radar) or what it would take to see it.
 */
export function RadarRow({ row }: { row: Row }) {
  const headingId = `radar-${row.wac_id}-${row.contract_end_date}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0 sm:flex-1">
          <h2 id={headingId} className="text-base font-semibold break-words">
            <Link to={buildOpportunityPath(row.wac_id)} className="text-link hover:underline">
              {row.title}
            </Link>
          </h2>
          {row.award_title && row.award_title !== row.title && (
            <p className="text-sm text-fg-muted break-words">{row.award_title}</p>
          )}
        </div>
        <p className="self-start whitespace-nowrap rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-soft-fg sm:shrink-0">
          {row.contract_state === 'terminated_early' ? 'Ended' : 'Ends'}{' '}
          {formatDate(row.contract_end_date)}
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">Buyer</dt>
          <dd className="break-words">
            {row.buyer ? (
              <Link
                to={buildBuyerPath(row.buyer.id)}
                className="font-medium text-link hover:underline"
              >
                {row.buyer.name}
              </Link>
            ) : (
              'Not stated'
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">
            {row.suppliers.length > 1 ? 'Current suppliers' : 'Current supplier'}
          </dt>
          <dd className="break-words">
            {row.suppliers.length === 0
              ? 'Not stated'
              : row.suppliers.map((supplier, index) => (
                  <span key={supplier.id}>
                    {index > 0 && ', '}
                    <Link
                      to={buildSupplierPath(supplier.id)}
                      className="text-link underline underline-offset-2 hover:no-underline"
                    >
                      {supplier.name}
                    </Link>
                  </span>
                ))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Award value</dt>
          <dd className="font-medium tabular-nums">
            {row.value_amount === null
              ? 'Not stated'
              : formatMoney(row.value_amount, row.value_currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">Contract period</dt>
          <dd>
            {formatDate(row.contract_start_date) ?? 'Start not stated'} to{' '}
            {formatDate(row.term_end_date ?? row.contract_end_date)}
            {row.max_extent_date && row.max_extent_date !== row.term_end_date && (
              <span className="block text-fg-muted">
                Options to {formatDate(row.max_extent_date)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <ContractStateNote row={row} />
      <ContractDateHistory row={row} />
      {row.cpv_codes.length > 0 && (
        <p className="mt-2 text-xs text-fg-muted break-words">
          {row.cpv_codes.map((cpv) => cpv.label ?? cpv.code).join(' · ')}
        </p>
      )}
      {row.retender && (
        <div className="mt-3 flex gap-2 rounded-xl bg-surface-muted p-3 text-sm">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
          <p>
            <span className="font-semibold">
              {row.retender.expected_date
                ? `Re-tender expected around ${formatDate(row.retender.expected_date)}. `
                : 'No expected re-tender date. '}
            </span>
            {row.retender.explanation}
            {row.buyer && isPast(row.retender.expected_date) && (
              <>
                {' '}
                <Link
                  to={buildBuyerPath(row.buyer.id)}
                  className="text-link underline underline-offset-2 hover:no-underline"
                >
                  See what {row.buyer.name} has open now
                </Link>
                .
              </>
            )}
          </p>
        </div>
      )}
    </article>
  );
}
