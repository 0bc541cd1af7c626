import { describe, expect, it } from 'vitest';
import { identityKeys } from './identity-keys';
import {
  type KnownIdentities,
  type PartyToPlace,
  partyFingerprint,
  planIdentities,
} from './identity-plan';

const party = (
  name: string,
  scheme: string | null = null,
  identifier: string | null = null,
  partyId: string | null = null,
): PartyToPlace => ({ name, keys: identityKeys({ name, scheme, identifier, partyId }) });

const empty = (): KnownIdentities => ({
  owners: new Map(),
  registeredKeys: new Map(),
  names: new Set(),
});

const organisationOf = (plan: ReturnType<typeof planIdentities>, item: PartyToPlace) =>
  plan.assignments.get(partyFingerprint(item.keys));

describe('planIdentities', () => {
  it('puts name variants with and without a company number in one new organisation', () => {
    const parties = [
      party('ACME LTD', 'GB-COH', '01234567'),
      party('Acme Limited'),
      party('Acme Ltd.', 'GB-COH', '1234567'),
    ];
    const plan = planIdentities(parties, empty());
    expect(plan.newOrganisations).toHaveLength(1);
    expect(new Set(parties.map((item) => organisationOf(plan, item)))).toEqual(new Set([-1]));
    expect(plan.keysToAdd.map((entry) => entry.key).sort()).toEqual([
      'name:acme',
      'reg:GB-COH:01234567',
    ]);
    expect(plan.namesToAdd.map((entry) => entry.name).sort()).toEqual([
      'ACME LTD',
      'Acme Limited',
      'Acme Ltd.',
    ]);
  });

  it('keeps two companies with one name but different numbers apart', () => {
    const plan = planIdentities(
      [party('Acme Ltd', 'GB-COH', '00000001'), party('Acme Ltd', 'GB-COH', '00000002')],
      empty(),
    );
    expect(plan.newOrganisations).toHaveLength(2);
  });

  it('gives a known name its registered number instead of a new organisation', () => {
    const known = empty();
    known.owners.set('name:acme', 7);
    const plan = planIdentities([party('ACME LIMITED', 'GB-COH', '01234567')], known);
    expect(plan.newOrganisations).toHaveLength(0);
    expect(plan.keysToAdd).toEqual([{ key: 'reg:GB-COH:01234567', organisationId: 7 }]);
  });

  it('merges a name-only organisation into the registered one its name turns out to be', () => {
    const known = empty();
    known.owners.set('reg:GB-COH:01234567', 3);
    known.registeredKeys.set(3, new Set(['reg:GB-COH:01234567']));
    known.owners.set('name:acme holdings', 3);
    known.owners.set('name:acme', 9);
    const plan = planIdentities([party('Acme Ltd', 'GB-COH', '01234567')], known);
    expect(plan.merges).toEqual([{ from: 9, into: 3 }]);
    expect(known.owners.get('name:acme')).toBe(3);
  });

  it('drops a new organisation merged before it was written, and numbers the next apart', () => {
    const known = empty();
    known.owners.set('reg:GB-COH:01234567', 3);
    known.registeredKeys.set(3, new Set(['reg:GB-COH:01234567']));
    // In fingerprint order: "Acme Ltd" by name (new, -1); the registered party joins it to 3;
    // then a portal account (src: sorts after reg:) needs a new organisation of its own.
    const plan = planIdentities(
      [
        party('Acme Ltd'),
        party('Acme Ltd', 'GB-COH', '01234567'),
        party('Zeta', null, null, 'GB-CFS-5'),
      ],
      known,
    );
    expect(plan.merges).toEqual([]);
    expect(plan.newOrganisations).toEqual([{ placeholder: -2, name: 'Zeta' }]);
    expect(plan.assignments.get('name:acme')).toBe(3);
    expect(plan.keysToAdd).toContainEqual({ key: 'name:acme', organisationId: 3 });
  });

  it('never merges two registered organisations', () => {
    const known = empty();
    known.owners.set('reg:GB-COH:00000001', 3);
    known.registeredKeys.set(3, new Set(['reg:GB-COH:00000001']));
    known.owners.set('name:acme', 4);
    known.registeredKeys.set(4, new Set(['reg:GB-COH:00000002']));
    const plan = planIdentities([party('Acme', 'GB-COH', '00000001')], known);
    expect(plan.merges).toEqual([]);
    expect(plan.assignments.get('reg:GB-COH:00000001|name:acme')).toBe(3);
  });

  it('writes nothing for parties already fully known', () => {
    const known = empty();
    known.owners.set('src:GB-CFS-1', 5);
    known.owners.set('name:example borough council', 5);
    known.names.add('5\u0000Example Borough Council');
    const plan = planIdentities([party('Example Borough Council', null, null, 'GB-CFS-1')], known);
    expect(plan.keysToAdd).toEqual([]);
    expect(plan.namesToAdd).toEqual([]);
    expect(plan.newOrganisations).toEqual([]);
  });
});
