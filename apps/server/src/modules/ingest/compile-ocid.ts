import { compileReleases } from './compile-record';
import type { CompiledOpportunity } from './compiled-opportunity';
import { type CpvLabel, collectCpvClassifications } from './cpv';
import { timestampMillis } from './json-values';
import { mapOpportunity } from './map-opportunity';
import type { OcdsRelease } from './ocds-types';
import { scopePartyIdsByName } from './proactis-parties';
import { PROACTIS_SOURCES, type SourceSystem } from './source-systems';

export type CompiledOcid = {
  opportunity: CompiledOpportunity;
  cpvLabels: CpvLabel[];
  /** The earliest publication among the ocid's releases, for cross-post matching. */
  firstReleaseDate: string | null;
};

/** Pure: the releases of one ocid to its opportunity and CPV labels (no database). */
export function compileOcid(source: SourceSystem, releases: OcdsRelease[]): CompiledOcid {
  const record = compileReleases(
    PROACTIS_SOURCES.includes(source) ? releases.map(scopePartyIdsByName) : releases,
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
