import { Link } from 'react-router';
import { buildBuyerPath, buildSupplierPath } from '@/config/paths';

export const linkClass = 'text-link underline-offset-4 hover:underline';

/** A buyer's or supplier's name linking to its page (the evidence behind a finding). */
export function OrganisationLink({
  organisation,
  kind,
}: {
  organisation: { id: number; name: string };
  kind: 'buyer' | 'supplier';
}) {
  const to =
    kind === 'buyer' ? buildBuyerPath(organisation.id) : buildSupplierPath(organisation.id);
  return (
    <Link to={to} className={linkClass}>
      {organisation.name}
    </Link>
  );
}
