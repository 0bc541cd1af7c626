import { type IdentityKeys, keyList, schemeOfKey } from './identity-keys';

/** A party to place: its keys and the spelling it was published under. */
export type PartyToPlace = { keys: IdentityKeys; name: string };

/** What the database already knows, for the keys and organisations concerned. */
export type KnownIdentities = {
  /** Key -> the organisation it leads to (merged organisations already followed). */
  owners: Map<string, number>;
  /** Organisation -> its `reg:` keys. */
  registeredKeys: Map<number, Set<string>>;
  /** `organisationId \u0000 name` of the spellings already recorded. */
  names: Set<string>;
};

/**
 * The decisions for a batch of parties. Organisation ids below zero are placeholders for the new
 * organisations listed in `newOrganisations`.
 */
export type IdentityPlan = {
  assignments: Map<string, number>;
  newOrganisations: { placeholder: number; name: string }[];
  keysToAdd: { key: string; organisationId: number }[];
  merges: { from: number; into: number }[];
  namesToAdd: { organisationId: number; name: string }[];
};

/** The identity of a party within a batch: its keys, strongest first. */
export function partyFingerprint(keys: IdentityKeys): string {
  return keyList(keys).join('|');
}

export function nameEntry(organisationId: number, name: string): string {
  return `${organisationId}\u0000${name}`;
}

function hasOtherIdInScheme(known: KnownIdentities, organisationId: number, key: string) {
  const scheme = schemeOfKey(key);
  for (const own of known.registeredKeys.get(organisationId) ?? []) {
    if (own !== key && schemeOfKey(own) === scheme) return true;
  }
  return false;
}

/**
 * The organisation a party belongs to (ADR 0085): its registered identifier's, else its portal
 * account's, else its name's, unless that name belongs to an organisation registered under
 * another id of the same register (two companies may share a name, never a number).
 */
function findOwner(known: KnownIdentities, keys: IdentityKeys): number | undefined {
  if (keys.registered && known.owners.has(keys.registered)) {
    return known.owners.get(keys.registered);
  }
  if (keys.source && known.owners.has(keys.source)) return known.owners.get(keys.source);
  if (!keys.name || !known.owners.has(keys.name)) return undefined;
  const candidate = known.owners.get(keys.name)!;
  if (keys.registered && hasOtherIdInScheme(known, candidate, keys.registered)) return undefined;
  return candidate;
}

function mergeInto(known: KnownIdentities, plan: IdentityPlan, from: number, into: number) {
  if (from < 0) {
    // Planned in this batch and not written yet: it is simply never created.
    plan.newOrganisations = plan.newOrganisations.filter((item) => item.placeholder !== from);
    for (const entry of plan.keysToAdd)
      if (entry.organisationId === from) entry.organisationId = into;
    plan.namesToAdd = plan.namesToAdd.filter((entry) => {
      if (entry.organisationId !== from) return true;
      const isNew = !known.names.has(nameEntry(into, entry.name));
      known.names.add(nameEntry(into, entry.name));
      entry.organisationId = into;
      return isNew;
    });
  } else {
    plan.merges.push({ from, into });
  }
  for (const [key, owner] of known.owners) if (owner === from) known.owners.set(key, into);
  for (const [fingerprint, owner] of plan.assignments) {
    if (owner === from) plan.assignments.set(fingerprint, into);
  }
}

const isShouting = (name: string) => name === name.toUpperCase() && name !== name.toLowerCase();

/**
 * A new organisation is named after the first spelling met, unless a later one in the batch
 * reads better: written in mixed case ("Acme Limited" over "ACME LTD").
 */
function preferSpelling(plan: IdentityPlan, placeholder: number, name: string) {
  const created = plan.newOrganisations.find((item) => item.placeholder === placeholder);
  if (created && isShouting(created.name) && !isShouting(name)) created.name = name;
}

/**
 * Places every party (in fingerprint order, so the outcome does not depend on the order notices
 * arrived in within a batch). Missing keys are added to the party's organisation. A weaker key
 * (portal account or name) that leads to an organisation with no registered identifier at all
 * joins that organisation to the party's: the same name or account was published by a
 * registered organisation, so the name-only record was it all along. `known` is updated as the
 * plan goes.
 */
export function planIdentities(parties: PartyToPlace[], known: KnownIdentities): IdentityPlan {
  const plan: IdentityPlan = {
    assignments: new Map(),
    newOrganisations: [],
    keysToAdd: [],
    merges: [],
    namesToAdd: [],
  };
  let nextPlaceholder = 0;
  const sorted = [...parties].sort((a, b) =>
    partyFingerprint(a.keys) < partyFingerprint(b.keys) ? -1 : 1,
  );
  for (const party of sorted) {
    const fingerprint = partyFingerprint(party.keys);
    if (!fingerprint) continue;
    let owner = plan.assignments.get(fingerprint) ?? findOwner(known, party.keys);
    if (owner === undefined) {
      nextPlaceholder -= 1;
      owner = nextPlaceholder;
      plan.newOrganisations.push({ placeholder: owner, name: party.name });
    }
    for (const key of keyList(party.keys)) {
      const current = known.owners.get(key);
      if (current === undefined) {
        known.owners.set(key, owner);
        plan.keysToAdd.push({ key, organisationId: owner });
        if (key.startsWith('reg:')) {
          const own = known.registeredKeys.get(owner) ?? new Set<string>();
          own.add(key);
          known.registeredKeys.set(owner, own);
        }
      } else if (current !== owner && !key.startsWith('reg:')) {
        const isUnregistered = (known.registeredKeys.get(current)?.size ?? 0) === 0;
        if (isUnregistered) mergeInto(known, plan, current, owner);
      }
    }
    if (owner < 0) preferSpelling(plan, owner, party.name);
    plan.assignments.set(fingerprint, owner);
    if (!known.names.has(nameEntry(owner, party.name))) {
      known.names.add(nameEntry(owner, party.name));
      plan.namesToAdd.push({ organisationId: owner, name: party.name });
    }
  }
  return plan;
}

/** True when the plan writes nothing: every party is already fully known. */
export function isPlanEmpty(plan: IdentityPlan): boolean {
  return (
    plan.newOrganisations.length === 0 &&
    plan.keysToAdd.length === 0 &&
    plan.merges.length === 0 &&
    plan.namesToAdd.length === 0
  );
}
