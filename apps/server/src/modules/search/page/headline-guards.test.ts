import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { seededRandom } from '../../../../test/helpers/seeded-random';
import { withTransaction } from '../../../db/pool';
import { noHooks } from '../../ingest/ingest-hooks';
import { storeReleases } from '../../ingest/store-releases';
import { hasSamples, loadSampleReleases } from '../../ingest/testing/sample-releases';
import { SqlParams } from '../match/search-sql';
import { cardHeadlineColumns, queryOperands, titleHeadlineGuard } from './headline-guards';
import { MATCH_END, MATCH_START, toHighlightSegments } from './search-highlights';

/**
 * ADR 0321: a card's title highlight with the guard is the same as without, for every row (not
 * only the matching ones) and every kind of keyword, over the real sample notices and generated
 * texts built to reach each case the guard must read as before.
 */

const random = seededRandom(36_321);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const WORDS = [
  'bridge',
  'bridges',
  'bridging',
  'road',
  'roads',
  'roadside',
  'run',
  'running',
  'runner',
  'clean',
  'cleaning',
  'cleaners',
  'social',
  'value',
  'health',
  'safety',
  'the',
  'of',
  'and',
  'school',
  'schools',
  'catering',
  'cater',
  'care',
  'careers',
  'win',
  'winter',
  'gritting',
  'grit',
  'well-being',
  'e-learning',
  'co-operative',
  '2026',
  'A1',
  'M25',
  'x',
  'example.com',
  'info@example.org',
  'https://example.net/tender',
  'café',
  'naïve',
];
const sentence = (count: number) =>
  Array.from({ length: count }, () => pick(WORDS)).join(pick([' ', ' ', ', ', '. ', ' - ']));

/** Texts that reach the guards' fall-backs, and texts of every shape besides. */
function generatedRows() {
  const rows: {
    title: string;
    buyer: string | null;
    suppliers: string;
    description: string | null;
  }[] = [];
  for (let i = 0; i < 160; i += 1) {
    rows.push({
      title: sentence(1 + Math.floor(random() * 12)),
      buyer: random() < 0.2 ? null : sentence(1 + Math.floor(random() * 4)),
      suppliers: random() < 0.7 ? '' : sentence(1 + Math.floor(random() * 6)),
      description: random() < 0.1 ? null : sentence(Math.floor(random() * 120)),
    });
  }
  const words = (word: string, count: number) => Array(count).fill(word).join(' ');
  rows.push(
    // More of one word than a vector keeps positions for.
    { title: words('bridge', 300), buyer: null, suppliers: '', description: 'Bridge repairs' },
    // A marker joins two halves into a word the vector does not hold.
    {
      title: `Bri${MATCH_START}dge works`,
      buyer: null,
      suppliers: '',
      description: `Ro${MATCH_END}ad`,
    },
    // A word too long for the vector.
    {
      title: `bridge${'s'.repeat(2100)}`,
      buyer: null,
      suppliers: '',
      description: `road${'s'.repeat(2100)}`,
    },
  );
  return rows;
}

/** Keywords of every kind, as Postgres prints them: words, beginnings, phrases, or, not. */
async function queries(database: TestDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT search_vector FROM opportunity_search')
      WHERE word NOT LIKE '% %' ORDER BY word`,
  );
  const lexemes = rows.map((row) => row.word);
  const quoted = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;
  const term = (): string => {
    const lexeme = pick(lexemes);
    const kind = random();
    if (kind < 0.4) return quoted(lexeme);
    if (kind < 0.6) return `${quoted(lexeme.slice(0, 1 + Math.floor(random() * lexeme.length)))}:*`;
    return `${quoted(lexeme)} <${1 + Math.floor(random() * 2)}> ${quoted(pick(lexemes))}`;
  };
  const texts = new Set(["'bridg'", "'road'", "'runn':*", "'bridg' <-> 'work'", "'x'"]);
  while (texts.size < 220) {
    const shape = random();
    if (shape < 0.4) texts.add(term());
    else if (shape < 0.65) texts.add(`${term()} | ${term()}`);
    else if (shape < 0.85) texts.add(`${term()} & !${term()}`);
    else texts.add(`( ${term()} | ${term()} ) & ${term()}`);
  }
  // Each read back as Postgres prints it, as the search hands it to the highlight.
  const printed = await database.pool.query<{ text: string }>(
    'SELECT q::text AS text FROM unnest($1::tsquery[]) AS q',
    [[...texts]],
  );
  return printed.rows.map((row) => row.text).filter((text) => text !== '');
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  if (hasSamples) {
    for (const source of ['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales'] as const) {
      await withTransaction(database.pool, (client) =>
        storeReleases(client, source, loadSampleReleases(source), undefined, { hooks: noHooks }),
      );
    }
  }
  for (const row of generatedRows()) {
    const { id } = await createOpportunity(database.pool, {
      title: row.title,
      buyer_name: row.buyer,
      description: row.description,
    });
    await database.pool.query('UPDATE opportunities SET supplier_text = $2 WHERE id = $1', [
      id,
      row.suppliers,
    ]);
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('queryOperands', () => {
  it('reads every word of a printed tsquery, and nothing it does not know', () => {
    expect(queryOperands("( 'social' <-> 'valu' ) & 'gabion':* | !'o''neil'")).toEqual([
      "'social'",
      "'valu'",
      "'gabion':*",
      "'o''neil'",
    ]);
    expect(queryOperands("'road':A")).toBeNull();
    expect(queryOperands('road')).toBeNull();
    expect(queryOperands('')).toBeNull();
  });
});

describe('the guarded title headline', () => {
  it('give every row the same title highlight as ts_headline run on every row', async () => {
    let skipped = 0;
    let skippedMatches = 0;
    for (const text of await queries(database)) {
      const params = new SqlParams();
      const highlight = `${params.add(text)}::tsquery`;
      const guard = titleHeadlineGuard(text, params);
      expect(guard, text).not.toBeNull();
      const before = cardHeadlineColumns(highlight, null, params);
      const after = cardHeadlineColumns(highlight, guard, params);
      const { rows } = await database.pool.query<Record<string, string | null | boolean>>(
        `SELECT ${before.titleMarked} AS title_before, ${after.titleMarked} AS title_after,
                ps.search_vector @@ ${highlight} AS matches,
                -- The description's columns, unchanged, only for their parameters' types.
                CASE WHEN FALSE THEN ${before.fragmentMarked} || ${after.fragmentMarked} END
           FROM opportunities o JOIN opportunity_search ps ON ps.opportunity_id = o.id`,
        params.values,
      );
      for (const row of rows) {
        const before = row.title_before as string | null;
        const after = row.title_after as string | null;
        expect(toHighlightSegments(after), text).toEqual(toHighlightSegments(before));
        if (after === null && before !== null) {
          skipped += 1;
          if (row.matches) skippedMatches += 1;
        }
      }
    }
    // The guard does skip, on matching rows too (a page's rows): the point of it.
    expect(skipped).toBeGreaterThan(1_000);
    expect(skippedMatches).toBeGreaterThan(100);
  }, 300_000);
});
