import { useQuery } from '@tanstack/react-query';
import { getDocumentPage, getOpportunityDocuments } from '../api/documents-api';

export function useOpportunityDocuments(wacId: string, words: string) {
  return useQuery({
    queryKey: ['opportunity-documents', wacId.toUpperCase(), words],
    queryFn: () => getOpportunityDocuments(wacId, words),
    enabled: wacId !== '',
  });
}

export function useDocumentPage(wacId: string, hash: string, page: number, words: string) {
  return useQuery({
    queryKey: ['document-page', wacId.toUpperCase(), hash, page, words],
    queryFn: () => getDocumentPage(wacId, hash, page, words),
    enabled: wacId !== '' && hash !== '' && page >= 1,
  });
}
