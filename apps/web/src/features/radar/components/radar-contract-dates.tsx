import type { RadarRow as Row } from '@wac/contract';
import { History } from 'lucide-react';
import { formatDate } from '@/lib/format';

const FIELD_NAMES = { end_date: 'End date', max_extent_date: 'Maximum extent' } as const;

/** What ended the contract, as its notice said (ADR 0232); nothing for a standing contract. */
export function ContractStateNote({ row }: { row: Row }) {
  if (row.contract_state === null) return null;
  const date = formatDate(row.contract_state_date);
  const text =
    row.contract_state === 'terminated_early'
      ? `Ended early${date ? ` on ${date}` : ''}, re-procurement likely.`
      : row.contract_state === 'cancelled'
        ? `Cancelled${date ? ` on ${date}` : ''}.`
        : `Ended${date ? ` on ${date}` : ''}.`;
  return (
    <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {text}
    </p>
  );
}

/**
 * Each move of the contract's end or maximum extent date, oldest first, with the notice that
 * made it (a contract change notice, a termination), so the radar's date can be checked.
 */
export function ContractDateHistory({ row }: { row: Row }) {
  if (row.date_history.length === 0) return null;
  return (
    <div className="mt-3 flex gap-2 text-sm">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <div className="min-w-0">
        <p className="font-semibold">Date changes</p>
        <ul className="mt-1 space-y-1">
          {row.date_history.map((change) => (
            <li key={`${change.notice_id}-${change.field}`} className="break-words text-fg-muted">
              <span className="text-fg">
                {FIELD_NAMES[change.field]}: {formatDate(change.from)}{' '}
                <span aria-hidden="true">→</span>
                <span className="sr-only">moved to</span> {formatDate(change.to)}
              </span>
              {' · '}
              {change.notice_type_label ?? 'Notice'}
              {change.notice_date ? `, published ${formatDate(change.notice_date)}` : ''}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
