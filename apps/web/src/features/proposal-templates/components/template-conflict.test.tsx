// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposalTemplate } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiError } from '@/lib/api-error';
import * as api from '../api/templates-api';
import { TemplateLibrary } from './template-library';

vi.mock('../api/templates-api');
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
beforeAll(() => {
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  document.elementFromPoint = () => null;
});

const doc = (...texts: string[]): ProposalTemplate['content'] => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const mine: ProposalTemplate = {
  id: 3,
  title: 'Quality management',
  kind: 'quality',
  cpv_divisions: ['45'],
  version: 2,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 'Ada Lovelace',
  content: doc('We check every job.', 'Audits twice a year.'),
};
const theirs: ProposalTemplate = {
  ...mine,
  title: 'Quality assurance',
  version: 3,
  updated_at: '2026-11-21T09:30:00Z',
  updated_by: 'Grace Hopper',
  content: doc('We check every job.', 'Audits every quarter.'),
};
const { content: _content, ...summary } = mine;

beforeEach(() => {
  vi.mocked(api.listTemplates).mockResolvedValue({ results: [summary] });
  vi.mocked(api.getTemplate).mockResolvedValue(mine);
  vi.mocked(api.listVersions).mockResolvedValue({ results: [] });
});

const renderLibrary = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <TemplateLibrary workspaceId={8} canWrite />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Opens version 2, retitles it and saves into a teammate's version 3. */
async function saveIntoAConflict() {
  vi.mocked(api.saveTemplate).mockRejectedValueOnce(
    createApiError(
      409,
      { detail: 'Someone else saved this template since you opened it.', current: theirs },
      'x',
    ),
  );
  const user = userEvent.setup();
  renderLibrary();
  await user.click(await screen.findByRole('button', { name: /Quality management/ }));
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'Quality plan');
  await user.click(screen.getByRole('button', { name: 'Save template' }));
  const alert = await screen.findByRole('alert');
  // The server was told which version the form was filled from.
  expect(vi.mocked(api.saveTemplate).mock.calls[0]![2]).toMatchObject({ version: 2 });
  return { user, alert };
}

describe('a template a teammate saved meanwhile (ADR 0280)', { timeout: 30_000 }, () => {
  it('shows the difference field by field and keeps mine as the next version', async () => {
    const { user, alert } = await saveIntoAConflict();
    expect(alert.textContent).toContain('Grace Hopper saved version 3');
    // The library list is behind too: it is asked for again.
    await waitFor(() => expect(api.listTemplates).toHaveBeenCalledTimes(2));
    const rows = within(alert).getAllByRole('row');
    const text = (name: string) =>
      rows.find((row) => within(row).queryByRole('rowheader', { name }))?.textContent;
    expect(text('Title')).toContain('Quality plan');
    expect(text('Title')).toContain('Quality assurance');
    // Only the paragraph that differs, on each side.
    expect(text('Section text')).toContain('Audits twice a year.');
    expect(text('Section text')).toContain('Audits every quarter.');
    expect(text('Section text')).not.toContain('We check every job.');
    expect(within(alert).queryByRole('rowheader', { name: 'Kind of section' })).toBeNull();

    vi.mocked(api.saveTemplate).mockResolvedValueOnce({
      ...mine,
      title: 'Quality plan',
      version: 4,
    });
    await user.click(within(alert).getByRole('button', { name: 'Keep mine as version 4' }));
    await waitFor(() => expect(api.saveTemplate).toHaveBeenCalledTimes(2));
    const [, , kept] = vi.mocked(api.saveTemplate).mock.calls[1]!;
    expect(kept).toMatchObject({ title: 'Quality plan', version: 3 });
    expect(JSON.stringify(kept.content)).toContain('Audits twice a year.');
    expect(await screen.findByText(/^Version 4, saved/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("takes theirs: the form shows the teammate's version and saves over it", async () => {
    const { user, alert } = await saveIntoAConflict();
    vi.mocked(api.getTemplate).mockResolvedValue(theirs);
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    expect(await screen.findByText(/^Version 3, saved/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
      'Quality assurance',
    );
    expect(screen.getByRole('textbox', { name: 'Section text' }).textContent).toContain(
      'Audits every quarter.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(api.saveTemplate).mockResolvedValueOnce({ ...theirs, version: 4 });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.saveTemplate).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.saveTemplate).mock.calls[1]![2]).toMatchObject({ version: 3 });
  });
});

describe('searching the library', () => {
  it('asks the server for the words typed and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await screen.findByRole('button', { name: /Quality management/ });
    vi.mocked(api.listTemplates).mockResolvedValue({ results: [] });
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'asbestos');
    expect(await screen.findByText('No template holds every word of "asbestos".')).toBeTruthy();
    expect(api.listTemplates).toHaveBeenLastCalledWith(8, 'asbestos');
    expect(screen.queryByRole('button', { name: /Quality management/ })).toBeNull();
  });
});
