import { PROCUREMENT_ACT_NOTICE_TYPES } from '@wac/contract';
import type { Stage } from './compiled-opportunity';
import { asObject, asObjectArray, asStringArray, asText } from './json-values';
import type { JsonObject, OcdsRelease } from './ocds-types';

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

function releaseDocuments(release: JsonObject): JsonObject[] {
  return [
    ...asObjectArray(asObject(release.planning).documents),
    ...asObjectArray(asObject(release.tender).documents),
    ...asObjectArray(release.awards).flatMap((award) => asObjectArray(award.documents)),
    ...asObjectArray(release.contracts).flatMap((contract) => asObjectArray(contract.documents)),
  ];
}

/**
 * The notice type of one release: FTS's `noticeType` (UK4 ...) on the notice document, else the
 * `documentType` of the portal's notice document (CF: tenderNotice, awardNotice, ...).
 */
export function findNoticeType(release: OcdsRelease): string | null {
  const documents = releaseDocuments(release);
  const own = documents.find((doc) => asText(doc.id) === release.id && asText(doc.noticeType));
  const typed = own ?? documents.find((doc) => asText(doc.noticeType));
  if (typed) return asText(typed.noticeType);
  const notice = documents.find((doc) => /Notice$/.test(asText(doc.documentType) ?? ''));
  return notice ? asText(notice.documentType) : null;
}

/** The stage one release announces: its tags, else its notice type, else its tender status. */
export function releaseStage(release: OcdsRelease): Stage | null {
  for (const tag of asStringArray(release.tag)) {
    if (Object.hasOwn(STAGE_BY_TAG, tag)) return STAGE_BY_TAG[tag];
  }
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
export function collectStages(releases: OcdsRelease[]): Stage[] {
  const stages = new Set<Stage>();
  for (const release of releases) {
    const stage = releaseStage(release);
    if (stage) stages.add(stage);
  }
  return [...stages];
}
