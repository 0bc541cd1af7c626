import type { OpportunityDetail } from '@wac/contract';
import { Link } from 'react-router';
import { buildBuyerPath, buildSupplierPath } from '@/config/paths';
import { getAwardedSuppliers, getSupplierText, NOT_SPECIFIED } from '../utils/opportunity-view';

const linkClass = 'text-link underline-offset-4 hover:underline';

/** The buyer's name, linking to its page when it has one (issue 19). */
export function BuyerLink({ opportunity }: { opportunity: OpportunityDetail }) {
  const name = opportunity.buyer_name?.trim() || NOT_SPECIFIED;
  if (opportunity.buyer_organisation_id === null || name === NOT_SPECIFIED) return name;
  return (
    <Link to={buildBuyerPath(opportunity.buyer_organisation_id)} className={linkClass}>
      {name}
    </Link>
  );
}

/** Every awarded supplier once, each linking to its page when it has one. */
export function SupplierLinks({ opportunity }: { opportunity: OpportunityDetail }) {
  const suppliers = getAwardedSuppliers(opportunity);
  if (suppliers.length === 0) return getSupplierText(opportunity);
  // Two unlinked suppliers may share a name in different case: names with their position are keys.
  const keyed = suppliers.map((supplier, position) => ({
    supplier,
    key: `${position}:${supplier.name}`,
  }));
  return keyed.map(({ supplier, key }, index) => (
    <span key={key}>
      {index > 0 && ', '}
      {supplier.organisation_id === null ? (
        supplier.name
      ) : (
        <Link to={buildSupplierPath(supplier.organisation_id)} className={linkClass}>
          {supplier.name}
        </Link>
      )}
    </span>
  ));
}
