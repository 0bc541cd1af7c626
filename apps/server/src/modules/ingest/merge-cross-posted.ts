import type { CompiledDocument, CompiledOpportunity, Stage } from './compiled-opportunity';
import { makeFileNamesUnique } from './document-filename';
import { finaliseOpportunity } from './finalise-opportunity';
import { uniqueValues } from './json-values';
import { furthestLifecycle } from './map-lifecycle';

// Stages of several ocids in procurement order (each ocid's own list is in publication order).
const STAGE_ORDER: Stage[] = ['planning', 'tender', 'tenderAmendment', 'award', 'awardUpdate'];

const releaseMillis = (opportunity: CompiledOpportunity) =>
  opportunity.release_date ? Date.parse(opportunity.release_date) : Number.NEGATIVE_INFINITY;

// Columns that are lists or are rebuilt below rather than filled from another member.
const NOT_FILLED = new Set<string>([
  ...['ocid', 'wac_id', 'source_system', 'sources', 'stages', 'cpv_codes', 'cpv_prefixes'],
  ...['region_codes', 'supplier_names', 'supplier_text', 'awards', 'documents', 'source_links'],
  ...['buyer_name_normalised', 'lifecycle_phase', 'lifecycle_until', 'lifecycle_term_end'],
]);

/** The identity a cross-posted opportunity keeps: that of its first ocid. */
export type OpportunityKey = Pick<CompiledOpportunity, 'ocid' | 'source_system' | 'wac_id'>;

/**
 * One opportunity from the compiled ocids of a cross-posted procurement. The member with the
 * latest release speaks for the whole (it knows the most advanced stage); its empty columns are
 * filled from the other members, lists (stages, CPV codes, regions, documents, sources) are united,
 * and its awards are used unless it has none. The key, source system and WAC ID stay those of the
 * first ocid, so links to the opportunity never change.
 */
export function mergeCrossPosted(
  key: OpportunityKey,
  compiledMembers: CompiledOpportunity[],
): CompiledOpportunity {
  if (compiledMembers.length === 0) throw new Error('mergeCrossPosted needs a member');
  const members = [...compiledMembers].sort((a, b) => releaseMillis(b) - releaseMillis(a));
  const [lead, ...rest] = members;
  const merged: Record<string, unknown> = { ...lead };
  for (const [column, value] of Object.entries(lead)) {
    if (value !== null || NOT_FILLED.has(column)) continue;
    const filler = rest.find((member) => member[column as keyof CompiledOpportunity] !== null);
    if (filler) merged[column] = filler[column as keyof CompiledOpportunity];
  }
  const documentsByUrl = new Map<string, CompiledDocument>();
  for (const document of members.flatMap((member) => member.documents)) {
    if (!documentsByUrl.has(document.url)) documentsByUrl.set(document.url, document);
  }
  const documents = [...documentsByUrl.values()];
  const fileNames = makeFileNamesUnique(documents.map((document) => document.true_filename));
  const sourceLinks = compiledMembers
    .flatMap((member) => member.source_links)
    .sort((a, b) => Number(b.ocid === key.ocid) - Number(a.ocid === key.ocid));
  return finaliseOpportunity({
    ...(merged as CompiledOpportunity),
    ocid: key.ocid,
    wac_id: key.wac_id,
    source_system: key.source_system,
    stages: STAGE_ORDER.filter((stage) => members.some((member) => member.stages.includes(stage))),
    cpv_codes: uniqueValues(members.flatMap((member) => member.cpv_codes)),
    region_codes: uniqueValues(members.flatMap((member) => member.region_codes)),
    awards: members.find((member) => member.awards.length > 0)?.awards ?? [],
    documents: documents.map((document, index) => ({
      ...document,
      true_filename: fileNames[index],
    })),
    source_links: sourceLinks,
    sources: uniqueValues(sourceLinks.map((link) => link.source_system)),
    is_test_notice: members.every((member) => member.is_test_notice),
    ...furthestLifecycle(members),
  });
}
