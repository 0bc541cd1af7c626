// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../../api/pipeline-api';
import { makeItem, renderWithProviders, stages, workspace } from '../../testing/pipeline-fixtures';
import { ItemForm } from './item-form';

vi.mock('../../api/pipeline-api');

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const lookups = { stages, members: workspace.members };
const theirs = makeItem({ version: 4, stage_id: 13, probability: 70 });

function conflict() {
  return new ApiError('Someone else saved this item since you opened it.', {
    status: 409,
    body: { detail: 'Someone else saved this item since you opened it.', current: theirs },
  });
}

async function typeAndSaveIntoAConflict() {
  const user = userEvent.setup();
  vi.mocked(api.updateItem).mockRejectedValueOnce(conflict());
  renderWithProviders(<ItemForm workspaceId={5} item={makeItem()} lookups={lookups} canWrite />);
  await user.type(screen.getByLabelText(/Probability of winning/), '40');
  await user.selectOptions(screen.getByLabelText('Decision'), 'Bid');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return { user, alert: await screen.findByRole('alert') };
}

describe('ItemForm', { timeout: 20_000 }, () => {
  it('saves every field with the version it was filled from', async () => {
    const user = userEvent.setup();
    vi.mocked(api.updateItem).mockResolvedValue(makeItem({ version: 4, probability: 40 }));
    renderWithProviders(<ItemForm workspaceId={5} item={makeItem()} lookups={lookups} canWrite />);
    await user.type(screen.getByLabelText(/Probability of winning/), '40');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.updateItem).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.updateItem).mock.calls[0]).toEqual([
      5,
      101,
      {
        version: 3,
        owner_user_id: 7,
        stage_id: 11,
        our_value: null,
        decision: null,
        decision_reason: null,
        probability: 40,
        internal_deadline: null,
        outcome_reason: null,
      },
    ]);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows a 409 field by field and keeps mine over the new version', async () => {
    const { user, alert } = await typeAndSaveIntoAConflict();
    const rows = within(alert)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldWhat you typedSaved by your teammate',
      'StageIdentifiedWon',
      'DecisionBidNot set',
      'Probability40%70%',
    ]);
    vi.mocked(api.updateItem).mockResolvedValueOnce(makeItem({ version: 5, probability: 40 }));
    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(api.updateItem).toHaveBeenCalledTimes(2));
    const retry = vi.mocked(api.updateItem).mock.calls[1]![2];
    expect(retry).toMatchObject({ version: 4, probability: 40, decision: 'bid', stage_id: 11 });
  });

  it('takes theirs into the form when asked', async () => {
    const { user, alert } = await typeAndSaveIntoAConflict();
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    expect((screen.getByLabelText(/Probability of winning/) as HTMLInputElement).value).toBe('70');
    expect((screen.getByLabelText('Stage') as HTMLSelectElement).value).toBe('13');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.updateItem).toHaveBeenCalledTimes(1);
  });
});
