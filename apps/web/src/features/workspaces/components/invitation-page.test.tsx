// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceSummary } from '@wac/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ApiError } from '@/lib/api-error';
import { acceptInvitation, previewInvitation } from '../api/accept-invitation';
import { InvitationPage } from './invitation-page';

vi.mock('@/features/auth/hooks/use-auth');
vi.mock('../api/accept-invitation');

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const preview = {
  workspace_name: 'Harbour bids',
  inviter_name: 'Grace Hopper',
  role: 'viewer' as const,
  email: 'mia@example.test',
  expires_at: '2026-12-06T10:00:00.000Z',
};
beforeEach(() => {
  vi.mocked(previewInvitation).mockResolvedValue(preview);
});

const team = (my_role: WorkspaceSummary['my_role']) =>
  ({ id: 7, name: 'Bid team', kind: 'team', tier: 'enterprise', my_role }) as WorkspaceSummary;

function renderSignedIn(queryClient = new QueryClient(), logout = vi.fn()) {
  vi.mocked(useAuth).mockReturnValue({
    isAuthenticated: true,
    isLoading: false,
    token: 'session',
    user: { email: 'mia@example.test' },
    logout,
  } as unknown as ReturnType<typeof useAuth>);
  renderPage(queryClient);
}

function renderSignedOut() {
  vi.mocked(useAuth).mockReturnValue({
    isAuthenticated: false,
    isLoading: false,
    token: null,
    user: null,
    logout: vi.fn(),
  } as unknown as ReturnType<typeof useAuth>);
  renderPage(new QueryClient());
}

function renderPage(queryClient: QueryClient) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/workspaces/invite/abc']}>
        <Routes>
          <Route path="/workspaces/invite/:token" element={<InvitationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvitationPage', () => {
  it('names the workspace, who invited and the role, to the link holder (ADR 0377)', async () => {
    renderSignedOut();
    const said = await screen.findByText('invited you', { exact: false });
    expect(said.textContent).toBe('Grace Hopper invited you to join Harbour bids as a viewer.');
    expect(previewInvitation).toHaveBeenCalledWith({ token: 'abc' });
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    cleanup();
    renderSignedIn();
    expect((await screen.findByText('invited you', { exact: false })).textContent).toBe(
      'Grace Hopper invited you to join Harbour bids as a viewer. You are signed in as mia@example.test.',
    );
  });

  it('says a bad or expired link is so, names nothing and offers nothing to accept', async () => {
    vi.mocked(previewInvitation).mockRejectedValue(
      new ApiError('This invitation has expired: ask for a new one.', {
        status: 409,
        detail: 'This invitation has expired: ask for a new one.',
      }),
    );
    renderSignedIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired: ask for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Harbour|Grace/);
  });

  it('lets someone signed in with another address log out, to accept with the invited one', async () => {
    vi.mocked(acceptInvitation).mockRejectedValue(new Error('another address'));
    const logout = vi.fn().mockResolvedValue(undefined);
    renderSignedIn(new QueryClient(), logout);
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Log out to use another account' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('after accepting, says the role in words and leads to the pipeline and the workspace', async () => {
    vi.mocked(acceptInvitation).mockResolvedValue(team('member'));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'You joined Bid team as a member.',
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Open the pipeline')).toBe('/pipeline?workspace=7');
    expect(href('See the workspace')).toBe('/account/workspaces/7');
  });

  it('writes "an admin" for an admin', async () => {
    vi.mocked(acceptInvitation).mockResolvedValue(team('admin'));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toContain('as an admin.');
  });

  it('forgets the workspace lists cached before the join, so the pipeline shows the new team', async () => {
    vi.mocked(acceptInvitation).mockResolvedValue(team('viewer'));
    const queryClient = new QueryClient();
    const lists = [
      ['workspaces', 'mine', 1],
      ['workspaces', 'bid-workspace'],
    ];
    for (const key of lists) queryClient.setQueryData(key, { results: [] });
    renderSignedIn(queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await screen.findByRole('status');
    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
