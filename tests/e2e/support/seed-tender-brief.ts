/**
 * The tender whose brief the browser journeys read (issue 32): an opportunity with two
 * documents whose pages are stored as the documents slice's fetch and extract jobs leave them
 * (document_files, opportunity_documents, document_pages), so the brief is read end to end from
 * the database. The pages are the council pack the brief rules are tested on.
 */
import type { Queryable } from '../../../apps/server/src/db/pool';
import { councilGroundsPack } from '../../../apps/server/src/modules/document-brief/rules/test-fixtures/council-grounds-pack';
import { createOpportunity } from '../../../apps/server/test/factories/opportunity';
import { storeTenderDocument } from '../../../apps/server/test/factories/tender-pages';

export const BRIEF_TENDER = {
  wacId: 'WAC-E2EBRIEF1',
  title: 'Grounds maintenance tender pack for the brief journey',
  ittName: 'ITT Volume 1 - Instructions to Tenderers.pdf',
  specName: 'Specification - Grounds Maintenance.docx',
} as const;

const pagesOf = (documentId: string) =>
  councilGroundsPack.filter((page) => page.documentId === documentId).map((page) => page.text);

export async function seedTenderBrief(db: Queryable, origin: string): Promise<void> {
  const url = (name: string) => `${origin}/files/brief/${encodeURIComponent(name)}`;
  const opportunity = await createOpportunity(db, {
    wac_id: BRIEF_TENDER.wacId,
    title: BRIEF_TENDER.title,
    buyer_name: 'E2E Borough Council',
    is_sample: true,
    tender_deadline_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    documents: [
      {
        document_type: 'attachment',
        url: url(BRIEF_TENDER.ittName),
        true_filename: BRIEF_TENDER.ittName,
      },
      {
        document_type: 'attachment',
        url: url(BRIEF_TENDER.specName),
        true_filename: BRIEF_TENDER.specName,
      },
    ],
  });
  await storeTenderDocument(db, opportunity.id, {
    fileName: BRIEF_TENDER.ittName,
    url: url(BRIEF_TENDER.ittName),
    pages: pagesOf('doc-itt'),
  });
  await storeTenderDocument(db, opportunity.id, {
    fileName: BRIEF_TENDER.specName,
    url: url(BRIEF_TENDER.specName),
    pages: pagesOf('doc-spec'),
  });
}
