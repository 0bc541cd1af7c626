import type { TimelineChange } from '@wac/contract';
import type { ReleaseFacts } from './release-facts';

/** Statuses that end a procurement: shown whenever a notice states one. */
const ENDING_STATUSES = new Set(['cancelled', 'withdrawn', 'unsuccessful']);

const change = (
  field: TimelineChange['field'],
  before: string | null,
  after: string | null,
  currency: string | null = null,
): TimelineChange => ({ field, before, after, currency });

/**
 * What `current` changed against what the earlier notices of the same ocid stated (`earlier`:
 * the latest stated value of each fact, and every document and supplier seen). A fact the notice
 * does not state is not a change: Find a Tender publishes deltas (a UK15 names only what moved),
 * so silence never reads as "removed".
 */
export function describeChanges(earlier: ReleaseFacts, current: ReleaseFacts): TimelineChange[] {
  const changes: TimelineChange[] = [];
  if (current.status && current.status !== earlier.status && ENDING_STATUSES.has(current.status))
    changes.push(change('status', earlier.status, current.status));
  if (current.deadline && current.deadline !== earlier.deadline)
    changes.push(change('deadline', earlier.deadline, current.deadline));
  if (current.value && current.value.amount !== earlier.value?.amount)
    changes.push(
      change('value', earlier.value?.amount ?? null, current.value.amount, current.value.currency),
    );
  if (current.lots && current.lots !== earlier.lots)
    changes.push(
      change('lots', earlier.lots === null ? null : String(earlier.lots), String(current.lots)),
    );
  const seenDocuments = new Set(earlier.documents);
  const addedDocuments = current.documents.filter((key) => !seenDocuments.has(key));
  if (addedDocuments.length > 0)
    changes.push(change('documents', null, String(addedDocuments.length)));
  const seenSuppliers = new Set(earlier.suppliers);
  const addedSuppliers = current.suppliers.filter((name) => !seenSuppliers.has(name));
  if (addedSuppliers.length > 0) changes.push(change('suppliers', null, addedSuppliers.join('; ')));
  if (current.contractEnd && current.contractEnd !== earlier.contractEnd)
    changes.push(change('contract_end', earlier.contractEnd, current.contractEnd));
  if (current.maxExtent && current.maxExtent !== earlier.maxExtent)
    changes.push(change('max_extent', earlier.maxExtent, current.maxExtent));
  return changes;
}

/** The facts known after `current`: each stated value replaces the earlier one. */
export function carryForward(earlier: ReleaseFacts, current: ReleaseFacts): ReleaseFacts {
  return {
    status: current.status ?? earlier.status,
    deadline: current.deadline ?? earlier.deadline,
    value: current.value ?? earlier.value,
    lots: current.lots ?? earlier.lots,
    documents: [...new Set([...earlier.documents, ...current.documents])],
    suppliers: [...new Set([...earlier.suppliers, ...current.suppliers])],
    contractEnd: current.contractEnd ?? earlier.contractEnd,
    maxExtent: current.maxExtent ?? earlier.maxExtent,
    standstillEnd: current.standstillEnd ?? earlier.standstillEnd,
  };
}

export const NOTHING_KNOWN: ReleaseFacts = {
  status: null,
  deadline: null,
  value: null,
  lots: null,
  documents: [],
  suppliers: [],
  contractEnd: null,
  maxExtent: null,
  standstillEnd: null,
};
