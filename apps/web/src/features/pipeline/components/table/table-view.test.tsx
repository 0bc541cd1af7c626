// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/pipeline-api';
import { makeItem, renderWithProviders, stages, workspace } from '../../testing/pipeline-fixtures';
import { TableView } from './table-view';

vi.mock('../../api/pipeline-api');

beforeEach(() => {
  vi.mocked(api.getStages).mockResolvedValue({ results: stages });
  vi.mocked(api.getWorkspace).mockResolvedValue(workspace);
  vi.mocked(api.getItems).mockResolvedValue({
    results: [
      makeItem(),
      makeItem({
        id: 102,
        title: 'Parks upkeep',
        buyer_name: null,
        stage_id: 13,
        owner_user_id: null,
        our_value: null,
        notice_deadline: null,
      }),
    ],
    total: 2,
    page: 1,
    page_size: 50,
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const lastQuery = () => vi.mocked(api.getItems).mock.calls.at(-1)![1];

// Testing Library's role queries are slow in jsdom on a busy two-core machine.
describe('TableView', { timeout: 20_000 }, () => {
  it('lists the items with stage, owner, deadline and value in words', async () => {
    renderWithProviders(<TableView workspaceId={5} />);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      [
        'Roads resurfacing',
        'Kent County Council',
        'Identified',
        'Ada Lovelace',
        '10 March 2030',
        '£90,000 (notice)',
      ],
      ['Parks upkeep', 'Not specified', 'Won', 'No owner', 'None given', 'Not set'],
    ]);
    expect(screen.getByText('2 items')).toBeTruthy();
    // The column and its sort say "Value": ours once set, else the notice's, marked "(notice)".
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Value (highest)' })).toBeTruthy();
    expect(lastQuery()).toMatchObject({ sort: 'deadline', page: '1' });
  });

  it('asks the server to sort and filter by owner, stage, buyer, deadline and value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TableView workspaceId={5} />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Buyer (A to Z)');
    await user.selectOptions(screen.getByLabelText('Stage'), 'Won');
    await user.selectOptions(screen.getByLabelText('Owner'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Buyer'), 'kent');
    await user.type(screen.getByLabelText('Deadline by'), '2030-04-01');
    await user.type(screen.getByLabelText('Min value (£)'), '5000');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        sort: 'buyer',
        stage: '13',
        owner: '7',
        buyer: 'kent',
        deadline_to: '2030-04-01',
        value_from: '5000',
        page: '1',
      }),
    );
  });
});
