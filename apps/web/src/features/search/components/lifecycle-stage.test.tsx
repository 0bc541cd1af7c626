// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIFECYCLE_STAGES } from '@wac/contract/lifecycle-stage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/search-api';
import { makeResponse, makeResult, renderSearchPage } from '../testing/search-fixtures';

vi.mock('../api/search-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchSearchResults: vi.fn(),
  fetchMatchCount: vi.fn(),
  fetchLifecycleStageCounts: vi.fn(),
}));

const counts = { standstill: 3, open: 12, cancelled: 0 } as Record<string, number>;

beforeEach(() => {
  vi.mocked(api.fetchSearchResults).mockResolvedValue(
    makeResponse([
      makeResult({
        stage: 'award',
        status: 'awarded',
        lifecycle: { stage: 'standstill', label: 'Standstill until 15 Oct 2026' },
      }),
    ]),
  );
  vi.mocked(api.fetchMatchCount).mockResolvedValue({ total: 3 });
  vi.mocked(api.fetchLifecycleStageCounts).mockResolvedValue({
    stages: LIFECYCLE_STAGES.map((key) => ({ key, doc_count: counts[key] ?? 0 })),
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const lastCall = <T extends unknown[]>(calls: T[]) => calls[calls.length - 1];

describe('the lifecycle stage on the search page', { timeout: 30_000 }, () => {
  it('shows the stage in words on the card and filters by it with counts', async () => {
    const user = userEvent.setup();
    renderSearchPage('q=roads&sort=relevance&page=1');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Standstill until 15 Oct 2026')).toBeTruthy();

    const group = screen.getByRole('group', { name: 'Lifecycle stage' });
    // The facet is counted for the search on screen, its own stage choice left out.
    await waitFor(() => expect(within(group).getByText('12')).toBeTruthy());
    expect(lastCall(vi.mocked(api.fetchLifecycleStageCounts).mock.calls)?.[0]).toBe('q=roads');
    const standstill = within(group).getByRole('checkbox', { name: /^Standstill/ });
    expect(standstill.closest('div')?.textContent).toBe('Standstill3');

    await user.click(standstill);
    await user.click(within(group).getByRole('checkbox', { name: /^Evaluation/ }));
    await user.click(await screen.findByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      const search = new URLSearchParams(
        lastCall(vi.mocked(api.fetchSearchResults).mock.calls)?.[0],
      );
      expect(search.get('lifecycle_stage')).toBe('evaluation,standstill');
    });
    expect(screen.getByText('Lifecycle stage: Evaluation, Standstill')).toBeTruthy();
  });
});
