import type { OrganisationProfile } from '@wac/contract';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { buildBuyerPath, buildOpportunityPath } from '@/config/paths';
import { formatCount, formatDateTimeUk, formatMoney } from '@/lib/format';
import { OrganisationSection } from './organisation-section';

const INTRO = {
  buyer: 'Tenders of this buyer open for bids now, soonest deadline first.',
  supplier: 'Tenders open now at the buyers this supplier has won work from.',
} as const;

/** Open opportunities: shown to everyone. */
export function OpenOpportunitiesCard({ profile }: { profile: OrganisationProfile }) {
  const { items, total } = profile.open_opportunities;
  const role = profile.header.role;
  return (
    <OrganisationSection
      title={`Open opportunities now (${formatCount(total)})`}
      description={INTRO[role]}
    >
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">Nothing open for bids right now.</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.wac_id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={buildOpportunityPath(item.wac_id)}
                  className="font-medium break-words text-link hover:underline"
                >
                  {item.title}
                </Link>
                <p className="text-sm text-fg-muted">
                  {role === 'supplier' && item.buyer && (
                    <>
                      <Link
                        to={buildBuyerPath(item.buyer.id)}
                        className="text-link hover:underline"
                      >
                        {item.buyer.name}
                      </Link>
                      {' · '}
                    </>
                  )}
                  {item.value_amount !== null
                    ? formatMoney(item.value_amount, item.value_currency)
                    : 'Value not stated'}
                  {' · Deadline '}
                  {formatDateTimeUk(item.tender_deadline_date) ?? 'not stated'}
                </p>
              </div>
              <StatusBadge status={item.status} deadline={item.tender_deadline_date} />
            </li>
          ))}
        </ul>
      )}
      {total > items.length && (
        <p className="mt-3 text-sm text-fg-muted">
          Showing the {items.length} closing soonest of {formatCount(total)}.
        </p>
      )}
    </OrganisationSection>
  );
}
