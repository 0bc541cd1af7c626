import type { DocumentPageResponse, OpportunityDocumentsResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

const withWords = (words: string | undefined) =>
  words?.trim() ? `?q=${encodeURIComponent(words.trim())}` : '';

/** GET /api/opportunities/{id}/documents/?q= (issue 32). */
export function getOpportunityDocuments(
  wacId: string,
  words?: string,
): Promise<OpportunityDocumentsResponse> {
  return apiRequest(
    `/api/opportunities/${encodeURIComponent(wacId)}/documents/${withWords(words)}`,
  );
}

/** GET /api/opportunities/{id}/documents/{hash}/pages/{page}/?q= (the reader). */
export function getDocumentPage(
  wacId: string,
  hash: string,
  page: number,
  words?: string,
): Promise<DocumentPageResponse> {
  return apiRequest(
    `/api/opportunities/${encodeURIComponent(wacId)}/documents/${encodeURIComponent(hash)}/pages/${page}/${withWords(words)}`,
  );
}
