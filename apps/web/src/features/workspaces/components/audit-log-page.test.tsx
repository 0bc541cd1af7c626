// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AuditLogResponse } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/workspaces-api';
import { teamSeenBy } from '../testing/workspace-fixtures';
import { AuditLog } from './audit-log-page';

vi.mock('../api/workspaces-api', async (original) => ({
  ...(await original<typeof api>()),
  getAuditLog: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const workspace = teamSeenBy('owner');

// Ann Lee (user 9) acted and owned an item, then was removed.
const ann = { user_id: 9, name: 'Ann Lee', email: 'ann@example.test', is_member: false };
const log: AuditLogResponse = {
  results: [
    {
      id: 2,
      created_at: '2026-11-20T10:00:00.000Z',
      actor: { user_id: 1, name: 'Olive Example', email: 'olive@example.test', is_member: true },
      action: 'item.changed',
      kind: 'items',
      item_id: 30,
      subject: 'WAC-ROADS',
      before: { owner_user_id: 1 },
      after: { owner_user_id: 9 },
    },
    {
      id: 1,
      created_at: '2026-11-19T10:00:00.000Z',
      actor: ann,
      action: 'item.added',
      kind: 'items',
      item_id: 30,
      subject: 'WAC-ROADS',
      before: null,
      after: null,
    },
  ],
  people: [ann],
  former_actors: [ann],
  total: 2,
  page: 1,
  page_size: 50,
};

describe('the audit log page', () => {
  it('names a removed member on her entries and offers her under "Who" (ADR 0376)', async () => {
    vi.mocked(api.getAuditLog).mockResolvedValue(log);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AuditLog workspace={workspace} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const entries = within(await screen.findByRole('region', { name: 'Audit log entries' }));
    expect(entries.getByText('Ann Lee (former member, ann@example.test)')).toBeTruthy();
    expect(entries.getByText('Ann Lee (former member)').tagName).toBe('INS');
    expect(entries.queryByText(/a former member|a deleted account/)).toBeNull();
    const who = within(screen.getByLabelText('Who'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(who).toEqual([
      'Anyone',
      'Olive Example',
      'Adam Example',
      'Mia Example',
      'Vic Example',
      'Ann Lee (former member)',
    ]);
  });
});
