// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { RadarRow as Row } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RadarRow } from './radar-row';

afterEach(cleanup);

const row = (overrides: Partial<Row> = {}): Row => ({
  wac_id: 'WAC-ABCDEFGHJK',
  title: 'Route optimisation software',
  award_title: null,
  buyer: { id: 1, name: 'Lancaster City Council' },
  suppliers: [{ id: 2, name: 'Integrated Skills Limited' }],
  value_amount: 54393.6,
  value_currency: 'GBP',
  contract_start_date: '2026-03-01T00:00:00.000Z',
  contract_end_date: '2026-12-31T23:59:59.000Z',
  term_end_date: '2026-08-21T22:59:59.000Z',
  max_extent_date: '2026-12-31T23:59:59.000Z',
  contract_state: null,
  contract_state_date: null,
  date_history: [],
  cpv_codes: [],
  retender: null,
  ...overrides,
});

const show = (value: Row) =>
  render(
    <MemoryRouter>
      <RadarRow row={value} />
    </MemoryRouter>,
  );

describe('a radar row with the dates its notices moved', () => {
  it('shows the term, its options and each move with the notice that made it', () => {
    show(
      row({
        date_history: [
          {
            field: 'max_extent_date',
            from: '2026-08-31T22:59:59.000Z',
            to: '2026-12-31T23:59:59.000Z',
            notice_id: '083674-2026',
            notice_type: 'UK10',
            notice_type_label: 'UK10 Contract change notice',
            notice_date: '2026-09-03T17:08:41.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Ends 31 December 2026')).toBeTruthy();
    expect(screen.getByText('Options to 31 December 2026')).toBeTruthy();
    const history = screen.getByRole('list');
    expect(within(history).getByRole('listitem').textContent).toBe(
      'Maximum extent: 31 August 2026 →moved to 31 December 2026 · UK10 Contract change notice, published 3 September 2026',
    );
  });

  it('says an early ending and that re-procurement is likely', () => {
    show(
      row({
        contract_end_date: '2026-11-18T00:00:00.000Z',
        contract_state: 'terminated_early',
        contract_state_date: '2026-11-18T00:00:00.000Z',
      }),
    );
    expect(screen.getByText('Ended 18 November 2026')).toBeTruthy();
    expect(
      screen.getByText('Ended early on 18 November 2026, re-procurement likely.'),
    ).toBeTruthy();
  });

  it('says nothing more for a contract no notice changed', () => {
    show(row({ max_extent_date: null, term_end_date: '2026-12-31T23:59:59.000Z' }));
    expect(screen.queryByText('Date changes')).toBeNull();
    expect(screen.queryByText(/Options to/)).toBeNull();
  });
});
