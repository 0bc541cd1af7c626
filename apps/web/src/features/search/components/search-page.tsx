import type { SearchSort } from '@wac/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CreateAlertButton } from '@/components/create-alert-button';
import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCpvLabels } from '@/hooks/use-cpv';
import { cn } from '@/lib/class-names';
import { useLifecycleStageCounts } from '../hooks/use-lifecycle-stage-counts';
import { useLiveMatchCount } from '../hooks/use-live-match-count';
import { useResultsView } from '../hooks/use-results-view';
import { useSearchForm } from '../hooks/use-search-form';
import { useSearchResults } from '../hooks/use-search-results';
import { describeMatchCount } from '../utils/result-count-text';
import { buildSearchChips } from '../utils/search-chips';
import { collectSearchFieldErrors } from '../utils/search-field-errors';
import {
  getClearTarget,
  hasSearchQuery,
  readSort,
  type SearchForm,
  splitListField,
  toFilterKey,
  toSearchQuery,
} from '../utils/search-form';
import { AboutFiltersDialog } from './about-filters-dialog';
import { CurrentSearch } from './current-search';
import { ExportSearchButton } from './export-search-button';
import { FilterPanel } from './filter-panel';
import { FloatingApplyBar } from './floating-apply-bar';
import { IncludeDocuments } from './include-documents';
import { ResultsViewToggle } from './results-view-toggle';
import { SearchBar } from './search-bar';
import { SearchResults } from './search-results';
import { SearchPrompt } from './search-status';
import { SearchWordsFeedback } from './search-words-feedback';
import { SortSelect } from './sort-select';

/**
 * The search screen (public-area.md sections 2 and 4). The URL is the state: the applied search
 * is read from it and every apply, sort or page change writes a new history entry, so reload,
 * sharing and back/forward all show the same search. The filter panel holds a draft on top.
 */
export function SearchPage({ canSearchDocuments = false }: { canSearchDocuments?: boolean }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = searchParams.toString();
  const isSearching = hasSearchQuery(searchParams);
  const sort = readSort(searchParams);
  const form = useSearchForm(searchParams);
  const results = useSearchResults(isSearching ? query : '');
  const lifecycleStages = useLifecycleStageCounts(toFilterKey(form.applied), isSearching);
  const liveCount = useLiveMatchCount(form.draftKey, form.isDirty, form.debounceMs);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const filtersId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const goTo = (nextForm: SearchForm, nextSort: SearchSort, nextPage: number) =>
    navigate(`${paths.search}?${toSearchQuery(nextForm, nextSort, nextPage)}`);
  const apply = () => {
    void goTo(form.draft, sort, 1);
    // On a phone the panel sits above the results: close it and take the visitor (and a screen
    // reader's focus) to the results, whose count line then announces the new total.
    if (areFiltersOpen) {
      setAreFiltersOpen(false);
      requestAnimationFrame(() => resultsRef.current?.focus());
    }
  };
  const changeSort = (nextSort: SearchSort) => goTo(form.applied, nextSort, 1);
  const pageHref = (nextPage: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(nextPage));
    return `${paths.search}?${next.toString()}`;
  };
  const cpvLabels = useCpvLabels([
    ...splitListField(form.draft.cpv_codes),
    ...splitListField(form.applied.cpv_codes),
  ]);
  const view = useResultsView();
  const chips = buildSearchChips(form.draft, form.applied, cpvLabels);
  const data = results.data;
  const fieldErrors = collectSearchFieldErrors(
    form.draft,
    !form.isDirty,
    results.isError ? results.error : null,
  );

  return (
    <PageContainer className={cn('space-y-6', form.isDirty && 'pb-40 sm:pb-32')}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Search Opportunities</h1>
          <Link
            to={paths.coverage}
            className="text-sm font-medium text-link underline underline-offset-2"
          >
            How current is each portal?
          </Link>
        </div>
        <SearchBar
          value={form.draft.q}
          error={fieldErrors.q}
          onChange={(q) => form.setField('q', q)}
          onSubmit={apply}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start">
        <aside aria-label="Filters">
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={areFiltersOpen}
            aria-controls={filtersId}
            onClick={() => setAreFiltersOpen((isOpen) => !isOpen)}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {areFiltersOpen ? 'Hide filters' : 'Show filters'}
          </Button>
          <div
            id={filtersId}
            className={cn(
              'mt-3 rounded-2xl border border-line bg-surface p-4 shadow-sm lg:mt-0 lg:block',
              !areFiltersOpen && 'hidden',
            )}
          >
            <FilterPanel
              form={form}
              fieldErrors={fieldErrors}
              aggregations={data?.aggregations}
              lifecycleStages={lifecycleStages}
              cpvLabels={cpvLabels}
              onOpenHelp={() => setIsHelpOpen(true)}
              // In the panel, not under the box: above the results it cost the compact list
              // its tenth row at 1366x900.
              documentsOption={
                <IncludeDocuments
                  canUse={canSearchDocuments}
                  checked={form.draft.include_documents}
                  onChange={(isIncluded) => form.setField('include_documents', isIncluded)}
                />
              }
            />
          </div>
        </aside>

        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-label="Search results"
          className="min-w-0 scroll-mt-20 space-y-4 outline-none"
        >
          <CurrentSearch
            chips={chips}
            onRemove={(chip) => form.replaceDraft(chip.remove(form.draft))}
            onClear={() => navigate(getClearTarget(searchParams))}
            actions={isSearching ? <ExportSearchButton /> : null}
          />
          {isSearching ? (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p aria-live="polite" className="text-sm text-fg-muted xl:shrink-0">
                  {data && !results.isError ? describeMatchCount(data.total) : ''}
                  {data?.suggestion && !results.isError && (
                    <span className="sr-only"> Did you mean {data.suggestion.q}?</span>
                  )}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {view.canChoose && (
                    <ResultsViewToggle value={view.choice} onChange={view.choose} />
                  )}
                  <CreateAlertButton />
                  <SortSelect
                    // The sort the answer applied (Best Match falls back without a word to rank).
                    value={data && !results.isError ? data.sort : sort}
                    hasKeyword={Boolean(form.applied.q.trim())}
                    onChange={changeSort}
                  />
                </div>
              </div>
              {data && !results.isError && !results.isLoading && (
                <SearchWordsFeedback
                  suggestion={data.suggestion}
                  notes={data.keyword_notes}
                  searchParams={searchParams}
                />
              )}
              <SearchResults
                data={data}
                isLoading={results.isLoading}
                error={results.isError ? results.error : null}
                pageHref={pageHref}
                onFavouriteChange={results.setFavourited}
                view={view.shown}
              />
            </>
          ) : (
            <SearchPrompt />
          )}
        </section>
      </div>

      {form.isDirty && <FloatingApplyBar count={liveCount} onClear={form.revert} onApply={apply} />}
      <AboutFiltersDialog isOpen={isHelpOpen} onOpenChange={setIsHelpOpen} />
    </PageContainer>
  );
}
