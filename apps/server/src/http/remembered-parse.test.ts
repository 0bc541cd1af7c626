import { searchQuerySchema } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { rememberingParser } from './remembered-parse';
import { parseInput } from './validate';

describe('rememberingParser (ADR 0135)', () => {
  it('parses a query string once and gives every request with it the same frozen result', () => {
    const parse = rememberingParser(searchQuerySchema);
    const input = { q: 'road', region: 'UKI,London', status: 'open' };
    const first = parse('q=road&region=UKI,London&status=open', input);
    expect(first).toEqual(parseInput(searchQuerySchema, input));
    expect(parse('q=road&region=UKI,London&status=open', { ...input })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.region)).toBe(true);
    expect(() => (first.region as string[]).push('UKC')).toThrow(TypeError);
  });

  it('keeps apart different query strings and remembers no bad input', () => {
    const parse = rememberingParser(searchQuerySchema);
    expect(parse('q=a', { q: 'a' }).q).toBe('a');
    expect(parse('q=b', { q: 'b' }).q).toBe('b');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => parse('page=0', { page: '0' })).toThrow(AppError);
    }
  });
});
