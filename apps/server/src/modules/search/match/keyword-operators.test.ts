import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/seeded-random';
import { MAX_OPERATOR_ALTERNATIVES, rewriteKeywordOperators } from './keyword-operators';
import { parseKeywordQuery } from './keyword-terms';

/** The two readings agree on what is searched (terms and exclusions, in order). */
function expectSameSearch(withOperators: string, withCommas: string) {
  const { terms, exclusions } = parseKeywordQuery(withOperators);
  const expected = parseKeywordQuery(withCommas);
  expect({ terms, exclusions }, withOperators).toEqual({
    terms: expected.terms,
    exclusions: expected.exclusions,
  });
}

describe('OR, AND and NOT in the search box', () => {
  it('reads OR as a comma, AND as a space, NOT as a minus', () => {
    expectSameSearch('cleaning OR security', 'cleaning, security');
    expectSameSearch('cleaning NOT schools', 'cleaning -schools');
    expectSameSearch('school AND cleaning', 'school cleaning');
    expectSameSearch('"deep clean" OR window NOT schools', '"deep clean", window -schools');
    expectSameSearch('NOT "window cleaning"', '-"window cleaning"');
    expectSameSearch('roads OR 72000000 OR WAC-7K3M9Q2PXZ', 'roads, 72000000, WAC-7K3M9Q2PXZ');
  });

  it('binds AND tighter than OR, and reads a comma beside OR as OR', () => {
    expectSameSearch('road repair OR bridge AND maintenance', 'road repair, bridge maintenance');
    expectSameSearch('roads, bridges OR tunnels', 'roads, bridges, tunnels');
  });

  it('multiplies out brackets and reads NOT of ORs as several exclusions', () => {
    expectSameSearch(
      '(cleaning OR catering) AND (school OR college)',
      'cleaning school, cleaning college, catering school, catering college',
    );
    expectSameSearch('cleaning NOT (window OR "deep clean")', 'cleaning -window -"deep clean"');
    expectSameSearch('NOT NOT cleaning', 'cleaning');
  });

  it('leaves lower-case or, and, not and operators inside quotes as words', () => {
    expect(rewriteKeywordOperators('cleaning or security')).toBeNull();
    expect(rewriteKeywordOperators('"fish AND chips"')).toBeNull();
    expect(parseKeywordQuery('salt and pepper').terms).toEqual([
      { kind: 'text', words: 'salt and pepper', phrases: [], prefixes: [] },
    ]);
    expectSameSearch('"fish AND chips" OR "rock OR roll"', '"fish AND chips", "rock OR roll"');
  });

  it('notes an operator with nothing to work on, and unpaired brackets', () => {
    expect(parseKeywordQuery('cleaning OR').notes).toEqual([
      { kind: 'operator alone', operator: 'OR' },
    ]);
    expect(parseKeywordQuery('OR').terms).toEqual([]);
    expect(parseKeywordQuery('cleaning NOT').notes).toEqual([
      { kind: 'operator alone', operator: 'NOT' },
    ]);
    expect(parseKeywordQuery('AND cleaning').notes).toEqual([
      { kind: 'operator alone', operator: 'AND' },
    ]);
    const unpaired = parseKeywordQuery('(cleaning OR catering');
    expect(unpaired.terms).toHaveLength(2);
    expect(unpaired.notes).toEqual([{ kind: 'unmatched bracket' }]);
    expect(parseKeywordQuery('cleaning) OR catering').notes).toEqual([
      { kind: 'unmatched bracket' },
    ]);
  });

  it('notes a NOT the exclusions cannot hold instead of guessing', () => {
    const query = parseKeywordQuery('cleaning NOT (school transport)');
    expect(query.terms).toEqual(parseKeywordQuery('cleaning').terms);
    expect(query.exclusions).toEqual([]);
    expect(query.notes).toEqual([{ kind: 'not unsupported', text: 'NOT (school transport)' }]);
  });

  it(`searches at most ${MAX_OPERATOR_ALTERNATIVES} alternatives, and says so`, () => {
    const query = parseKeywordQuery('(a1 OR a2 OR a3) (b1 OR b2 OR b3) (c1 OR c2 OR c3)');
    expect(query.terms).toHaveLength(MAX_OPERATOR_ALTERNATIVES);
    expect(query.notes).toEqual([
      { kind: 'too many alternatives', kept: MAX_OPERATOR_ALTERNATIVES },
    ]);
  });
});

describe('word beginnings and pieces with no word', () => {
  it('reads a trailing star as a prefix, in terms and exclusions', () => {
    expect(parseKeywordQuery('constr* works -demoli*')).toEqual({
      terms: [{ kind: 'text', words: 'works', phrases: [], prefixes: ['constr'] }],
      exclusions: [{ kind: 'prefix', prefix: 'demoli' }],
      notes: [],
    });
    expectSameSearch('constr* NOT demoli*', 'constr* -demoli*');
  });

  it('notes a lone star, punctuation and short prefixes, which are left out', () => {
    expect(parseKeywordQuery('*')).toEqual({
      terms: [],
      exclusions: [],
      notes: [{ kind: 'not a word', text: '*' }],
    });
    expect(parseKeywordQuery('... , cleaning').terms).toHaveLength(1);
    expect(parseKeywordQuery('ab* cleaning').notes).toEqual([
      { kind: 'short prefix', text: 'ab*' },
    ]);
    expect(parseKeywordQuery('"road constr*"').notes).toEqual([{ kind: 'star in phrase' }]);
  });
});

/** Random boxes built twice, with operators and with commas and minuses. */
describe('the operator form equals the comma/minus form (random boxes)', () => {
  const WORDS = ['cleaning', 'road', 'school', 'maint*', '"social value"', 'bridge', '72000000'];
  const pick = <T>(random: () => number, items: readonly T[]) =>
    items[Math.floor(random() * items.length)]!;

  it('agrees on 500 random boxes', () => {
    const random = seededRandom(28);
    for (let round = 0; round < 500; round += 1) {
      const alternatives = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, WORDS)),
      );
      const exclusions = Array.from({ length: Math.floor(random() * 3) }, () =>
        pick(random, ['window', '"deep clean"', 'demoli*']),
      );
      const withOperators = alternatives
        .map((atoms) => atoms.join(random() < 0.5 ? ' AND ' : ' '))
        .join(random() < 0.5 ? ' OR ' : ', ');
      const nots = exclusions.map((atom) => `NOT ${atom}`).join(' ');
      const withCommas = alternatives.map((atoms) => atoms.join(' ')).join(', ');
      const minuses = exclusions.map((atom) => `-${atom}`).join(' ');
      expectSameSearch(`${withOperators} ${nots}`, `${withCommas} ${minuses}`);
      if (exclusions.length > 0)
        expectSameSearch(`${nots} ${withOperators}`, `${minuses} ${withCommas}`);
    }
  });
});
