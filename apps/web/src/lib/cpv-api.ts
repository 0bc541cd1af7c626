import type { CpvEntry, CpvResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** Cache keys: suggestions per typed text, labels per code list. */
export const cpvQueryKeys = {
  suggestions: (text: string) => ['cpv', 'suggestions', text] as const,
  labels: (codes: string) => ['cpv', 'labels', codes] as const,
};

/** GET /api/cpv/?q=: codes by prefix, then by the words of their labels (at most 20). */
export async function fetchCpvSuggestions(text: string, signal?: AbortSignal): Promise<CpvEntry[]> {
  const query = new URLSearchParams({ q: text });
  return (await apiRequestUntracked<CpvResponse>(`/api/cpv/?${query}`, { signal })).results;
}

/** GET /api/cpv/?codes=: the labels of these codes (the chips of a pasted search link). */
export async function fetchCpvLabels(codes: string[], signal?: AbortSignal): Promise<CpvEntry[]> {
  const query = new URLSearchParams({ codes: codes.join(',') });
  return (await apiRequestUntracked<CpvResponse>(`/api/cpv/?${query}`, { signal })).results;
}
