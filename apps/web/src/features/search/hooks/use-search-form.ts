import { useCallback, useMemo, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { readSearchForm, type SearchForm, toFilterKey } from '../utils/search-form';

/** Fields typed letter by letter wait before the live count (section 9); others count at once. */
const DEBOUNCE_BY_FIELD: Partial<Record<keyof SearchForm, number>> = {
  q: DEBOUNCE_MS.searchTerm,
  value_from: DEBOUNCE_MS.filterField,
  value_to: DEBOUNCE_MS.filterField,
  buyer_name: DEBOUNCE_MS.filterField,
  cpv_codes: DEBOUNCE_MS.filterField,
};

/**
 * The filter panel's draft against the applied search (the URL). Editing marks changes as
 * unapplied; when the URL's filters change (Apply, back/forward, a shared link) the draft
 * follows them, while a change of sort or page keeps the edits in progress.
 */
export function useSearchForm(params: URLSearchParams) {
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the params.
  const applied = useMemo(() => readSearchForm(params), [paramsKey]);
  const appliedKey = toFilterKey(applied);
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  const [debounceMs, setDebounceMs] = useState(0);

  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }

  const setField = useCallback(<K extends keyof SearchForm>(name: K, value: SearchForm[K]) => {
    setDebounceMs(DEBOUNCE_BY_FIELD[name] ?? 0);
    setDraft((current) => ({ ...current, [name]: value }));
  }, []);

  /** Replaces the whole draft (chip removal); counts at once. */
  const replaceDraft = useCallback((next: SearchForm) => {
    setDebounceMs(0);
    setDraft(next);
  }, []);

  /** The floating bar's Clear: back to the last applied values. */
  const revert = useCallback(() => {
    setDebounceMs(0);
    setDraft(applied);
  }, [applied]);

  const draftKey = toFilterKey(draft);
  return {
    draft,
    applied,
    draftKey,
    isDirty: draftKey !== appliedKey,
    debounceMs,
    setField,
    replaceDraft,
    revert,
  };
}

export type SearchFormState = ReturnType<typeof useSearchForm>;
