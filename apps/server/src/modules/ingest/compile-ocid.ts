import { compileReleases } from './compile-record';
import type { CompiledOpportunity } from './compiled-opportunity';
import { type CpvLabel, collectCpvClassifications } from './cpv';
import { timestampMillis } from './json-values';
import { mapOpportunity } from './map-opportunity';
import { ALSO_ON_FIND_A_TENDER, findTenderNoticeId, isFindTenderNoticeId } from './notice-url';
import type { OcdsRelease } from './ocds-types';
import { scopePartyIdsByName } from './proactis-parties';
import { decodeEntitiesInJson } from './repair-text';
import { PROACTIS_SOURCES, type SourceSystem } from './source-systems';

export type CompiledOcid = {
  opportunity: CompiledOpportunity;
  cpvLabels: CpvLabel[];
  /** The earliest publication among the ocid's releases, for cross-post matching. */
  firstReleaseDate: string | null;
  /**
   * Find a Tender notices that tie this ocid to a cross-post: its own notice ids for an FTS
   * ocid, the FTS notices it links to ("Also published on Find a Tender") for other portals.
   */
  findTenderNoticeIds: string[];
};

function collectFindTenderNoticeIds(
  source: SourceSystem,
  releases: OcdsRelease[],
  opportunity: CompiledOpportunity,
): string[] {
  const ids =
    source === 'FTS'
      ? releases.map((release) => release.id).filter(isFindTenderNoticeId)
      : opportunity.documents
          .filter((document) => document.title === ALSO_ON_FIND_A_TENDER)
          .map((document) => findTenderNoticeId(document.url))
          .filter((id) => id !== null);
  return [...new Set(ids)].sort();
}

/**
 * Pure: the releases of one ocid to its opportunity and CPV labels (no database). The releases
 * are stored as received (bytes repaired); their HTML entities are decoded here, once per
 * compile from those stored releases, so every text field of every source is covered and a
 * recompile fixes opportunities compiled before (ADR 0052). `requestedNoticeTypes` (release id
 * -> type) holds the notice types PCS / Sell2Wales releases were fetched as (ADR 0095).
 */
export function compileOcid(
  source: SourceSystem,
  releases: OcdsRelease[],
  requestedNoticeTypes: ReadonlyMap<string, number> = new Map(),
): CompiledOcid {
  const decoded = releases.map(decodeEntitiesInJson);
  const record = compileReleases(
    PROACTIS_SOURCES.includes(source) ? decoded.map(scopePartyIdsByName) : decoded,
  );
  const firstDated = record.releases.find(
    (release) => !Number.isNaN(timestampMillis(release.date)),
  );
  const opportunity = mapOpportunity(record, source, requestedNoticeTypes);
  return {
    opportunity,
    cpvLabels: collectCpvClassifications(record.compiled),
    firstReleaseDate: firstDated ? new Date(timestampMillis(firstDated.date)).toISOString() : null,
    findTenderNoticeIds: collectFindTenderNoticeIds(source, record.releases, opportunity),
  };
}
