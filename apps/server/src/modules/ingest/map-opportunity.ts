import type { CompiledRecord } from './compile-record';
import type { CompiledOpportunity } from './compiled-opportunity';
import { collectCpvClassifications } from './cpv';
import { collectCrossPostRefs } from './cross-post-refs';
import { finaliseOpportunity } from './finalise-opportunity';
import { isTestNotice, isTestNoticeBuyer } from './is-test-notice';
import { asObject, asObjectArray, asText, asTimestamp } from './json-values';
import { mapAwards, mapMoney } from './map-awards';
import { mapDocuments } from './map-documents';
import { mapLifecycle } from './map-lifecycle';
import { findBuyerParty, mapBuyer } from './map-parties';
import { collectStages, findNoticeType, releaseStage } from './map-stage';
import {
  mapAwardCriteria,
  mapElectronicSubmission,
  mapEngagementDeadline,
  mapEstimatedContractPeriod,
  mapSubmissionLanguages,
  mapSuitability,
} from './map-tender-details';
import { isUnderNorthernIrishRules } from './northern-ireland';
import { deriveNoticeUrl } from './notice-url';
import { isNameScopedPartyId } from './proactis-parties';
import { collectRegionCodes } from './regions';
import { withoutRepublishedAwards } from './republished-awards';
import { PROACTIS_SOURCES, type SourceSystem } from './source-systems';

function awardPublishedDate(award: unknown): string | null {
  const own = asTimestamp(asObject(award).datePublished);
  if (own) return own;
  const notice = asObjectArray(asObject(award).documents).find((document) =>
    asTimestamp(document.datePublished),
  );
  return asTimestamp(notice?.datePublished);
}

/**
 * Maps the compiled state of one ocid to the opportunity columns of the spec's Opportunity
 * response and card. The stage is the latest release's; `stages` holds every stage seen.
 * PCS and Sell2Wales put portal boilerplate in `release.description`: their text is
 * `tender.description` only, and their per-release party ids are never shown as identifiers.
 * Their releases state no notice type: the one each was fetched as (`requestedNoticeTypes`,
 * by release id) is the opportunity's type and helps decide its stage (ADR 0095).
 */
export function mapOpportunity(
  record: CompiledRecord,
  source: SourceSystem,
  requestedNoticeTypes: ReadonlyMap<string, number> = new Map(),
): CompiledOpportunity {
  const release = record.compiled;
  const tender = asObject(release.tender);
  const buyerParty = findBuyerParty(release);
  const buyer = mapBuyer(release, buyerParty);
  const awards = withoutRepublishedAwards(mapAwards(release, record.ocid, record.releases));
  const firstAward = awards[0];
  const tenderValue = mapMoney(tender.value);
  const period = mapEstimatedContractPeriod(tender);
  const awardPeriod = asObject(tender.awardPeriod);
  const title = asText(tender.title) ?? asText(release.title) ?? '';
  const noticeUrl = deriveNoticeUrl(source, record.latest);
  const isProactis = PROACTIS_SOURCES.includes(source);
  const ownId = (id: string | null) => (isNameScopedPartyId(id) ? null : id);

  return finaliseOpportunity({
    ocid: record.ocid,
    source_system: source,
    title,
    description: asText(tender.description) ?? (isProactis ? null : asText(release.description)),
    stage: releaseStage(record.latest, requestedNoticeTypes.get(record.latest.id)),
    stages: collectStages(record.releases, requestedNoticeTypes),
    notice_type: findNoticeType(record.latest, requestedNoticeTypes.get(record.latest.id)),
    main_procurement_category:
      asText(tender.mainProcurementCategory) ??
      asText(asObject(asObjectArray(release.awards)[0]).mainProcurementCategory),
    procurement_method: asText(tender.procurementMethod),
    procurement_method_details: asText(tender.procurementMethodDetails),
    tender_status: asText(tender.status),
    award_status: firstAward?.status ?? null,
    sme_suitable: mapSuitability(tender, 'sme'),
    vcse_suitable: mapSuitability(tender, 'vcse'),
    tender_value_amount: tenderValue.amount,
    tender_value_amount_gross: tenderValue.gross,
    tender_value_currency: tenderValue.currency,
    award_value_amount: firstAward?.value_amount ?? null,
    award_value_currency: firstAward?.value_currency ?? null,
    release_date: asTimestamp(record.latest.date),
    tender_deadline_date:
      asTimestamp(asObject(tender.tenderPeriod).endDate) ?? mapEngagementDeadline(release),
    enquiry_deadline_date: asTimestamp(asObject(tender.enquiryPeriod).endDate),
    estimated_tender_publication_date: asTimestamp(asObject(tender.communication).futureNoticeDate),
    estimated_award_date: asTimestamp(awardPeriod.endDate) ?? asTimestamp(awardPeriod.startDate),
    award_date_published: awardPublishedDate(asObjectArray(release.awards)[0]),
    tender_estimated_start_date: period.start,
    tender_estimated_end_date: period.end,
    submission_instructions: asText(tender.submissionMethodDetails),
    is_electronic_submission_allowed: mapElectronicSubmission(tender),
    submission_languages: mapSubmissionLanguages(tender),
    award_criteria_details: mapAwardCriteria(tender),
    cpv_codes: collectCpvClassifications(release).map((classification) => classification.code),
    region_codes: [
      ...collectRegionCodes(release, buyerParty),
      ...(source === 'FTS' && isUnderNorthernIrishRules(release, buyerParty) ? ['UKN'] : []),
    ],
    notice_url: noticeUrl,
    ...buyer,
    buyer_id_from_source: ownId(buyer.buyer_id_from_source),
    is_sample: false,
    // The vendor's own test buyer publishes only on the Proactis portals (Sell2Wales).
    is_test_notice:
      isTestNotice(title, buyer.buyer_name) || (isProactis && isTestNoticeBuyer(buyer.buyer_name)),
    ...mapLifecycle(record.releases, requestedNoticeTypes, asText(tender.status)),
    awards: isProactis
      ? awards.map((award) => ({
          ...award,
          suppliers: award.suppliers.map((supplier) => ({
            ...supplier,
            party_id: ownId(supplier.party_id),
          })),
        }))
      : awards,
    documents: mapDocuments(release, source),
    source_links: [
      {
        ocid: record.ocid,
        source_system: source,
        notice_url: noticeUrl,
        cross_post_refs: collectCrossPostRefs(source, record.ocid, record.releases),
      },
    ],
  });
}
