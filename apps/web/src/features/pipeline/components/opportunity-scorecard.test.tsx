// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pipelineKeys } from '../api/query-keys';
import * as api from '../api/scorecard';
import { OpportunityScorecard } from './opportunity-scorecard';

vi.mock('../api/scorecard', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  getOpportunityScorecard: vi.fn(),
  addToPipeline: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function renderScorecard(onAdded?: () => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OpportunityScorecard workspaceId={7} wacId="WAC-ROADS" onAdded={onAdded} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('OpportunityScorecard', () => {
  it("is read again when the page's own Add to pipeline refreshes the workspace's pipeline", async () => {
    vi.mocked(api.getOpportunityScorecard).mockResolvedValue(null);
    const client = renderScorecard();
    await screen.findByRole('button', { name: 'Add to pipeline and score' });
    expect(api.getOpportunityScorecard).toHaveBeenCalledTimes(1);
    // What AddToPipelineButton does once it has added the opportunity.
    await client.invalidateQueries({ queryKey: pipelineKeys.all(7) });
    await waitFor(() => expect(api.getOpportunityScorecard).toHaveBeenCalledTimes(2));
  });

  it('tells the page once it has added the opportunity, so the page shows it is in the pipeline', async () => {
    vi.mocked(api.getOpportunityScorecard).mockResolvedValue(null);
    vi.mocked(api.addToPipeline).mockResolvedValue({ id: 52 } as Awaited<
      ReturnType<typeof api.addToPipeline>
    >);
    const onAdded = vi.fn();
    renderScorecard(onAdded);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add to pipeline and score' }));
    expect(api.addToPipeline).toHaveBeenCalledWith(7, 'WAC-ROADS');
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
  });
});
