/** The two portals, as the `source_system` column names them. */
export type SourceSystem = 'ContractsFinder' | 'FTS';

export const SOURCE_SYSTEMS: readonly SourceSystem[] = ['ContractsFinder', 'FTS'];

const OCID_PREFIXES: Record<string, SourceSystem> = {
  'ocds-b5fd17': 'ContractsFinder',
  'ocds-h6vhtk': 'FTS',
};

/** Public web pages of the notices (not the API base URLs, which are configuration). */
export const NOTICE_PAGE_ORIGINS: Record<SourceSystem, string> = {
  ContractsFinder: 'https://www.contractsfinder.service.gov.uk',
  FTS: 'https://www.find-tender.service.gov.uk',
};

/** Which portal published an ocid, from its registered prefix; null for anything else. */
export function sourceFromOcid(ocid: string): SourceSystem | null {
  const prefix = ocid.slice(0, 11).toLowerCase();
  return OCID_PREFIXES[prefix] ?? null;
}

/** `cf` / `fts` (CLI spelling) or the column value, to a source; null when unknown. */
export function parseSourceName(text: string): SourceSystem | null {
  const lowered = text.trim().toLowerCase();
  if (lowered === 'cf' || lowered === 'contractsfinder') return 'ContractsFinder';
  if (lowered === 'fts' || lowered === 'findatender' || lowered === 'find-a-tender') return 'FTS';
  return null;
}
