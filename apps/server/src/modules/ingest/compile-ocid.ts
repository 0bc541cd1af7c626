import { compileReleases } from './compile-record';
import type { CompiledOpportunity } from './compiled-opportunity';
import { type CpvLabel, collectCpvClassifications } from './cpv';
import { timestampMillis } from './json-values';
import { mapOpportunity } from './map-opportunity';
import type { OcdsRelease } from './ocds-types';
import { scopePartyIdsByName } from './proactis-parties';
import { decodeEntitiesInJson } from './repair-text';
import { PROACTIS_SOURCES, type SourceSystem } from './source-systems';

export type CompiledOcid = {
  opportunity: CompiledOpportunity;
  cpvLabels: CpvLabel[];
  /** The earliest publication among the ocid's releases, for cross-post matching. */
  firstReleaseDate: string | null;
};

/**
 * Pure: the releases of one ocid to its opportunity and CPV labels (no database). The releases
 * are stored as received (bytes repaired); their HTML entities are decoded here, once per
 * compile from those stored releases, so every text field of every source is covered and a
 * recompile fixes opportunities compiled before (ADR 0052).
 */
export function compileOcid(source: SourceSystem, releases: OcdsRelease[]): CompiledOcid {
  const decoded = releases.map(decodeEntitiesInJson);
  const record = compileReleases(
    PROACTIS_SOURCES.includes(source) ? decoded.map(scopePartyIdsByName) : decoded,
  );
  const firstDated = record.releases.find(
    (release) => !Number.isNaN(timestampMillis(release.date)),
  );
  return {
    opportunity: mapOpportunity(record, source),
    cpvLabels: collectCpvClassifications(record.compiled),
    firstReleaseDate: firstDated ? new Date(timestampMillis(firstDated.date)).toISOString() : null,
  };
}
