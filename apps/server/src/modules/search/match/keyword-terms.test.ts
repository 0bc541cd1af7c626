import { describe, expect, it } from 'vitest';
import { parseKeywordQuery, parseKeywordTerms } from './keyword-terms';

describe('parseKeywordTerms', () => {
  it('is empty for blank input', () => {
    expect(parseKeywordTerms(undefined)).toEqual([]);
    expect(parseKeywordTerms('  ,  , ')).toEqual([]);
  });

  it('splits alternatives on commas outside quotes', () => {
    expect(parseKeywordTerms('roads, "bridges, tunnels", schools')).toEqual([
      { kind: 'text', words: 'roads', phrases: [], prefixes: [] },
      { kind: 'text', words: '', phrases: ['bridges, tunnels'], prefixes: [] },
      { kind: 'text', words: 'schools', phrases: [], prefixes: [] },
    ]);
  });

  it('keeps words and phrases of one term together', () => {
    expect(parseKeywordTerms('cleaning "county hall" contract')).toEqual([
      { kind: 'text', words: 'cleaning contract', phrases: ['county hall'], prefixes: [] },
    ]);
  });

  it('closes an unmatched quote at the end of its term and reads curly quotes', () => {
    expect(parseKeywordTerms('"road signs')).toEqual([
      { kind: 'text', words: '', phrases: ['road signs'], prefixes: [] },
    ]);
    expect(parseKeywordTerms('“case management”')).toEqual([
      { kind: 'text', words: '', phrases: ['case management'], prefixes: [] },
    ]);
  });

  it('recognises WAC IDs (with Crockford look-alikes) and CPV codes', () => {
    expect(parseKeywordTerms('wac-7k3m9q2pxz, WAC-0000000O0I')).toEqual([
      { kind: 'wacId', wacId: 'WAC-7K3M9Q2PXZ' },
      { kind: 'wacId', wacId: 'WAC-0000000001' },
    ]);
    expect(parseKeywordTerms('72000000, 45233140-9, 4523314')).toEqual([
      { kind: 'cpv', code: '72000000' },
      { kind: 'cpv', code: '45233140' },
      { kind: 'text', words: '4523314', phrases: [], prefixes: [] },
    ]);
  });

  it('drops repeated terms', () => {
    expect(parseKeywordTerms('roads, roads')).toHaveLength(1);
  });
});

describe('parseKeywordQuery (exclusions)', () => {
  it('takes -word and -"phrase" out of the terms, for the whole search', () => {
    expect(parseKeywordQuery('cleaning -window -"deep clean", catering -window')).toEqual({
      terms: [
        { kind: 'text', words: 'cleaning', phrases: [], prefixes: [] },
        { kind: 'text', words: 'catering', phrases: [], prefixes: [] },
      ],
      exclusions: [
        { kind: 'word', word: 'window' },
        { kind: 'phrase', phrase: 'deep clean' },
      ],
      notes: [],
    });
  });

  it('keeps hyphens inside words and phrases, and a lone minus', () => {
    expect(parseKeywordQuery('e-learning "cost - benefit" cost-effective - x')).toEqual({
      terms: [
        {
          kind: 'text',
          words: 'e-learning cost-effective - x',
          phrases: ['cost - benefit'],
          prefixes: [],
        },
      ],
      exclusions: [],
      notes: [],
    });
  });

  it('allows exclusions alone, with curly quotes, and with an unclosed quote', () => {
    expect(parseKeywordQuery('-window')).toEqual({
      terms: [],
      exclusions: [{ kind: 'word', word: 'window' }],
      notes: [],
    });
    expect(parseKeywordQuery('roads -“speed bumps')).toEqual({
      terms: [{ kind: 'text', words: 'roads', phrases: [], prefixes: [] }],
      exclusions: [{ kind: 'phrase', phrase: 'speed bumps' }],
      notes: [],
    });
  });

  it('reads a WAC ID or CPV code next to an exclusion', () => {
    expect(parseKeywordQuery('72000000 -software')).toEqual({
      terms: [{ kind: 'cpv', code: '72000000' }],
      exclusions: [{ kind: 'word', word: 'software' }],
      notes: [],
    });
  });
});
