// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceDetail, WorkspaceRole } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { member, teamSeenBy } from '../testing/workspace-fixtures';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { TransferSection } from './workspace-settings-section';

afterEach(cleanup);

const MY_ID: Record<WorkspaceRole, number> = { owner: 1, admin: 2, member: 3, viewer: 4 };

function renderMembers(role: WorkspaceRole) {
  const workspace = teamSeenBy(role);
  const can = (action: string) => workspace.permissions.includes(action);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MembersSection workspace={workspace} myUserId={MY_ID[role]} />
        {can('members.invite') && <InviteSection workspace={workspace} />}
        {can('workspace.transfer') && <TransferSection workspace={workspace} />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = (name: string) => screen.getByText(name, { exact: false }).closest('li')!;

describe('the members page', () => {
  it('lets an admin change roles and remove people but not the owner, nor transfer', () => {
    renderMembers('admin');
    expect(screen.getByRole('combobox', { name: 'Role of Mia Example' })).toHaveProperty(
      'value',
      'member',
    );
    expect(screen.getByRole('button', { name: 'Remove Vic Example' })).toBeTruthy();
    expect(within(row('Olive Example')).queryByRole('combobox')).toBeNull();
    expect(within(row('Olive Example')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('5 of 25 seats used', { exact: false })).toBeTruthy();
    expect(screen.getByText('pending@example.test')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).toBeNull();
    // The admin's own row offers leaving, not a role change.
    expect(within(row('Adam Example')).getByRole('button', { name: 'Leave' })).toBeTruthy();
  });

  it('offers a viewer nothing but leaving', () => {
    renderMembers('viewer');
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByText('pending@example.test')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Leave']);
  });

  it('lets the owner transfer ownership to an admin or member, after a confirmation', async () => {
    const user = userEvent.setup();
    renderMembers('owner');
    expect(within(row('Olive Example')).queryByRole('button', { name: 'Leave' })).toBeNull();
    const heir = screen.getByRole('combobox', { name: 'New owner' });
    const options = within(heir)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a member', 'Adam Example (Admin)', 'Mia Example (Member)']);
    await user.selectOptions(heir, '3');
    await user.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Make Mia Example the owner?')).toBeTruthy();
    expect(dialog.textContent).toContain('you become an admin');
  });

  it('tells the owner of a personal workspace where teammates go, instead of an invitation form that cannot send', () => {
    const mine = teamSeenBy('owner');
    const personal: WorkspaceDetail = {
      ...mine,
      name: "Olive Example's workspace",
      kind: 'personal',
      tier: 'professional',
      members: [member(1, 'Olive', 'owner')],
      invitations: [],
      seats: { used: 1, limit: 1 },
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MembersSection workspace={personal} myUserId={1} />
          <InviteSection workspace={personal} />
          <TransferSection workspace={personal} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // No form whose advice ("remove a member") cannot be followed when the owner is alone.
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByText(/Every seat is taken/)).toBeNull();
    expect(screen.getByText(/A personal workspace has one seat: yours\./).textContent).toContain(
      'Enterprise',
    );
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    // Nobody can join, so there is nobody to hand it to: no "invite one first".
    expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).toBeNull();
  });
});
