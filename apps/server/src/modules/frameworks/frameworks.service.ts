import {
  FRAMEWORKS_ENDING_SHOWN,
  type Framework,
  type FrameworksEnding,
  type OpportunityFramework,
  type SupplierFrameworks,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import {
  findCallOffs,
  findFramework,
  findFrameworkLots,
  findFrameworkSuppliers,
  findFrameworksEnding,
  findOpportunityId,
  findOwnFramework,
  findParentFrameworks,
  findProcurementRole,
  findSupplierFrameworks,
} from './frameworks.repository';

export const FRAMEWORK_NOT_FOUND = 'Framework not found.';
const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/** A framework or dynamic market's page; anything that is not one is a 404. */
export async function getFramework(db: Queryable, wacId: string): Promise<Framework> {
  const row = await findFramework(db, wacId);
  if (!row) throw new AppError('NOT_FOUND', FRAMEWORK_NOT_FOUND);
  const [lots, suppliers, callOffs] = await Promise.all([
    findFrameworkLots(db, row.opportunity_id),
    findFrameworkSuppliers(db, row.opportunity_id),
    findCallOffs(db, row.opportunity_id),
  ]);
  const supplier = (s: (typeof suppliers)[number]) => ({
    name: s.name,
    organisation_id: s.organisation_id,
  });
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    buyer:
      row.buyer_id !== null && row.buyer_organisation_name !== null
        ? { id: row.buyer_id, name: row.buyer_organisation_name }
        : null,
    buyer_name: row.buyer_name,
    start_date: toIso(row.start_date),
    end_date: toIso(row.end_date),
    max_extent_date: toIso(row.max_extent_date),
    estimated_value: row.estimated_value,
    estimated_value_currency: row.estimated_value_currency,
    max_participants: row.max_participants,
    lots: lots.map((lot) => ({
      ...lot,
      suppliers: suppliers.filter((s) => s.lot_id === lot.lot_id).map(supplier),
    })),
    // An award naming a lot the notices never listed still shows its supplier, here.
    suppliers_without_lot: suppliers
      .filter((s) => s.lot_id === null || !lots.some((lot) => lot.lot_id === s.lot_id))
      .map(supplier),
    call_offs: callOffs.map((callOff) => ({
      ...callOff,
      release_date: toIso(callOff.release_date),
    })),
  };
}

/** What an opportunity is in the framework world, for its detail page. */
export async function getOpportunityFramework(
  db: Queryable,
  wacId: string,
): Promise<OpportunityFramework> {
  const opportunityId = await findOpportunityId(db, wacId);
  if (opportunityId === null) throw new AppError('NOT_FOUND', OPPORTUNITY_NOT_FOUND);
  const [role, framework, calledOffUnder] = await Promise.all([
    findProcurementRole(db, opportunityId),
    findOwnFramework(db, opportunityId),
    findParentFrameworks(db, opportunityId),
  ]);
  return { role, framework, called_off_under: calledOffUnder };
}

export async function getSupplierFrameworks(
  db: Queryable,
  organisationId: number,
): Promise<SupplierFrameworks> {
  return { frameworks: await findSupplierFrameworks(db, organisationId) };
}

/** Frameworks ending within the radar's window (issue 31): the radar page lists them. */
export async function getFrameworksEnding(
  db: Queryable,
  months: number,
): Promise<FrameworksEnding> {
  const rows = await findFrameworksEnding(db, months, FRAMEWORKS_ENDING_SHOWN);
  return {
    months,
    total: rows[0]?.total ?? 0,
    frameworks: rows.map(({ total: _total, ends_at, ...row }) => ({
      ...row,
      ends_at: ends_at.toISOString(),
    })),
  };
}
