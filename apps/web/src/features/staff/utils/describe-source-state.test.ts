import { describe, expect, it } from 'vitest';
import { describeSourceState } from './describe-source-state';

const base = {
  source_system: 'Sell2Wales',
  status: 'ok' as const,
  last_success_at: '2026-11-20T10:00:00.000Z',
  last_attempt_at: '2026-11-23T10:00:00.000Z',
  last_error: null,
  last_error_at: null,
  failing_since: null,
  errors_total: 0,
  synced_until: '2026-11-20T10:00:00.000Z',
  lag_seconds: 0,
  open_windows: 0,
  failed_windows: 0,
  gaps: [],
  cursor_loops: 0,
  last_cursor_loop: null,
};

describe('describeSourceState', () => {
  it('shows a failing source with the portal’s error text', () => {
    const state = describeSourceState({
      ...base,
      last_error: 'Sell2Wales: server error 500: Error converting data type nvarchar to float.',
    });
    expect(state.isFailing).toBe(true);
    expect(state.summary).toBe(
      'Failing: Sell2Wales: server error 500: Error converting data type nvarchar to float.',
    );
  });

  it('shows a healthy source as up to date, and one never synced as such', () => {
    expect(describeSourceState(base)).toMatchObject({ isFailing: false, summary: 'Up to date' });
    expect(describeSourceState({ ...base, last_success_at: null })).toMatchObject({
      isFailing: true,
      summary: 'Not synced yet',
    });
  });

  it('notes failed windows and cursor loops, and nothing when there were none', () => {
    expect(describeSourceState(base).notes).toEqual([]);
    const state = describeSourceState({
      ...base,
      failed_windows: 2,
      cursor_loops: 3,
      last_cursor_loop: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' },
    });
    expect(state.notes).toEqual([
      '2 time windows failed and will be read again.',
      "3 cursor loops in the last 30 days (latest in 1 Nov to 2 Nov): the portal's next-page link led back to a page already read, so the window was read again from its start.",
    ]);
  });
});
