import type { Queryable } from '../../db/pool';
import { keyList } from './identity-keys';
import { isPlanEmpty, type PartyToPlace, planIdentities } from './identity-plan';
import {
  findKnownIdentities,
  lockIdentities,
  writeIdentityPlan,
} from './organisation-identity.repository';

/**
 * The organisation of every party (by `partyFingerprint`), creating, extending and merging
 * organisations as the identity rule says (ADR 0085). Run it inside a transaction: when anything
 * must be written it takes the identity lock, reads again and plans again, so the plan is made on
 * what every committed writer left. A batch whose parties are all known writes and locks nothing.
 */
export async function resolveOrganisations(
  db: Queryable,
  parties: PartyToPlace[],
): Promise<Map<string, number>> {
  const placed = parties.filter((party) => keyList(party.keys).length > 0);
  if (placed.length === 0) return new Map();
  const keys = [...new Set(placed.flatMap((party) => keyList(party.keys)))].sort();
  const names = [...new Set(placed.map((party) => party.name))];
  let plan = planIdentities(placed, await findKnownIdentities(db, keys, names));
  if (isPlanEmpty(plan)) return plan.assignments;
  await lockIdentities(db);
  plan = planIdentities(placed, await findKnownIdentities(db, keys, names));
  const realIds = await writeIdentityPlan(db, plan);
  const assignments = new Map<string, number>();
  for (const [fingerprint, id] of plan.assignments) {
    assignments.set(fingerprint, id < 0 ? realIds.get(id)! : id);
  }
  return assignments;
}
