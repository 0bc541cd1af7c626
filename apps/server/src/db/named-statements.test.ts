import { describe, expect, it } from 'vitest';
import { MAX_NAMED_TEXTS, namedTextCount, sendUnnamed, statementFor } from './named-statements';
import type { Queryable } from './pool';

// The names of ADR 0369: one per text, at most MAX_NAMED_TEXTS texts per process, none for a
// pool told to send its statements unnamed.

const db = { query: () => undefined } as unknown as Queryable;

describe('statementFor', () => {
  it('names a text the same every time, from its text alone', () => {
    const first = statementFor(db, 'SELECT $1::int AS one', [1]);
    const again = statementFor(db, 'SELECT $1::int AS one', [2]);
    expect(first.name).toMatch(/^wac_[0-9a-f]{24}$/);
    expect(again).toEqual({ name: first.name, text: 'SELECT $1::int AS one', values: [2] });
    expect(statementFor(db, 'SELECT $1::int AS two', [1]).name).not.toBe(first.name);
  });

  it('stops naming new texts at the cap, keeping the names it gave', () => {
    const kept = statementFor(db, 'SELECT 0', []).name;
    for (let index = 0; namedTextCount() < MAX_NAMED_TEXTS; index += 1)
      statementFor(db, `SELECT ${index + 1}`, []);
    expect(statementFor(db, 'SELECT -1', [])).toEqual({ text: 'SELECT -1', values: [] });
    expect(namedTextCount()).toBe(MAX_NAMED_TEXTS);
    expect(statementFor(db, 'SELECT 0', []).name).toBe(kept);
  });

  it("names nothing the caller's rule keeps unnamed", () => {
    expect(statementFor(db, 'SELECT 1', [], { isNamed: false })).toEqual({
      text: 'SELECT 1',
      values: [],
    });
  });

  it('names nothing for a pool or client sent unnamed', () => {
    const plain = { query: () => undefined } as unknown as Queryable;
    sendUnnamed(plain);
    expect(statementFor(plain, 'SELECT 0', [])).toEqual({ text: 'SELECT 0', values: [] });
  });
});
