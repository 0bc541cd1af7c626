import { getAlertProfileLimitFor } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describeProfileLimit } from './alert-text';

describe('alert profile limits', () => {
  it('caps every paid tier at 5 under the interface reading, and free users at 0', () => {
    for (const tier of ['premium', 'professional', 'enterprise']) {
      expect(getAlertProfileLimitFor(tier, 'interface')).toBe(5);
    }
    expect(getAlertProfileLimitFor('free', 'interface')).toBe(0);
    expect(getAlertProfileLimitFor(null, 'plan')).toBe(0);
  });

  it('follows the plan table under the plan reading', () => {
    expect(getAlertProfileLimitFor('premium', 'plan')).toBe(2);
    expect(getAlertProfileLimitFor('professional', 'plan')).toBe(20);
    expect(getAlertProfileLimitFor('enterprise', 'plan')).toBe(20);
  });

  it('says the limit the user is held to', () => {
    expect(describeProfileLimit(5, 5)).toBe('Profile limit reached (5/5)');
    expect(describeProfileLimit(20, 20)).toBe('Profile limit reached (20/20)');
  });
});
