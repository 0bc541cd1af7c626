// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { WORKSPACE_PERMISSIONS, type WorkspaceRole } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceFrame } from './workspace-frame';

const state = vi.hoisted(() => ({ role: 'admin' as WorkspaceRole }));

vi.mock('@/features/auth/hooks/use-auth', () => ({
  useAuth: () => ({ user: { id: 2 }, isAuthenticated: true, isLoading: false, token: 't' }),
}));
vi.mock('../hooks/use-workspace', () => ({
  useWorkspace: () => ({
    isPending: false,
    isError: false,
    data: {
      id: 7,
      name: 'Bid team',
      kind: 'team',
      tier: 'enterprise',
      my_role: state.role,
      permissions: [...WORKSPACE_PERMISSIONS[state.role]],
    },
  }),
}));

afterEach(cleanup);

const frameSeenBy = (role: WorkspaceRole) => {
  state.role = role;
  render(
    <MemoryRouter>
      <WorkspaceFrame workspaceId={7}>{() => null}</WorkspaceFrame>
    </MemoryRouter>,
  );
};

describe('the workspace frame', () => {
  it('names the caller role in a sentence: an admin, a member, the owner', () => {
    frameSeenBy('admin');
    expect(screen.getByText('You are an admin.')).toBeTruthy();
    cleanup();
    frameSeenBy('member');
    expect(screen.getByText('You are a member.')).toBeTruthy();
    cleanup();
    frameSeenBy('owner');
    expect(screen.getByText('You are the owner.')).toBeTruthy();
  });
});
