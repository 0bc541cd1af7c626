import { describe, expect, it } from 'vitest';
import { describeSourceState } from './describe-source-state';

const base = {
  source_system: 'Sell2Wales',
  last_success_at: '2026-11-20T10:00:00.000Z',
  last_attempt_at: '2026-11-23T10:00:00.000Z',
  last_error: null,
  synced_until: '2026-11-20T10:00:00.000Z',
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
});
