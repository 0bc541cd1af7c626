import type { Framework, FrameworkSupplier } from '@wac/contract';
import { Link } from 'react-router';
import { buildSupplierPath } from '@/config/paths';
import { describeLot, describeSuppliersTitle } from '../utils/framework-text';
import { FrameworkSection } from './framework-section';

const LINK = 'text-link underline underline-offset-2 hover:no-underline';

function SupplierList(props: { suppliers: FrameworkSupplier[]; emptyText?: string }) {
  const { suppliers, emptyText } = props;
  if (suppliers.length === 0) {
    return <p className="text-sm text-fg-muted">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {suppliers.map((supplier) => (
        <li key={supplier.name} className="break-words">
          {supplier.organisation_id !== null ? (
            <Link to={buildSupplierPath(supplier.organisation_id)} className={LINK}>
              {supplier.name}
            </Link>
          ) : (
            supplier.name
          )}
        </li>
      ))}
    </ul>
  );
}

/** Lots with the suppliers admitted to each, then suppliers whose award names no lot. */
export function FrameworkSuppliers({ framework }: { framework: Framework }) {
  const { lots, suppliers_without_lot: withoutLot } = framework;
  const title = describeSuppliersTitle(lots.length);
  return (
    <FrameworkSection id="framework-lots" title={title}>
      {lots.length === 0 && withoutLot.length === 0 && (
        <p className="text-sm text-fg-muted">
          The notices name no lots and no admitted suppliers yet.
        </p>
      )}
      {lots.length > 0 && (
        <ul className="divide-y divide-line">
          {lots.map((lot) => (
            <li key={lot.lot_id} className="space-y-1 py-3">
              <h3 className="font-medium break-words">{describeLot(lot, framework.title)}</h3>
              <SupplierList
                suppliers={lot.suppliers}
                emptyText={
                  withoutLot.length > 0
                    ? 'The award notices do not say which of the suppliers below are on this lot.'
                    : 'No supplier named for this lot yet.'
                }
              />
            </li>
          ))}
        </ul>
      )}
      {withoutLot.length > 0 && (
        <div className="mt-3 space-y-1">
          {lots.length > 0 && <h3 className="font-medium">Suppliers whose award names no lot</h3>}
          <SupplierList suppliers={withoutLot} />
        </div>
      )}
    </FrameworkSection>
  );
}
