import { describe, expect, it } from 'vitest';
import { isTestNotice, isTestText } from './is-test-notice';

describe('isTestNotice', () => {
  it('flags notices whose title and buyer are both test text', () => {
    expect(isTestNotice('TEST', 'Test Buyer')).toBe(true);
    expect(isTestNotice('Test notice - please ignore', 'test organisation 2')).toBe(true);
  });

  it('does not flag real notices that mention tests', () => {
    expect(isTestNotice('COVID test kits', 'Test Valley Borough Council')).toBe(false);
    expect(isTestNotice('Test', 'Leeds City Council')).toBe(false);
    expect(isTestNotice('Grounds maintenance', 'Test Buyer')).toBe(false);
    expect(isTestNotice(null, 'Test')).toBe(false);
  });

  it('reads only test and filler words as test text', () => {
    expect(isTestText('Testing - do not bid')).toBe(true);
    expect(isTestText('Penetration testing services')).toBe(false);
  });
});
