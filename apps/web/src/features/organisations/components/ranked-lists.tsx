import type { OrganisationAnalytics, OrganisationRole } from '@wac/contract';
import { Link } from 'react-router';
import { buildOrganisationPath } from '@/config/paths';
import { formatCount, formatMoney } from '@/lib/format';
import { COUNTERPARTY_ROLE } from '../utils/organisation-text';

const rowClass = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2';

/** Top CPV categories, each with its label (issue 17's CPV in words) and its figures. */
export function TopCpvList({ categories }: { categories: OrganisationAnalytics['top_cpv'] }) {
  if (categories.length === 0) return <p className="text-sm text-fg-muted">No CPV codes given.</p>;
  return (
    <ol className="divide-y divide-line">
      {categories.map((category) => (
        <li key={category.code} className={rowClass}>
          <span className="min-w-0 break-words">
            {category.label ?? 'Unlabelled code'}{' '}
            <span className="font-mono text-xs text-fg-muted">{category.code}</span>
          </span>
          <span className="text-sm text-fg-muted tabular-nums">
            {formatCount(category.award_count)} {category.award_count === 1 ? 'award' : 'awards'} ·{' '}
            {formatMoney(category.total_awarded_value, 'GBP')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A buyer's main suppliers, or a supplier's main buyers, linking to their pages. */
export function CounterpartiesList({
  role,
  counterparties,
}: {
  role: OrganisationRole;
  counterparties: OrganisationAnalytics['top_counterparties'];
}) {
  if (counterparties.length === 0) return <p className="text-sm text-fg-muted">None yet.</p>;
  const other = COUNTERPARTY_ROLE[role];
  return (
    <ol className="divide-y divide-line">
      {counterparties.map((party) => (
        <li key={party.id} className={rowClass}>
          <Link
            to={buildOrganisationPath(other, party.id)}
            className="min-w-0 font-medium break-words text-link hover:underline"
          >
            {party.name}
          </Link>
          <span className="text-sm text-fg-muted tabular-nums">
            {formatCount(party.award_count)} {party.award_count === 1 ? 'award' : 'awards'} ·{' '}
            {formatMoney(party.total_awarded_value, 'GBP')}
          </span>
        </li>
      ))}
    </ol>
  );
}
