// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PipelineItem } from '@wac/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../../api/pipeline-api';
import {
  layOutBoard,
  makeItem,
  renderWithProviders,
  stages,
  workspace,
} from '../../testing/pipeline-fixtures';
import { BoardView } from './board-view';

vi.mock('../../api/pipeline-api');

let restoreLayout: () => void;
/** What the mocked server lists: the item as last saved. */
const serverHolds = (item: PipelineItem) =>
  vi.mocked(api.getItems).mockResolvedValue({ results: [item], total: 1, page: 1, page_size: 50 });

beforeEach(() => {
  restoreLayout = layOutBoard();
  vi.mocked(api.getStages).mockResolvedValue({ results: stages });
  vi.mocked(api.getWorkspace).mockResolvedValue(workspace);
  serverHolds(makeItem());
});
afterEach(() => {
  cleanup();
  restoreLayout();
  vi.resetAllMocks();
});

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

async function moveRoadsOneStageRight() {
  const user = userEvent.setup();
  renderWithProviders(<BoardView workspaceId={5} />);
  const grip = await screen.findByRole('button', { name: 'Move Roads resurfacing' });
  grip.focus();
  await user.keyboard('[Space]');
  await act(async () => {
    await user.keyboard('[ArrowRight]');
  });
  await user.keyboard('[Space]');
}

// Testing Library's role queries are slow in jsdom on a busy two-core machine.
describe('BoardView', { timeout: 20_000 }, () => {
  it('shows one column per stage and the card facts', async () => {
    renderWithProviders(<BoardView workspaceId={5} />);
    await screen.findByText('Roads resurfacing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Identified1 item',
      'Qualifying0 items',
      'Won0 items',
    ]);
    const card = within(column('Identified'));
    expect(card.getByText('Kent County Council')).toBeTruthy();
    expect(card.getByText('10 March 2030')).toBeTruthy();
    expect(card.getByText('£90,000 (notice)')).toBeTruthy();
    expect(card.getByText('Ada Lovelace').parentElement?.textContent).toBe('Owner: Ada Lovelace');
  });

  it('moves a card from the keyboard with the version it showed, and announces it', async () => {
    vi.mocked(api.moveItem).mockImplementation(async (_workspace, item, stageId) => {
      const moved = { ...item, stage_id: stageId, version: item.version + 1 };
      serverHolds(moved);
      return moved;
    });
    await moveRoadsOneStageRight();
    await waitFor(() => expect(api.moveItem).toHaveBeenCalledTimes(1));
    const [workspaceId, item, stageId] = vi.mocked(api.moveItem).mock.calls[0]!;
    expect([workspaceId, item.id, item.version, stageId]).toEqual([5, 101, 3, 12]);
    await waitFor(() =>
      expect(within(column('Qualifying')).getByText('Roads resurfacing')).toBeTruthy(),
    );
    expect(document.body.textContent).toContain('Roads resurfacing dropped in Qualifying.');
  });

  it("shows the teammate's change when the move answers 409, and the board takes theirs", async () => {
    const theirs = makeItem({ stage_id: 13, version: 4, owner_user_id: null });
    // The teammate's save reached the server first.
    vi.mocked(api.moveItem).mockImplementation(async () => {
      serverHolds(theirs);
      throw new ApiError('Someone else saved this item since you opened it.', {
        status: 409,
        body: { detail: 'Someone else saved this item since you opened it.', current: theirs },
      });
    });
    await moveRoadsOneStageRight();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A teammate changed “Roads resurfacing” before your move');
    const rows = within(alert)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('OwnerAda LovelaceNo owner');
    expect(rows).toContain('StageQualifyingWon');
    await waitFor(() => expect(within(column('Won')).getByText('Roads resurfacing')).toBeTruthy());
  });

  it('moves a card through its menu without dragging', async () => {
    vi.mocked(api.moveItem).mockResolvedValue(makeItem({ stage_id: 13, version: 4 }));
    const user = userEvent.setup();
    renderWithProviders(<BoardView workspaceId={5} />);
    await user.click(
      await screen.findByRole('button', { name: 'Move Roads resurfacing to another stage' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Won' }));
    await waitFor(() => expect(api.moveItem).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.moveItem).mock.calls[0]![2]).toBe(13);
  });
});
