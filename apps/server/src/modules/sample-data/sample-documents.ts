import type { CompiledDocument } from '../ingest/compiled-opportunity';
import type { SourceSystem } from '../ingest/source-systems';
import type { SampleCategory } from './catalogue/sample-categories';
import type { Random } from './random';
import { SAMPLE_LINK_HOSTS } from './sample-links';
import { sampleAttachmentUrl } from './sample-sources';

const PDF = ['pdf', 'application/pdf'] as const;
const WORD = [
  'docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
const EXCEL = [
  'xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
type DocumentKind = readonly [title: string, format: readonly [string, string]];

/** A tender pack as buyers publish one: the invitation, then what the work needs. */
const TENDER_PACK: readonly DocumentKind[] = [
  ['Invitation to Tender', PDF],
  ['Specification', WORD],
  ['Pricing Schedule', EXCEL],
  ['Terms and Conditions', PDF],
  ['Selection Questionnaire', WORD],
  ['Form of Tender', WORD],
];
const BY_CATEGORY: Record<SampleCategory['category'], readonly DocumentKind[]> = {
  works: [
    ['Drawings', PDF],
    ['Bill of Quantities', EXCEL],
    ['Site Plan', PDF],
  ],
  services: [['TUPE Information', EXCEL]],
  goods: [['Delivery Schedule', EXCEL]],
};
const PLANNING_PACK: readonly DocumentKind[] = [
  ['Prior Information Notice', PDF],
  ['Market Engagement Questionnaire', WORD],
];
const AWARD_PACK: readonly DocumentKind[] = [['Redacted Contract', PDF]];

/** The release document type the portals file attachments under. */
function sourceDocumentType(source: SourceSystem, stage: 'planning' | 'tender' | 'award') {
  if (source !== 'ContractsFinder') return stage === 'award' ? 'awardNotice' : 'contractNotice';
  return stage === 'award' ? 'awardNotice' : 'tenderNotice';
}

function packFor(stage: 'planning' | 'tender' | 'award', category: SampleCategory) {
  if (stage === 'planning') return PLANNING_PACK;
  if (stage === 'award') return AWARD_PACK;
  return [...TENDER_PACK, ...BY_CATEGORY[category.category]];
}

/**
 * The notice's documents: a tender its pack (three files or more), a planning notice up to two,
 * an award at most its redacted contract (about two per notice, as before: seeds stay as fast). All links are stand-ins (sample-links.ts). Tenders
 * mostly also point to the buyer's e-tendering portal.
 */
export function sampleDocuments(
  random: Random,
  notice: {
    source: SourceSystem;
    guid: string;
    stage: 'planning' | 'tender' | 'award';
    category: SampleCategory;
  },
): CompiledDocument[] {
  const pack = packFor(notice.stage, notice.category);
  // A tender always has its invitation, specification and pricing schedule; the rest vary.
  const required = notice.stage === 'tender' ? 3 : 0;
  const documents: CompiledDocument[] = pack
    .filter((_, position) => position < required || random.chance(0.25))
    .map(([title, [extension, format]], position) => ({
      document_type: 'attachment',
      url: sampleAttachmentUrl(notice.source, notice.guid, position),
      true_filename: `${title.replaceAll(' ', '_')}.${extension}`,
      title,
      description: null,
      format,
      source_document_type: sourceDocumentType(notice.source, notice.stage),
    }));
  if (notice.stage === 'tender' && random.chance(0.6)) {
    documents.push({
      document_type: 'other',
      url: `https://${SAMPLE_LINK_HOSTS.etendering}/tender/${notice.guid.slice(0, 10)}`,
      true_filename: null,
      title: "Buyer's e-tendering portal",
      description: null,
      format: null,
      source_document_type: null,
    });
  }
  return documents;
}
