// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../../api/pipeline-api';
import {
  makeItem,
  renderWithProviders,
  stages,
  viewer,
  workspace,
} from '../../testing/pipeline-fixtures';
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

const ownerChoices = () =>
  within(screen.getByLabelText('Owner'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ItemForm', { timeout: 20_000 }, () => {
  it('offers as owner only who works on the pipeline, and whoever owns it now (ADR 0376)', () => {
    const members = [...workspace.members, viewer];
    renderWithProviders(
      <ItemForm workspaceId={5} item={makeItem()} lookups={{ stages, members }} canWrite />,
    );
    expect(ownerChoices()).toEqual(['No owner', 'Ada Lovelace']);
    cleanup();
    // Vic owned it before being made a viewer: the form still shows him as its owner.
    renderWithProviders(
      <ItemForm
        workspaceId={5}
        item={makeItem({ owner_user_id: 8 })}
        lookups={{ stages, members }}
        canWrite
      />,
    );
    expect(ownerChoices()).toEqual(['No owner', 'Ada Lovelace', 'Vic Reader']);
  });

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

  it('shows the fields we both changed and keeps only mine over the new version', async () => {
    const { user, alert } = await typeAndSaveIntoAConflict();
    const rows = within(alert)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The teammate moved the stage (I did not) and set probability (so did I): only that clashes.
    expect(rows).toEqual(['FieldWhat you typedSaved by your teammate', 'Probability40%70%']);
    expect(
      within(alert).getByText('Their changes to fields you did not edit are kept either way:', {
        exact: false,
      }).textContent,
    ).toBe('Their changes to fields you did not edit are kept either way: Stage.');
    vi.mocked(api.updateItem).mockResolvedValueOnce(
      makeItem({ version: 5, stage_id: 13, probability: 40, decision: 'bid' }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(api.updateItem).toHaveBeenCalledTimes(2));
    const retry = vi.mocked(api.updateItem).mock.calls[1]![2];
    // Stage 13 is the teammate's save, untouched by me: it survives "Keep mine".
    expect(retry).toEqual({
      version: 4,
      owner_user_id: 7,
      stage_id: 13,
      our_value: null,
      decision: 'bid',
      decision_reason: null,
      probability: 40,
      internal_deadline: null,
      outcome_reason: null,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect((screen.getByLabelText('Stage') as HTMLSelectElement).value).toBe('13');
  });

  it('keeps what was typed when a newer item arrives from a refetch', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ItemForm workspaceId={5} item={makeItem()} lookups={lookups} canWrite />,
    );
    await user.type(screen.getByLabelText(/Probability of winning/), '40');
    rerender(
      <ItemForm
        workspaceId={5}
        item={makeItem({ version: 4, stage_id: 13 })}
        lookups={lookups}
        canWrite
      />,
    );
    expect((screen.getByLabelText(/Probability of winning/) as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('Stage') as HTMLSelectElement).value).toBe('11');
  });

  it('takes theirs into the form when asked', async () => {
    const { user, alert } = await typeAndSaveIntoAConflict();
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    expect((screen.getByLabelText(/Probability of winning/) as HTMLInputElement).value).toBe('70');
    expect((screen.getByLabelText('Stage') as HTMLSelectElement).value).toBe('13');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.updateItem).toHaveBeenCalledTimes(1);
  });

  it('takes theirs only where we clash and keeps my other edits to save (ADR 0306)', async () => {
    const { user, alert } = await typeAndSaveIntoAConflict();
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    // The teammate left the decision alone: my "Bid" is no clash and stays in the form.
    expect((screen.getByLabelText('Decision') as HTMLSelectElement).value).toBe('bid');
    expect((screen.getByLabelText(/Probability of winning/) as HTMLInputElement).value).toBe('70');
    vi.mocked(api.updateItem).mockResolvedValueOnce(
      makeItem({ version: 5, stage_id: 13, probability: 70, decision: 'bid' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.updateItem).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.updateItem).mock.calls[1]![2]).toEqual({
      version: 4,
      owner_user_id: 7,
      stage_id: 13,
      our_value: null,
      decision: 'bid',
      decision_reason: null,
      probability: 70,
      internal_deadline: null,
      outcome_reason: null,
    });
  });
});
