import { normaliseName } from '../ingest/normalise-name';

/**
 * The keys that identify an organisation (ADR 0085), strongest first:
 * - `reg`: an identifier from a public register (Companies House `GB-COH`, charities `GB-CHC`,
 *   the central digital platform `GB-PPON`, ...): the same organisation whichever portal and
 *   spelling;
 * - `src`: a portal's own buyer account id (`GB-CFS-43899`, `GB-FTS-4736`): one organisation
 *   within that portal (an organisation may have several);
 * - `name`: the normalised name (normalise-name.ts): "ACME LTD", "Acme Limited" and "Acme Ltd."
 *   are one key.
 */
export type IdentityKeys = {
  registered: string | null;
  source: string | null;
  name: string | null;
};

/** What a notice says about one party, as stored on its opportunity or award rows. */
export type PartyFacts = {
  name: string | null;
  /** Register scheme and id (`GB-COH`, `08229264`); suppliers carry them separately. */
  scheme: string | null;
  identifier: string | null;
  /** The party id within the release: `GB-COH-08229264`, `GB-CFS-43899`, `name:...`. */
  partyId: string | null;
};

/** Ids the portals give parties themselves: stable accounts, not public registers. */
const PORTAL_SCHEMES = new Set(['GB-CFS', 'GB-FTS']);
/** Schemes seen as `GB-XXX-<id>` party ids (org-id.guide): a buyer's id names its register. */
const PARTY_ID_PATTERN = /^(GB-[A-Z]{2,6})-(.+)$/;
const COMPANY_NUMBER = /^\d{1,8}$/;

/**
 * One form per identifier: scheme and id upper-cased without spaces; Companies House numbers
 * written without their leading zeros ("6841377") get them back ("06841377"); an id that repeats
 * its scheme ("GB-COH-06841377") loses the repeat.
 */
export function registeredKey(scheme: string | null, identifier: string | null): string | null {
  const cleanScheme = scheme?.trim().toUpperCase().replace(/\s+/g, '') ?? '';
  let id = identifier?.trim().toUpperCase().replace(/\s+/g, '') ?? '';
  if (!cleanScheme || !id || PORTAL_SCHEMES.has(cleanScheme)) return null;
  if (id.startsWith(`${cleanScheme}-`)) id = id.slice(cleanScheme.length + 1);
  if (cleanScheme === 'GB-COH' && COMPANY_NUMBER.test(id)) id = id.padStart(8, '0');
  return id ? `reg:${cleanScheme}:${id}` : null;
}

function parsePartyId(partyId: string | null): { scheme: string; id: string } | null {
  const match = partyId ? PARTY_ID_PATTERN.exec(partyId.trim()) : null;
  return match ? { scheme: match[1]!.toUpperCase(), id: match[2]! } : null;
}

/**
 * The keys of a party. A party id that names a register (`GB-COH-RJR`, `GB-PPON-PLJV-1169-JTDD`)
 * counts as its registered identifier when the party gives none of its own (buyers: the stored
 * buyer id is all that is kept of their identifier); a portal account id is a `src` key; name-
 * scoped ids (PCS, Sell2Wales: `name:...`) add nothing to the name.
 */
export function identityKeys(party: PartyFacts): IdentityKeys {
  const parsed = parsePartyId(party.partyId);
  const isPortalAccount = parsed !== null && PORTAL_SCHEMES.has(parsed.scheme);
  const registered =
    registeredKey(party.scheme, party.identifier) ??
    (parsed && !isPortalAccount ? registeredKey(parsed.scheme, parsed.id) : null);
  const normalised = party.name ? normaliseName(party.name) : '';
  return {
    registered,
    source: isPortalAccount ? `src:${party.partyId!.trim().toUpperCase()}` : null,
    name: normalised ? `name:${normalised}` : null,
  };
}

/** The register scheme of a `reg:` key (`reg:GB-COH:0123` -> `GB-COH`). */
export function schemeOfKey(key: string): string | null {
  if (!key.startsWith('reg:')) return null;
  return key.slice(4, key.indexOf(':', 4));
}

/** Every key of a party, strongest first. */
export function keyList(keys: IdentityKeys): string[] {
  return [keys.registered, keys.source, keys.name].filter((key): key is string => key !== null);
}
