import {
  asFiniteNumber,
  asObject,
  asObjectArray,
  asStringArray,
  asText,
  timestampMillis,
} from '../ingest/json-values';
import { plausibleAmount } from '../ingest/map-awards';
import { normaliseName } from '../ingest/normalise-name';
import type { JsonObject, OcdsRelease } from '../ingest/ocds-types';
import { frameworkPeriod } from './framework-period';
import { frameworkOcidsNamed, type ProcurementRole, procurementRole } from './procurement-role';

export type FrameworkLot = { lot_id: string; title: string | null };
export type FrameworkSupplier = {
  lot_id: string | null;
  name: string;
  name_normalised: string;
  scheme: string | null;
  identifier: string | null;
};
export type FrameworkDetails = {
  kind: 'framework' | 'dynamic_market';
  start_date: string | null;
  end_date: string | null;
  max_extent_date: string | null;
  estimated_value: number | null;
  estimated_value_currency: string | null;
  max_participants: number | null;
  lots: FrameworkLot[];
  suppliers: FrameworkSupplier[];
};
/** Everything the frameworks tables hold for one opportunity. */
export type FrameworkFacts = {
  role: ProcurementRole | null;
  framework: FrameworkDetails | null;
  calledOffUnder: string[];
};

// Portals write "unlimited" as a huge float (7.9e28): a participant cap beyond this says nothing.
const MAX_STATED_PARTICIPANTS = 100_000;
const NOT_ADMITTED = new Set(['cancelled', 'unsuccessful']);

/**
 * Releases oldest first with a total order (date, ocid, release id), so folding them gives the
 * same facts whatever order they were stored in.
 */
export function inPublicationOrder(releases: readonly OcdsRelease[]): OcdsRelease[] {
  const key = (release: OcdsRelease) => timestampMillis(release.date);
  return [...releases].sort((a, b) => {
    const byDate = (key(a) || 0) - (key(b) || 0);
    if (byDate !== 0) return byDate;
    const byOcid = String(a.ocid).localeCompare(String(b.ocid));
    return byOcid !== 0 ? byOcid : String(a.id ?? '').localeCompare(String(b.id ?? ''));
  });
}

/** The framework facts of one opportunity, from every release of every ocid behind it. */
export function deriveFrameworkFacts(releases: readonly OcdsRelease[]): FrameworkFacts {
  const ordered = inPublicationOrder(releases);
  const role = procurementRole(ordered);
  const calledOffUnder = [...new Set(ordered.flatMap(frameworkOcidsNamed))].sort();
  if (role !== 'framework' && role !== 'dynamic_market') {
    return { role, framework: null, calledOffUnder };
  }
  return {
    role,
    framework: { kind: role, ...frameworkPeriod(ordered), ...terms(ordered) },
    calledOffUnder,
  };
}

function terms(ordered: OcdsRelease[]) {
  let value: { amount: number; currency: string | null } | null = null;
  let maxParticipants: number | null = null;
  const lots = new Map<string, FrameworkLot>();
  const suppliers = new Map<string, FrameworkSupplier>();
  for (const release of ordered) {
    const tender = asObject(release.tender);
    const stated = asObject(tender.value);
    const amount = plausibleAmount(stated.amount);
    if (amount !== null) value = { amount, currency: asText(stated.currency) };
    const cap = asFiniteNumber(
      asObject(asObject(tender.techniques).frameworkAgreement).maximumParticipants,
    );
    if (cap !== null && cap >= 1 && cap <= MAX_STATED_PARTICIPANTS)
      maxParticipants = Math.round(cap);
    for (const lot of asObjectArray(tender.lots)) {
      const id = asText(lot.id);
      if (id) lots.set(id, { lot_id: id, title: asText(lot.title) ?? lots.get(id)?.title ?? null });
    }
    admitSuppliers(release, suppliers);
  }
  return {
    estimated_value: value?.amount ?? null,
    estimated_value_currency: value?.currency ?? null,
    max_participants: maxParticipants,
    lots: [...lots.values()],
    suppliers: [...suppliers.values()],
  };
}

/** Adds a release's awarded suppliers per lot and drops those it names as removed (UK15). */
function admitSuppliers(release: OcdsRelease, suppliers: Map<string, FrameworkSupplier>) {
  const parties = new Map<string, JsonObject>();
  for (const party of asObjectArray(release.parties)) {
    const id = asText(party.id);
    if (id) parties.set(id, party);
  }
  for (const award of asObjectArray(release.awards)) {
    if (NOT_ADMITTED.has(asText(award.status) ?? '')) continue;
    const lotIds = asStringArray(award.relatedLots);
    for (const named of asObjectArray(award.suppliers)) {
      const supplier = describeSupplier(named, parties);
      if (!supplier) continue;
      for (const lotId of lotIds.length > 0 ? lotIds : [null]) {
        suppliers.set(`${lotId ?? ''}\u0000${supplier.name_normalised}`, {
          ...supplier,
          lot_id: lotId,
        });
      }
    }
  }
  for (const party of parties.values()) {
    if (!asStringArray(party.roles).includes('removedSupplier')) continue;
    const removed = describeSupplier(party, parties);
    for (const [key, supplier] of suppliers) {
      if (removed && isSameSupplier(supplier, removed)) suppliers.delete(key);
    }
  }
}

function describeSupplier(named: JsonObject, parties: Map<string, JsonObject>) {
  const party = parties.get(asText(named.id) ?? '') ?? named;
  const name = asText(named.name) ?? asText(party.name);
  if (!name) return null;
  const identifier = asObject(party.identifier);
  return {
    name,
    name_normalised: normaliseName(name),
    scheme: asText(identifier.scheme),
    identifier: asText(identifier.id),
  };
}

function isSameSupplier(
  a: Omit<FrameworkSupplier, 'lot_id'>,
  b: Omit<FrameworkSupplier, 'lot_id'>,
) {
  if (a.scheme && a.identifier && a.scheme === b.scheme && a.identifier === b.identifier)
    return true;
  return a.name_normalised === b.name_normalised;
}
