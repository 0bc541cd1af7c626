import { asObject, asObjectArray, asText } from './json-values';
import { normaliseName } from './normalise-name';
import type { JsonObject, OcdsRelease } from './ocds-types';

/**
 * Public Contracts Scotland and Sell2Wales number parties per release (`org-75`): the same id
 * names another organisation in the next release of the same process, and `identifier` holds
 * only `legalName`. Merging releases by those ids would mix organisations up, so each party id
 * (and every reference to it) is replaced by one made of the organisation's normalised name
 * before the releases are compiled: organisations are matched by name.
 */
export function scopePartyIdsByName(release: OcdsRelease): OcdsRelease {
  const parties = asObjectArray(release.parties);
  if (parties.length === 0) return release;
  const newIds = new Map<string, string>();
  for (const party of parties) {
    const id = asText(party.id);
    const name = asText(party.name) ?? asText(asObject(party.identifier).legalName);
    if (id && name && !newIds.has(id)) newIds.set(id, `name:${normaliseName(name)}`);
  }
  const reference = (value: unknown): unknown => {
    const object = asObject(value);
    const id = asText(object.id);
    return id && newIds.has(id) ? { ...object, id: newIds.get(id) } : value;
  };
  const references = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(reference) : value;
  const tender = asObject(release.tender);
  const scoped: OcdsRelease = {
    ...release,
    parties: parties.map(reference),
    ...(release.buyer !== undefined && { buyer: reference(release.buyer) }),
    ...(release.awards !== undefined && {
      awards: asObjectArray(release.awards).map(
        (award): JsonObject => ({ ...award, suppliers: references(award.suppliers) }),
      ),
    }),
  };
  if (release.tender !== undefined) {
    scoped.tender = {
      ...tender,
      ...(tender.procuringEntity !== undefined && {
        procuringEntity: reference(tender.procuringEntity),
      }),
      ...(tender.tenderers !== undefined && { tenderers: references(tender.tenderers) }),
    };
  }
  return scoped;
}

/** True for a party id made by `scopePartyIdsByName`: no identifier of the portal's own. */
export function isNameScopedPartyId(id: string | null): boolean {
  return id?.startsWith('name:') ?? false;
}
