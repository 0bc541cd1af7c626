import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { buildKeywordPartsQuery, composeKeywordTsquery } from './keyword-tsquery';

/**
 * The stored phrase pairs (ADR 0024) must answer a phrase exactly as Postgres's own phrase query
 * does: a pair must never stand for words further apart, in another order or with another gap.
 * Any change to how pairs are stored or asked for (their form, their gaps, their encoding on
 * disk, issue 36) has to keep every phrase here giving the same notices both ways.
 */

let database: TestDatabase;
const ids = new Map<string, number>();

const NOTICES: Record<string, { title: string; description?: string; buyer?: string }> = {
  adjacent: { title: 'Social value in catering' },
  apart: { title: 'Social care with added value' },
  reversed: { title: 'Best value social housing' },
  stopWordBetween: { title: 'Health and safety training' },
  wordBetween: { title: 'Health record safety audit' },
  twoStopWords: { title: 'Health of the safety team' },
  threeWords: { title: 'Road maintenance services for the county' },
  threeWordsSplit: { title: 'Road maintenance and cleaning services' },
  // The title, then the names, then the description: "social" ends the title, "value" opens the
  // description, but the buyer's name lies between them.
  acrossFields: { title: 'Catering for schools social', description: 'Value of meals' },
  titleThenBuyer: { title: 'Grants for health', buyer: 'Safety First Council' },
  inBuyer: { title: 'Grounds work', buyer: 'Social Value Trust' },
  repeated: { title: 'Social social value value' },
};

const PHRASES = [
  '"social value"',
  '"value social"',
  '"health and safety"',
  '"health safety"',
  '"road maintenance services"',
  '"maintenance services"',
  '"road maintenance cleaning"',
  '"social value trust"',
  '"social value" -"added value"',
  '"social value", "health and safety"',
  '"grants for health safety"',
];

/** Phrases whose words are further apart than any stored pair: Postgres's phrase, no pairs. */
const BEYOND_PAIRS = ['"health of the safety"'];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, notice] of Object.entries(NOTICES)) {
    const created = await createOpportunity(database.pool, {
      title: notice.title,
      description: notice.description ?? null,
      buyer_name: notice.buyer ?? 'Anytown Council',
    });
    ids.set(name, created.id);
  }
});
afterAll(async () => {
  await database.close();
});

const nameOf = (id: number) => [...ids].find(([, known]) => known === id)?.[0] ?? String(id);

/** The notices a tsquery text (with an optional exclusion) finds in the search copy. */
async function matching(query: string, exclusion: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ opportunity_id: string }>(
    `SELECT opportunity_id FROM opportunity_search
      WHERE search_vector @@ $1::tsquery
        AND ($2 = '' OR NOT search_vector @@ $2::tsquery)`,
    [query, exclusion],
  );
  return rows.map((row) => nameOf(Number(row.opportunity_id))).sort();
}

async function composed(keywords: string) {
  const parts = buildKeywordPartsQuery({ keywords });
  if (!parts) throw new Error(`no parts for ${keywords}`);
  const { rows } = await database.pool.query<{ parts: string[] }>(parts.sql, parts.params);
  return composeKeywordTsquery(rows[0]?.parts ?? [], parts.layout, parts.exclusionLayout);
}

describe('phrase pairs', () => {
  it('find exactly the notices Postgres finds by the phrase itself', async () => {
    for (const phrase of PHRASES) {
      const query = await composed(phrase);
      expect(query.text, phrase).not.toBe(query.plain);
      expect(await matching(query.text, query.exclusion), phrase).toEqual(
        await matching(query.plain, query.plainExclusion),
      );
    }
    for (const phrase of BEYOND_PAIRS) {
      const query = await composed(phrase);
      expect(query.text, phrase).toBe(query.plain);
      expect(await matching(query.text, query.exclusion), phrase).toEqual(['twoStopWords']);
    }
  });

  it('never match words apart, reversed or with another gap', async () => {
    const found = async (phrase: string) => {
      const query = await composed(phrase);
      return matching(query.text, query.exclusion);
    };
    expect(await found('"social value"')).toEqual(['adjacent', 'inBuyer', 'repeated']);
    expect(await found('"value social"')).toEqual(['reversed']);
    // A stop word keeps its place: "health and safety" is health, one word, then safety.
    expect(await found('"health and safety"')).toEqual(['stopWordBetween', 'wordBetween']);
    expect(await found('"health safety"')).toEqual(['titleThenBuyer']);
    expect(await found('"road maintenance services"')).toEqual(['threeWords']);
    expect(await found('"road maintenance cleaning"')).toEqual([]);
    // Fields follow each other: the title's last word, then the buyer's first.
    expect(await found('"grants for health safety"')).toEqual(['titleThenBuyer']);
  });
});
