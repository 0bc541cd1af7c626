import type { CountedAward } from '@wac/contract';
import { Link } from 'react-router';
import { buildOpportunityPath } from '@/config/paths';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { linkClass, OrganisationLink } from './organisation-link';

/** The awards the estimate counted, newest first, each linking to its notice and winners. */
export function CountedAwards({ awards, total }: { awards: CountedAward[]; total: number }) {
  if (awards.length === 0) return null;
  const shown = awards.length < total ? ` (the latest ${formatCount(awards.length)})` : '';
  return (
    <details className="rounded-xl border border-line px-4 py-3">
      <summary className="cursor-pointer font-semibold">
        The {formatCount(total)} similar {total === 1 ? 'award' : 'awards'} counted{shown}
      </summary>
      <ul className="mt-3 space-y-3 text-sm">
        {awards.map((award) => (
          <li key={award.wac_id}>
            <Link to={buildOpportunityPath(award.wac_id)} className={linkClass}>
              {award.title || award.wac_id}
            </Link>
            <p className="text-fg-muted">
              {[
                formatDate(award.award_date),
                award.value_amount === null ? null : formatMoney(award.value_amount),
                award.bid_count === null ? 'bids not published' : `${award.bid_count} bids`,
              ]
                .filter(Boolean)
                .join(' · ')}
              {award.suppliers.length > 0 && ' · won by '}
              {award.suppliers.map((supplier, index) => (
                <span key={supplier.id}>
                  {index > 0 && ', '}
                  <OrganisationLink organisation={supplier} kind="supplier" />
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
