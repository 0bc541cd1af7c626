import { describeLowestPlanWith, type OpportunityBriefResponse } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hasCapability } from '../auth/plan-access';
import { countUnreadDocuments, listOpportunityDocumentPages } from '../documents';
import { getOpportunityOrThrow } from '../opportunities';
import { briefKey, readCachedBrief } from './brief-cache';
import { extractBrief } from './rules/extract-brief';

export const BRIEF_SIGN_IN_NEEDED =
  'Please log in to see the brief read from the tender documents.';
export const briefPlanNeeded = () =>
  `The brief read from the tender documents comes with the ${describeLowestPlanWith('document_brief')} plan and above.`;

/**
 * GET /api/opportunities/:id/brief (issue 32, ADR 0242): the brief read from the stored pages,
 * kept by the content hashes it was read from (a page extracted a minute ago changes the key).
 */
export async function getOpportunityBrief(
  db: Queryable,
  user: AuthUser | null,
  wacId: string,
): Promise<OpportunityBriefResponse> {
  if (!user) throw new AppError('UNAUTHENTICATED', BRIEF_SIGN_IN_NEEDED);
  if (!hasCapability(user, 'document_brief')) throw new AppError('FORBIDDEN', briefPlanNeeded());
  const opportunity = await getOpportunityOrThrow(db, wacId);
  const stored = await listOpportunityDocumentPages(db, opportunity.id);
  const pages = stored
    .filter((page) => page.text.trim() !== '')
    .map((page) => ({
      documentId: String(page.documentId),
      fileName: page.fileName,
      containerName: page.containerName,
      url: page.url,
      contentHash: page.contentHash,
      pageNo: page.pageNo,
      text: page.text,
    }));
  const documents = new Set(pages.map((page) => `${page.documentId}/${page.fileName}`));
  return {
    opportunityId: opportunity.wac_id,
    documentCount: documents.size,
    pageCount: pages.length,
    unreadDocumentCount: await countUnreadDocuments(db, opportunity.id),
    isSampleData: opportunity.is_sample,
    items: readCachedBrief(briefKey(pages), () => extractBrief(pages)),
  };
}
