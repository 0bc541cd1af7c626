import type { OrganisationRole, ProfileAward } from '@wac/contract';
import { Link } from 'react-router';
import { buildOpportunityPath, buildOrganisationPath } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { COUNTERPARTY_ROLE } from '../utils/organisation-text';

interface AwardListProps {
  awards: ProfileAward[];
  role: OrganisationRole;
  /** Which date leads each row. */
  dateLabel: 'Awarded' | 'Ends';
  empty: string;
}

/** Awards as a list: title (to the award), date, value and the other side (to their pages). */
export function AwardList({ awards, role, dateLabel, empty }: AwardListProps) {
  if (awards.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  const other = COUNTERPARTY_ROLE[role];
  return (
    <ul className="divide-y divide-line">
      {awards.map((award) => {
        const date = dateLabel === 'Awarded' ? award.awarded_at : award.contract_end_date;
        return (
          <li key={`${award.wac_id}-${date}`} className="py-3">
            <Link
              to={buildOpportunityPath(award.wac_id)}
              className="font-medium break-words text-link hover:underline"
            >
              {award.title}
            </Link>
            <p className="text-sm text-fg-muted">
              {dateLabel} {formatDate(date) ?? 'date not stated'}
              {' · '}
              {award.value_amount === null
                ? 'Value not stated'
                : formatMoney(award.value_amount, 'GBP')}
            </p>
            {award.counterparties.length > 0 && (
              <p className="text-sm break-words">
                {other === 'supplier' ? 'Supplier: ' : 'Buyer: '}
                {award.counterparties.map((party, index) => (
                  <span key={party.id}>
                    {index > 0 && ', '}
                    <Link
                      to={buildOrganisationPath(other, party.id)}
                      className="text-link underline underline-offset-2 hover:no-underline"
                    >
                      {party.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
