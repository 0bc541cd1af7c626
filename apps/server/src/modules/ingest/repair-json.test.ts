import { describe, expect, it } from 'vitest';
import { parseJsonWithRepair, repairJsonText } from './repair-json';

describe('parseJsonWithRepair', () => {
  it('parses valid JSON unchanged', () => {
    expect(parseJsonWithRepair('{"a": [1, 2.5, -3e2], "b": "x"}')).toEqual({
      a: [1, 2.5, -300],
      b: 'x',
    });
  });

  it('turns the overflowing 1e9999 into null instead of Infinity', () => {
    const parsed = parseJsonWithRepair('{"value": {"amount": 1e9999, "currency": "GBP"}}');
    expect(parsed).toEqual({ value: { amount: null, currency: 'GBP' } });
  });

  it('joins numbers written with space-separated thousands (" 000,")', () => {
    const parsed = parseJsonWithRepair('{"amount": 250 000, "gross": 1 250 000.50}');
    expect(parsed).toEqual({ amount: 250000, gross: 1250000.5 });
  });

  it('repairs a leading group such as "amount": 000,', () => {
    expect(parseJsonWithRepair('{"amount": 000, "n": 1}')).toEqual({ amount: 0, n: 1 });
  });

  it('leaves the same patterns inside strings alone', () => {
    const text = '{"description": "budget 1e9999 and 250 000, roughly", "amount": 1e9999}';
    expect(parseJsonWithRepair(text)).toEqual({
      description: 'budget 1e9999 and 250 000, roughly',
      amount: null,
    });
  });

  it('handles escaped quotes inside strings', () => {
    const text = '{"t": "say \\"1e9999\\" now", "v": 12 000}';
    expect(parseJsonWithRepair(text)).toEqual({ t: 'say "1e9999" now', v: 12000 });
  });

  it('turns bare NaN and Infinity into null', () => {
    expect(parseJsonWithRepair('[NaN, -Infinity, 1]')).toEqual([null, null, 1]);
  });

  it('does not treat hex GUIDs in strings as exponents', () => {
    const text = '{"ocid": "ocds-b5fd17-7e067852-1260", "x": 1}';
    expect(repairJsonText(text)).toBe(text);
    expect(parseJsonWithRepair(text)).toEqual({ ocid: 'ocds-b5fd17-7e067852-1260', x: 1 });
  });

  it('still throws for a truncated body', () => {
    expect(() => parseJsonWithRepair('{"releases": [{"ocid": "a"')).toThrow(SyntaxError);
  });
});
