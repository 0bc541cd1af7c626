import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import {
  estimateKeywordMatches,
  type LexemeFigures,
  lexemeFigures,
} from './keyword-match-estimate';
import {
  testsValueRangeOnCandidates,
  WIDE_VALUE_RANGE_MAX_CANDIDATES,
  WIDE_VALUE_RANGE_SHARE,
} from './planner-hints';

const figures: LexemeFigures = {
  documents: new Map([
    ['clean', 40_000],
    ['servic', 300_000],
    ['window', 9_000],
    ["o'brien", 8_000],
  ]),
  rareAtMost: 7_800,
};

describe('estimateKeywordMatches', () => {
  it('bounds ANDed lexemes and phrases by the rarest of them', () => {
    expect(estimateKeywordMatches("'clean' & 'servic'", figures)).toBe(40_000);
    expect(estimateKeywordMatches("'clean' <-> 'window'", figures)).toBe(9_000);
    expect(estimateKeywordMatches("'servic' & 'o''brien'", figures)).toBe(8_000);
  });

  it('takes a lexeme the statistics do not list as at most their rarest', () => {
    expect(estimateKeywordMatches("'servic' & 'gritting'", figures)).toBe(7_800);
  });

  it('passes over negated and prefix lexemes, and sums alternatives', () => {
    expect(estimateKeywordMatches("'servic' & !'clean'", figures)).toBe(300_000);
    expect(estimateKeywordMatches("'clean' & 'servic':*", figures)).toBe(40_000);
    expect(estimateKeywordMatches("'servic':*", figures)).toBeUndefined();
    expect(estimateKeywordMatches("'window' | 'clean' & 'servic'", figures)).toBe(49_000);
  });

  it('gives up on nesting and without figures', () => {
    expect(estimateKeywordMatches("( 'clean' | 'window' ) & 'servic'", figures)).toBeUndefined();
    expect(estimateKeywordMatches("'clean'", null)).toBeUndefined();
  });
});

describe('testsValueRangeOnCandidates (ADR 0131, 0133)', () => {
  const wide = WIDE_VALUE_RANGE_SHARE;
  it('tests a wide range on a small keyword candidates, and indexes it otherwise', () => {
    expect(testsValueRangeOnCandidates(true, wide, 9_000)).toBe(true);
    expect(testsValueRangeOnCandidates(true, wide, undefined)).toBe(true);
    expect(testsValueRangeOnCandidates(true, wide, WIDE_VALUE_RANGE_MAX_CANDIDATES)).toBe(false);
    expect(testsValueRangeOnCandidates(true, wide, Number.POSITIVE_INFINITY)).toBe(false);
    expect(testsValueRangeOnCandidates(true, wide / 2, 9_000)).toBe(false);
    expect(testsValueRangeOnCandidates(false, wide, 9_000)).toBe(false);
  });
});

describe('lexemeFigures', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 40; i += 1) {
      await createOpportunity(database.pool, { title: `Winter gritting lot ${i}` });
    }
    await database.pool.query('ANALYZE opportunity_search');
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads the search vectors' common lexemes with their rows", async () => {
    const read = await lexemeFigures(database.pool);
    expect(read?.documents.get('grit')).toBeCloseTo(40, 0);
    expect(read?.rareAtMost).toBeGreaterThan(0);
  });
});
