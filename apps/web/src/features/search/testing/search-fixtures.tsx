import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SearchResponse, SearchResult } from '@wac/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthContext } from '@/features/auth/auth-context';
import type { AuthContextValue } from '@/features/auth/types';
import { SearchPage } from '../components/search-page';

/** Test data and rendering for the search page's component tests (the API module is mocked). */
export function makeResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id: 'r1',
    opportunity_id: 'WAC-ROADS',
    pipeline_items: [],
    title: 'Roads resurfacing',
    source_system: 'ContractsFinder',
    buyer_name: 'Kent County Council',
    supplier_name: null,
    stage: 'tender',
    award_value_amount: null,
    tender_value_amount: 90000,
    value_currency: 'GBP',
    release_date: '2030-01-10T00:00:00Z',
    tender_deadline_date: '2030-03-10T12:00:00Z',
    notice_url: null,
    description: null,
    score: null,
    is_favourited: false,
    status: 'open',
    lifecycle: null,
    cpv_code: null,
    cpv_label: null,
    buyer_organisation_id: null,
    supplier_organisation_id: null,
    match: null,
    ...overrides,
  };
}

export function makeResponse(results: SearchResult[]): SearchResponse {
  return {
    results,
    total: results.length,
    page: 1,
    page_size: 20,
    sort: 'relevance',
    aggregations: { source_systems: [], stages: [], regions: [], categories: [] },
    keyword_notes: [],
    suggestion: null,
  };
}

/** A signed-out visitor: the page asks nothing of the server beyond the search itself. */
const visitor: AuthContextValue = {
  isAuthenticated: false,
  user: null,
  token: null,
  isLoading: false,
  error: null,
  sessionUserId: null,
  login: async () => Promise.reject(new Error('not in these tests')),
  loginWithLink: async () => Promise.reject(new Error('not in these tests')),
  register: async () => Promise.reject(new Error('not in these tests')),
  logout: async () => {},
  refreshUser: async () => {},
  clearError: () => {},
};

/** The router's current query string, where a test can read it (the URL is the search's state). */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/** The search page at `/search?{query}`, as a visitor sees it. */
export function renderSearchPage(query = '') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={[query ? `${paths.search}?${query}` : paths.search]}>
          <Routes>
            <Route
              path={paths.search}
              element={
                <>
                  <SearchPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
