// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PipelinePlacement, WorkspaceSummary } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@/features/pipeline/api/pipeline-api';
import { useWorkspaces } from '@/features/pipeline/hooks/use-workspaces';
import { AddToPipelineButton } from './add-to-pipeline-button';

vi.mock('@/features/pipeline/hooks/use-workspaces', () => ({ useWorkspaces: vi.fn() }));
vi.mock('@/features/pipeline/api/pipeline-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  addItem: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const team: WorkspaceSummary = {
  id: 7,
  name: 'Acme bids',
  kind: 'team',
  tier: 'enterprise',
  my_role: 'member',
};
const personal: WorkspaceSummary = { ...team, id: 3, name: 'My workspace', kind: 'personal' };

function signedInTo(workspaces: WorkspaceSummary[]) {
  vi.mocked(useWorkspaces).mockReturnValue({
    workspaces,
    current: workspaces[0] ?? null,
    planNeeded: null,
    isLoading: false,
    error: null,
  });
}

function renderButton(placements?: PipelinePlacement[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AddToPipelineButton opportunityId="WAC-ROADS" placements={placements} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const held = { workspace_id: 7, item_id: 41, stage: 'Qualifying' };

describe('AddToPipelineButton', () => {
  it('links to the item with its stage instead of offering to add it again', () => {
    signedInTo([team]);
    renderButton([held]);
    const link = screen.getByRole('link', { name: 'In pipeline: Qualifying' });
    expect(link.getAttribute('href')).toBe('/pipeline/7/items/41');
    expect(screen.queryByRole('button', { name: 'Add to pipeline' })).toBeNull();
  });

  it('offers to add an opportunity no workspace of theirs holds, and links to it once added', async () => {
    signedInTo([team]);
    vi.mocked(api.addItem).mockResolvedValue({ id: 52 } as Awaited<ReturnType<typeof api.addItem>>);
    renderButton([]);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to pipeline' }));
    expect(api.addItem).toHaveBeenCalledWith(7, 'WAC-ROADS');
    const link = await screen.findByRole('link', { name: 'Added to the pipeline: open it' });
    expect(link.getAttribute('href')).toBe('/pipeline/7/items/52');
  });

  it("shows another workspace's item by name and still offers to add it to the one in use", () => {
    signedInTo([personal, team]);
    renderButton([held]);
    expect(
      screen
        .getByRole('link', { name: 'In pipeline: Qualifying (Acme bids)' })
        .getAttribute('href'),
    ).toBe('/pipeline/7/items/41');
    expect(screen.getByRole('button', { name: 'Add to pipeline' })).toBeTruthy();
  });

  it('shows a viewer where the item is, but never an add button', async () => {
    signedInTo([{ ...team, my_role: 'viewer' }]);
    const { unmount } = renderButton([held]);
    expect(screen.getByRole('link', { name: 'In pipeline: Qualifying' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderButton([]);
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ignores a placement in a workspace the caller can no longer open', () => {
    signedInTo([team]);
    renderButton([{ workspace_id: 99, item_id: 5, stage: 'Writing' }]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to pipeline' })).toBeTruthy();
  });
});
