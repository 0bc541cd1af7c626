/** The four portals, as the `source_system` column names them. */
export type SourceSystem = 'ContractsFinder' | 'FTS' | 'PCS' | 'Sell2Wales';

export const SOURCE_SYSTEMS: readonly SourceSystem[] = [
  'ContractsFinder',
  'FTS',
  'PCS',
  'Sell2Wales',
];

/** The portals that run the Proactis notice software (one API shape, month-by-type requests). */
export const PROACTIS_SOURCES: readonly SourceSystem[] = ['PCS', 'Sell2Wales'];

const OCID_PREFIXES: Record<string, SourceSystem> = {
  'ocds-b5fd17': 'ContractsFinder',
  'ocds-h6vhtk': 'FTS',
  'ocds-r6ebe6': 'PCS',
  'ocds-kuma6s': 'Sell2Wales',
};

/** The registered ocid prefix of each portal (`ocds-r6ebe6-0000548866`). */
export const OCID_PREFIX_OF: Record<SourceSystem, string> = {
  ContractsFinder: 'ocds-b5fd17',
  FTS: 'ocds-h6vhtk',
  PCS: 'ocds-r6ebe6',
  Sell2Wales: 'ocds-kuma6s',
};

/** Public web pages of the notices (not the API base URLs, which are configuration). */
export const NOTICE_PAGE_ORIGINS: Record<SourceSystem, string> = {
  ContractsFinder: 'https://www.contractsfinder.service.gov.uk',
  FTS: 'https://www.find-tender.service.gov.uk',
  PCS: 'https://www.publiccontractsscotland.gov.uk',
  Sell2Wales: 'https://www.sell2wales.gov.wales',
};

/** Which portal published an ocid, from its registered prefix; null for anything else. */
export function sourceFromOcid(ocid: string): SourceSystem | null {
  const prefix = ocid.slice(0, 11).toLowerCase();
  return OCID_PREFIXES[prefix] ?? null;
}

const NAMES: Record<string, SourceSystem> = {
  cf: 'ContractsFinder',
  contractsfinder: 'ContractsFinder',
  fts: 'FTS',
  findatender: 'FTS',
  'find-a-tender': 'FTS',
  pcs: 'PCS',
  'public-contracts-scotland': 'PCS',
  publiccontractsscotland: 'PCS',
  s2w: 'Sell2Wales',
  sell2wales: 'Sell2Wales',
};

/** `cf` / `fts` / `pcs` / `s2w` (CLI spelling) or the column value, to a source; null when unknown. */
export function parseSourceName(text: string): SourceSystem | null {
  return NAMES[text.trim().toLowerCase()] ?? null;
}
