import { asObject, asObjectArray, asStringArray, asText } from './json-values';
import type { JsonObject } from './ocds-types';

/** The buyer's party: the one `buyer.id` points at, else the first party with role "buyer". */
export function findBuyerParty(release: JsonObject): JsonObject | null {
  const parties = asObjectArray(release.parties);
  const buyerId = asText(asObject(release.buyer).id);
  const byId = buyerId ? parties.find((party) => asText(party.id) === buyerId) : undefined;
  return byId ?? parties.find((party) => asStringArray(party.roles).includes('buyer')) ?? null;
}

export function findParty(release: JsonObject, partyId: string | null): JsonObject | null {
  if (!partyId) return null;
  return asObjectArray(release.parties).find((party) => asText(party.id) === partyId) ?? null;
}

/** A party's registered identifier (scheme `GB-COH`, id `08229264`); nulls when incomplete. */
export function partyIdentifier(party: JsonObject | null): {
  scheme: string | null;
  identifier: string | null;
} {
  const identifier = asObject(party?.identifier);
  const scheme = asText(identifier.scheme);
  const id = asText(identifier.id);
  return scheme && id ? { scheme, identifier: id } : { scheme: null, identifier: null };
}

export type BuyerColumns = {
  buyer_name: string | null;
  buyer_id_from_source: string | null;
  buyer_address_street: string | null;
  buyer_address_locality: string | null;
  buyer_address_region: string | null;
  buyer_address_postalcode: string | null;
  buyer_address_country: string | null;
};

export function mapBuyer(release: JsonObject, party: JsonObject | null): BuyerColumns {
  const buyer = asObject(release.buyer);
  const address = asObject(party?.address);
  return {
    buyer_name: asText(buyer.name) ?? asText(party?.name),
    buyer_id_from_source: asText(buyer.id) ?? asText(party?.id),
    buyer_address_street: asText(address.streetAddress),
    buyer_address_locality: asText(address.locality),
    buyer_address_region: asText(address.region),
    buyer_address_postalcode: asText(address.postalCode),
    buyer_address_country: asText(address.countryName) ?? asText(address.country),
  };
}
