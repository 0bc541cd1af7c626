import type { SourceSystem } from '@/config/constants';

const SOURCE_LABELS: Record<SourceSystem, string> = {
  ContractsFinder: 'CF',
  FTS: 'FTS',
  PCS: 'PCS',
  Sell2Wales: 'S2W',
};

const SOURCE_NAMES: Record<SourceSystem, string> = {
  ContractsFinder: 'Contracts Finder',
  FTS: 'Find a Tender',
  PCS: 'Public Contracts Scotland',
  Sell2Wales: 'Sell2Wales',
};

function isKnownSource(source: string): source is SourceSystem {
  return Object.hasOwn(SOURCE_LABELS, source);
}

/**
 * Short source label: ContractsFinder -> CF, FTS -> FTS, PCS -> PCS, Sell2Wales -> S2W, anything
 * else as-is, missing -> N/A.
 */
export function getSourceLabel(source: string | null | undefined): string {
  if (!source) return 'N/A';
  return isKnownSource(source) ? SOURCE_LABELS[source] : source;
}

/** The portal's full name (for tooltips and accessible labels), with the same fallbacks. */
export function getSourceName(source: string | null | undefined): string {
  if (!source) return 'N/A';
  return isKnownSource(source) ? SOURCE_NAMES[source] : source;
}
