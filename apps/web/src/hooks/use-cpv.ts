import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cpvQueryKeys, fetchCpvLabels, fetchCpvSuggestions } from '@/lib/cpv-api';
import { useDebouncedValue } from './use-debounced-value';

/** Reference data: labels never change while the page is open. */
const FOREVER = Number.POSITIVE_INFINITY;
/** A short wait while typing, so each word typed is one request, not one per letter. */
const SUGGESTION_DEBOUNCE_MS = 200;

/** Labels of the 8-digit codes among `codes` (others are left out), as a map. */
export function useCpvLabels(codes: readonly string[]): ReadonlyMap<string, string> {
  const wanted = [...new Set(codes.map((code) => code.replace(/-\d$/, '')))]
    .filter((code) => /^\d{8}$/.test(code))
    .sort();
  const key = wanted.join(',');
  const { data } = useQuery({
    queryKey: cpvQueryKeys.labels(key),
    queryFn: ({ signal }) => fetchCpvLabels(wanted, signal),
    enabled: wanted.length > 0,
    staleTime: FOREVER,
    placeholderData: keepPreviousData,
  });
  return new Map((data ?? []).map((entry) => [entry.code, entry.label]));
}

/** Suggestions for what is being typed in the CPV field (nothing under two characters). */
export function useCpvSuggestions(text: string) {
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: cpvQueryKeys.suggestions(settled),
    queryFn: ({ signal }) => fetchCpvSuggestions(settled, signal),
    enabled: settled.length >= 2,
    staleTime: FOREVER,
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: settled.length >= 2 ? (query.data ?? []) : [],
    isLoading: query.isFetching,
  };
}
