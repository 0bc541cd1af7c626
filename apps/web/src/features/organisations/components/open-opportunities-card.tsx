import type { OrganisationProfile } from '@wac/contract';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { buildBuyerPath, buildOpportunityPath } from '@/config/paths';
import { formatCount, formatDateTimeUk, formatMoney } from '@/lib/format';
import {
  buildOpenInSectorsSearchPath,
  buildOpenOfBuyerSearchPath,
  describeSectors,
} from '../utils/organisation-text';
import { OrganisationSection } from './organisation-section';

const BUYER_INTRO = 'Tenders of this buyer open for bids now, soonest deadline first.';

/** What the list holds: a buyer's own tenders, or tenders in a supplier's sectors (ADR 0162). */
function describeList(profile: OrganisationProfile): string {
  if (profile.header.role === 'buyer') return BUYER_INTRO;
  const { sectors } = profile.open_opportunities;
  if (sectors.length === 0)
    return 'The contracts this supplier won carry no CPV codes, so its sectors are not known.';
  return `Tenders open now at any buyer in this supplier's sectors, the categories of the contracts it won: ${describeSectors(sectors)}. Soonest deadline first.`;
}

/** Open opportunities: shown to everyone. */
export function OpenOpportunitiesCard({ profile }: { profile: OrganisationProfile }) {
  const { items, total, sectors } = profile.open_opportunities;
  const role = profile.header.role;
  const searchPath =
    role === 'supplier' && total > 0 ? buildOpenInSectorsSearchPath(sectors) : null;
  const buyerSearchPath =
    role === 'buyer' && total > items.length
      ? buildOpenOfBuyerSearchPath(profile.header.name)
      : null;
  return (
    <OrganisationSection
      title={`Open opportunities now (${formatCount(total)})`}
      description={describeList(profile)}
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
                        className="text-link underline underline-offset-2 hover:no-underline"
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
      {(total > items.length || searchPath) && (
        <p className="mt-3 text-sm text-fg-muted">
          {total > items.length &&
            `Showing the ${items.length} closing soonest of ${formatCount(total)}. `}
          {searchPath && (
            <Link
              to={searchPath}
              className="font-medium text-link underline underline-offset-2 hover:no-underline"
            >
              {total > items.length
                ? `See all ${formatCount(total)} in search`
                : 'Open this list in search'}
            </Link>
          )}
          {buyerSearchPath && (
            <Link
              to={buyerSearchPath}
              className="font-medium text-link underline underline-offset-2 hover:no-underline"
            >
              Search open tenders of buyers with this name
            </Link>
          )}
        </p>
      )}
    </OrganisationSection>
  );
}
