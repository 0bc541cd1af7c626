import { findProactisNoticeType, PROCUREMENT_ACT_NOTICE_TYPES } from '@wac/contract';
import type { Stage } from './compiled-opportunity';
import { asObject, asStringArray, asText } from './json-values';
import type { OcdsRelease } from './ocds-types';
import { releaseDocuments } from './release-documents';

/**
 * OCDS release tags to the spec's stage values. FTS tags releases with arrays such as
 * ["award", "contract"]; the first tag that maps decides.
 */
const STAGE_BY_TAG: Record<string, Stage> = {
  planning: 'planning',
  planningUpdate: 'planning',
  tender: 'tender',
  tenderAmendment: 'tenderAmendment',
  tenderUpdate: 'tenderAmendment',
  tenderCancellation: 'tenderAmendment',
  award: 'award',
  contract: 'award',
  awardUpdate: 'awardUpdate',
  awardCancellation: 'awardUpdate',
  contractUpdate: 'awardUpdate',
  contractAmendment: 'awardUpdate',
  contractTermination: 'awardUpdate',
  implementation: 'awardUpdate',
  implementationUpdate: 'awardUpdate',
};

const STAGE_BY_TENDER_STATUS: Record<string, Stage> = {
  planning: 'planning',
  planned: 'planning',
  active: 'tender',
  complete: 'award',
};

/**
 * The notice type of one release: the type a PCS / Sell2Wales release was fetched as (their
 * releases state none), else FTS's `noticeType` (UK4 ...) on the notice document, else the
 * `documentType` of the portal's notice document (CF: tenderNotice, awardNotice, ...).
 */
export function findNoticeType(release: OcdsRelease, requestedNoticeType?: number): string | null {
  if (requestedNoticeType !== undefined) return String(requestedNoticeType);
  const documents = releaseDocuments(release);
  const own = documents.find((doc) => asText(doc.id) === release.id && asText(doc.noticeType));
  const typed = own ?? documents.find((doc) => asText(doc.noticeType));
  if (typed) return asText(typed.noticeType);
  const notice = documents.find((doc) => /Notice$/.test(asText(doc.documentType) ?? ''));
  return notice ? asText(notice.documentType) : null;
}

// The finer stages of the spec's three, so a tag can refine a notice type's stage.
const BROAD_STAGE = {
  planning: 'planning',
  tender: 'tender',
  tenderAmendment: 'tender',
  award: 'award',
  awardUpdate: 'award',
} as const satisfies Record<Stage, Stage>;

/** Which of the spec's three stages (planning, tender, award) a finer stage belongs to. */
export const broadStage = (stage: Stage) => BROAD_STAGE[stage];

function stageFromTags(release: OcdsRelease): Stage | null {
  for (const tag of asStringArray(release.tag)) {
    if (Object.hasOwn(STAGE_BY_TAG, tag)) return STAGE_BY_TAG[tag];
  }
  return null;
}

/**
 * The stage one release announces. A PCS / Sell2Wales notice type fetched with the release
 * decides when it has a stage (a Quick Quote award, 104, is an award whatever its tags say);
 * its tags only refine it (`tenderAmendment` within a tender type). Otherwise the tags, else a
 * Procurement Act notice type, else the tender status.
 */
export function releaseStage(release: OcdsRelease, requestedNoticeType?: number): Stage | null {
  const tagged = stageFromTags(release);
  const requested = findProactisNoticeType(requestedNoticeType ?? null)?.stage;
  if (requested) return tagged && BROAD_STAGE[tagged] === requested ? tagged : requested;
  if (tagged) return tagged;
  // Procurement Act notice types, used only when a release has no usable tag.
  const noticeType = findNoticeType(release);
  if (noticeType && Object.hasOwn(PROCUREMENT_ACT_NOTICE_TYPES, noticeType)) {
    return PROCUREMENT_ACT_NOTICE_TYPES[noticeType as keyof typeof PROCUREMENT_ACT_NOTICE_TYPES]
      .stage;
  }
  const status = asText(asObject(release.tender).status);
  return status && Object.hasOwn(STAGE_BY_TENDER_STATUS, status)
    ? STAGE_BY_TENDER_STATUS[status]
    : null;
}

/** Every stage seen over an ocid's releases (oldest first), each once. */
export function collectStages(
  releases: OcdsRelease[],
  requestedNoticeTypes: ReadonlyMap<string, number> = new Map(),
): Stage[] {
  const stages = new Set<Stage>();
  for (const release of releases) {
    const stage = releaseStage(release, requestedNoticeTypes.get(release.id));
    if (stage) stages.add(stage);
  }
  return [...stages];
}
