import type { DocumentPageResponse, OpportunityDocumentsResponse } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-context';
import { requireDocumentSearch } from '../../auth/plan-access';
import { getOpportunityOrThrow } from '../../opportunities';
import { resolveKeywordTsquery } from '../../search';
import { readDocumentPage } from './document-page.repository';
import { listOpportunityDocuments } from './documents-list.repository';

export const DOCUMENT_PAGE_NOT_FOUND = 'That page is not in the documents of this opportunity.';

/** The search box's words as the documents are matched with them (the search's own reading). */
async function tsqueryFor(db: Queryable, q: string | undefined): Promise<string | null> {
  if (!q?.trim()) return null;
  const resolved = await resolveKeywordTsquery(db, { keywords: q });
  return resolved?.highlight || resolved?.text || null;
}

/** GET /api/opportunities/:id/documents/ (issue 32): the plan rule first, then the notice. */
export async function getOpportunityDocuments(
  db: Queryable,
  user: AuthUser | null,
  wacId: string,
  q: string | undefined,
): Promise<OpportunityDocumentsResponse> {
  requireDocumentSearch(user);
  const opportunity = await getOpportunityOrThrow(db, wacId);
  const documents = await listOpportunityDocuments(
    db,
    Number(opportunity.id),
    await tsqueryFor(db, q),
  );
  return { documents };
}

/** GET /api/opportunities/:id/documents/:hash/pages/:page/ (the reader). */
export async function getDocumentPage(
  db: Queryable,
  user: AuthUser | null,
  request: { wacId: string; hash: string; pageNo: number; q: string | undefined },
): Promise<DocumentPageResponse> {
  requireDocumentSearch(user);
  const opportunity = await getOpportunityOrThrow(db, request.wacId);
  const page = await readDocumentPage(
    db,
    Number(opportunity.id),
    { hash: request.hash, pageNo: request.pageNo },
    await tsqueryFor(db, request.q),
  );
  if (!page) throw new AppError('NOT_FOUND', DOCUMENT_PAGE_NOT_FOUND);
  return page;
}
