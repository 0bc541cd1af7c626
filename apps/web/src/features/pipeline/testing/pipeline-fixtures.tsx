import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PipelineItem, PipelineStage, WorkspaceDetail } from '@wac/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { NO_COMPANY } from '@/lib/testing/workspace-company';

/** Test data and rendering for the pipeline's component tests (the API module is mocked). */
export const stages: PipelineStage[] = [
  { id: 11, name: 'Identified', position: 0, kind: 'open' },
  { id: 12, name: 'Qualifying', position: 1, kind: 'open' },
  { id: 13, name: 'Won', position: 2, kind: 'won' },
];

export const workspace: WorkspaceDetail = {
  id: 5,
  name: 'Compilers plc',
  kind: 'team',
  tier: 'enterprise',
  my_role: 'member',
  members: [
    {
      user_id: 7,
      email: 'ada@example.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'member',
      joined_at: '2026-01-01T00:00:00Z',
    },
  ],
  invitations: [],
  seats: { used: 1, limit: 25 },
  permissions: ['pipeline.read', 'pipeline.write'],
  company: NO_COMPANY,
};

/** A viewer of the workspace: reads the pipeline, owns no item and takes no task (ADR 0376). */
export const viewer = {
  ...workspace.members[0]!,
  user_id: 8,
  email: 'vic@example.test',
  first_name: 'Vic',
  last_name: 'Reader',
  role: 'viewer' as const,
};

export function makeItem(overrides: Partial<PipelineItem> = {}): PipelineItem {
  return {
    id: 101,
    wac_id: 'WAC-ROADS',
    title: 'Roads resurfacing',
    buyer_name: 'Kent County Council',
    notice_deadline: '2030-03-10T12:00:00Z',
    notice_value: 90000,
    stage_id: 11,
    owner_user_id: 7,
    our_value: 90000,
    our_value_is_default: true,
    decision: null,
    decision_reason: null,
    probability: null,
    internal_deadline: null,
    outcome_reason: null,
    version: 3,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper, so `rerender` keeps the providers.
  return render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
}

/**
 * jsdom lays nothing out: give each column a place side by side (300 px apart) and each card a
 * place inside its column, so dnd-kit's keyboard sensor can measure where to move.
 */
export function layOutBoard() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    // The copy that follows the pointer starts where the card was (the first column, in tests).
    if (this.matches('[data-drag-overlay]') || this.querySelector(':scope > [data-drag-overlay]')) {
      return DOMRect.fromRect({ x: 10, y: 60, width: 260, height: 100 });
    }
    const column = this.closest('[data-pipeline-stage]');
    if (!column) return original.call(this);
    const index = [...document.querySelectorAll('[data-pipeline-stage]')].indexOf(column);
    const isCard = this.closest('[data-pipeline-card]') !== null;
    const left = index * 300 + (isCard ? 10 : 0);
    const [top, width, height] = isCard ? [60, 260, 100] : [0, 280, 600];
    return DOMRect.fromRect({ x: left, y: top, width, height });
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
