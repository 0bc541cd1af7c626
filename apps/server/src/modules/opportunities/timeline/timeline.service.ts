import {
  describeNoticeType,
  type ProcurementTimeline,
  type RelatedProcess,
  type TimelineEntry,
} from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { asObjectArray, asStringArray, asText } from '../../ingest/json-values';
import { broadStage, findNoticeType, releaseStage } from '../../ingest/map-stage';
import { deriveNoticeUrl } from '../../ingest/notice-url';
import type { SourceSystem } from '../../ingest/source-systems';
import { getOpportunityOrThrow } from '../opportunities.service';
import { carryForward, describeChanges, NOTHING_KNOWN } from './describe-changes';
import { type ReleaseFacts, readReleaseFacts } from './release-facts';
import {
  findTimelineReleases,
  findWacIdsOfOcids,
  type TimelineReleaseRow,
} from './timeline.repository';

const FIRST_NOTICE_NEWS = new Set(['status', 'suppliers']);

function toEntry(row: TimelineReleaseRow, earlier: ReleaseFacts | undefined, facts: ReleaseFacts) {
  const release = row.payload;
  const requested = row.requested_notice_type ?? undefined;
  const noticeType = findNoticeType(release, requested);
  const stage = releaseStage(release, requested);
  const changes = describeChanges(earlier ?? NOTHING_KNOWN, facts);
  return {
    ocid: row.ocid,
    release_id: row.release_id,
    source_system: row.source_system,
    published_at: row.release_date?.toISOString() ?? null,
    notice_type: noticeType,
    notice_type_label: describeNoticeType(noticeType),
    stage: stage ? broadStage(stage) : null,
    notice_url: deriveNoticeUrl(row.source_system as SourceSystem, release),
    is_first: earlier === undefined,
    // The first notice of an ocid is what was published, not a change; only its ending and the
    // suppliers it names (an award published as the first notice) are news.
    changes: earlier ? changes : changes.filter((item) => FIRST_NOTICE_NEWS.has(item.field)),
    tender_deadline: facts.deadline,
    // Stated again unchanged by a later notice, a standstill date is not news.
    standstill_end: facts.standstillEnd !== earlier?.standstillEnd ? facts.standstillEnd : null,
    contract_end: facts.contractEnd,
    max_extent: facts.maxExtent,
  } satisfies TimelineEntry;
}

/** Every notice in order, each compared with what its ocid's earlier notices stated. */
export function buildTimelineEntries(rows: TimelineReleaseRow[]): TimelineEntry[] {
  const knownByOcid = new Map<string, ReleaseFacts>();
  return rows.map((row) => {
    const facts = readReleaseFacts(row.payload);
    const earlier = knownByOcid.get(row.ocid);
    knownByOcid.set(row.ocid, carryForward(earlier ?? NOTHING_KNOWN, facts));
    return toEntry(row, earlier, facts);
  });
}

/** The other procurements the notices name (`relatedProcesses`), each once. */
function collectRelated(rows: TimelineReleaseRow[]) {
  const ownOcids = new Set(rows.map((row) => row.ocid));
  const related = new Map<string, Omit<RelatedProcess, 'wac_id'>>();
  for (const row of rows) {
    for (const process of asObjectArray(row.payload.relatedProcesses)) {
      const identifier = asText(process.identifier);
      if (!identifier || ownOcids.has(identifier)) continue;
      const earlier = related.get(identifier);
      related.set(identifier, {
        identifier,
        title: asText(process.title) ?? earlier?.title ?? null,
        relationship: [
          ...new Set([...(earlier?.relationship ?? []), ...asStringArray(process.relationship)]),
        ],
      });
    }
  }
  return [...related.values()];
}

/** The procurement's story for the detail page (public, like the opportunity itself). */
export async function getProcurementTimeline(
  db: Queryable,
  wacId: string,
): Promise<ProcurementTimeline> {
  const opportunity = await getOpportunityOrThrow(db, wacId);
  const rows = await findTimelineReleases(db, opportunity.id, opportunity.ocid);
  const related = collectRelated(rows);
  const wacIds = await findWacIdsOfOcids(
    db,
    related.map((process) => process.identifier),
  );
  return {
    wac_id: opportunity.wac_id,
    entries: buildTimelineEntries(rows),
    related: related.map((process) => ({
      ...process,
      wac_id: wacIds.get(process.identifier) ?? null,
    })),
  };
}
