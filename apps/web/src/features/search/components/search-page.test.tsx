// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../api/search-api';
import { makeResponse, makeResult, renderSearchPage } from '../testing/search-fixtures';

// The calls are mocked; the cache keys stay real, so results and counts keep apart.
vi.mock('../api/search-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchSearchResults: vi.fn(),
  fetchMatchCount: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** The query strings the page asked the search API for, in order. */
const askedQueries = () => vi.mocked(api.fetchSearchResults).mock.calls.map(([query]) => query);

// Testing Library's role queries are slow in jsdom on a busy two-core machine.
describe('SearchPage', { timeout: 20_000 }, () => {
  it('asks nothing before a search, then sends the typed words in the query string', async () => {
    vi.mocked(api.fetchSearchResults).mockResolvedValue(makeResponse([makeResult()]));
    const user = userEvent.setup();
    renderSearchPage();
    expect(screen.getByText('Enter a search term or apply filters to begin.')).toBeTruthy();
    expect(api.fetchSearchResults).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'road gritting');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(askedQueries()).toHaveLength(1));
    const sent = new URLSearchParams(askedQueries()[0]);
    expect(sent.get('q')).toBe('road gritting');
    expect(sent.get('page')).toBe('1');
    expect(
      new URLSearchParams(screen.getByTestId('location-search').textContent ?? '').get('q'),
    ).toBe('road gritting');
  });

  it('shows each result as a card with its title and buyer', async () => {
    vi.mocked(api.fetchSearchResults).mockResolvedValue(
      makeResponse([
        makeResult(),
        makeResult({
          id: 'r2',
          opportunity_id: 'WAC-GRIT',
          title: 'Winter gritting',
          buyer_name: 'Leeds City Council',
        }),
      ]),
    );
    renderSearchPage('q=roads&sort=relevance&page=1');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Roads resurfacing' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Kent County Council')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Winter gritting' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Leeds City Council')).toBeTruthy();
    expect(askedQueries()).toEqual(['q=roads&sort=relevance&page=1']);
  });

  it("says so in the spec's words when nothing matches", async () => {
    vi.mocked(api.fetchSearchResults).mockResolvedValue(makeResponse([]));
    renderSearchPage('q=nothing+like+it&sort=relevance&page=1');

    expect(await screen.findByText('No results found matching your criteria')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search term or filters')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows the server's error in words, with no results", async () => {
    vi.mocked(api.fetchSearchResults).mockRejectedValue(
      new ApiError('The search service is busy. Please try again in a minute.', { status: 503 }),
    );
    renderSearchPage('q=roads&sort=relevance&page=1');

    expect(
      await screen.findByText(
        'Error fetching results: The search service is busy. Please try again in a minute.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
