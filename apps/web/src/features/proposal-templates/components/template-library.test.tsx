// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposalTemplate } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiError } from '@/lib/api-error';
import * as api from '../api/templates-api';
import { TemplateLibrary } from './template-library';

vi.mock('../api/templates-api');
afterEach(cleanup);

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
beforeAll(() => {
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  document.elementFromPoint = () => null;
});

const quality: ProposalTemplate = {
  id: 3,
  title: 'Quality management',
  kind: 'quality',
  cpv_divisions: ['45'],
  version: 2,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 'Ada Lovelace',
  content: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We check every job.' }] }],
  },
};
const { content: _content, ...summary } = quality;

beforeEach(() => {
  vi.mocked(api.listTemplates).mockResolvedValue({ results: [summary] });
  vi.mocked(api.getTemplate).mockResolvedValue(quality);
  vi.mocked(api.listVersions).mockResolvedValue({
    results: [
      {
        version: 2,
        title: 'Quality management',
        created_at: quality.updated_at,
        created_by: 'Ada Lovelace',
      },
      { version: 1, title: 'Quality', created_at: '2026-11-01T10:00:00Z', created_by: null },
    ],
  });
});

const renderLibrary = (canWrite: boolean) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <TemplateLibrary workspaceId={8} canWrite={canWrite} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the template library', () => {
  it('opens a template, inserts a merge field and saves title, tags and text', async () => {
    vi.mocked(api.saveTemplate).mockResolvedValue({ ...quality, version: 3 });
    const user = userEvent.setup();
    renderLibrary(true);
    await user.click(await screen.findByRole('button', { name: /Quality management/ }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Section text' }).textContent).toContain(
      'We check every job.',
    );
    await user.clear(title);
    await user.type(title, 'Quality plan');
    await user.clear(screen.getByRole('textbox', { name: 'CPV divisions' }));
    await user.type(screen.getByRole('textbox', { name: 'CPV divisions' }), '45, 72');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merge field' }), 'buyer');
    await user.click(screen.getByRole('button', { name: 'Insert field' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.saveTemplate).toHaveBeenCalled());
    const [workspaceId, templateId, sent] = vi.mocked(api.saveTemplate).mock.calls[0]!;
    expect([workspaceId, templateId]).toEqual([8, 3]);
    expect(sent).toMatchObject({
      title: 'Quality plan',
      kind: 'quality',
      cpv_divisions: ['45', '72'],
    });
    expect(JSON.stringify(sent.content)).toContain('{{buyer}}');
    expect(JSON.stringify(sent.content)).toContain('We check every job.');
  }, 30_000);

  it("shows the server's refusal of an unknown merge field in words", async () => {
    vi.mocked(api.saveTemplate).mockRejectedValue(
      createApiError(
        400,
        { detail: 'Section text: Unknown merge field {{buyre}}.', fieldErrors: {} },
        'x',
      ),
    );
    const user = userEvent.setup();
    renderLibrary(true);
    await user.click(await screen.findByRole('button', { name: /Quality management/ }));
    await user.click(await screen.findByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Section text: Unknown merge field {{buyre}}.')).toBeTruthy();
  });

  it('lists versions and restores one', async () => {
    vi.mocked(api.restoreVersion).mockResolvedValue({ ...quality, version: 3, title: 'Quality' });
    const user = userEvent.setup();
    renderLibrary(true);
    await user.click(await screen.findByRole('button', { name: /Quality management/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(api.restoreVersion).toHaveBeenCalledWith(8, 3, 1);
    expect(await screen.findByText(/Version 3, saved/)).toBeTruthy();
  });

  it('gives a viewer the text to read, without saving, restoring or a new template', async () => {
    const user = userEvent.setup();
    renderLibrary(false);
    await user.click(await screen.findByRole('button', { name: /Quality management/ }));
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore version 1' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
  });
});
