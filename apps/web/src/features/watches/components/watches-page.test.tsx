// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, it, vi } from 'vitest';
import * as api from '../api/watches-api';
import { WatchesPage } from './watches-page';

vi.mock('../api/watches-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  getWatchList: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('WatchesPage', () => {
  it('names the button every opportunity has when nothing is watched, not only the planning one', async () => {
    vi.mocked(api.getWatchList).mockResolvedValue({
      results: [],
      own_watches: 0,
      own_watch_limit: 200,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WatchesPage isAuthenticated isSessionLoading={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText(
      'Nothing watched yet: open an opportunity and choose "Watch this procurement" ("Tell me when the tender is published" on a planning notice).',
    );
  });
});
