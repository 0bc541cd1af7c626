import {
  OPPORTUNITY_STATUSES,
  SEARCH_CATEGORIES,
  SEARCH_PAGE_SIZE,
  SEARCH_REGIONS,
  SEARCH_SORTS,
  SEARCH_SOURCE_SYSTEMS,
  SEARCH_STAGES,
  searchQuerySchema,
  searchResponseSchema,
} from '@wac/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { buildTestApp, createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedSampleData } from '../sample-data/seed-sample-data';
import { countFrequentTerms } from './count/search-term-counts';
import {
  FILTER_NAMES,
  FILTER_OF_QUERY_FIELD,
  FILTERS,
  type FilterName,
} from './match/filter-registry';
import { resolveKeywordTsquery } from './match/keyword-resolution';
import { summariseFacetCounts } from './match/search-facets';
import { toSearchFilters } from './match/search-filters';
import { buildSearchConditions } from './search-conditions';

// Issue 33: filters drawn at random FROM THE REGISTRY (match/filter-registry.ts), each with the
// query fields that set it. Whatever the combination, the API's total and facets (through every
// count source: running counts, counts memo, count cache; with the cache on and off) equal a
// plain count of the rows the search's conditions match, and paging through the results lists
// exactly that many distinct rows. A filter the running counts did not know about (ADR 0181's
// bug class: the right page with a wrong total) fails here.

type QueryParts = [field: keyof typeof FILTER_OF_QUERY_FIELD, value: string][];

let testApp: TestApp;
let cacheOff: FastifyInstance;
let words: string[] = [];

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const list = <T extends string>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 1, maxLength: 2 }).map((picked) => picked.join(','));

/** How a filter is drawn: a Record over every filter, so a new one does not compile without. */
function drawers(): Record<FilterName, fc.Arbitrary<QueryParts>> {
  const word = fc.constantFrom(...words);
  return {
    keywords: fc.oneof(
      word.map((one): QueryParts => [['q', one]]),
      fc.tuple(word, word).map(([a, b]): QueryParts => [['q', `${a}, ${b}`]]),
      fc.tuple(word, word).map(([a, b]): QueryParts => [['q', `${a} -${b}`]]),
      fc.tuple(word, word).map(([a, b]): QueryParts => [['q', `"${a} ${b}"`]]),
      word.map((one): QueryParts => [['q', `-${one}`]]),
      fc.constantFrom<QueryParts>([['q', '45000000']], [['q', 'servic*']]),
    ),
    sourceSystems: list(SEARCH_SOURCE_SYSTEMS).map(
      (value): QueryParts => [['source_system', value]],
    ),
    stages: list(SEARCH_STAGES).map((value): QueryParts => [['stage', value]]),
    categories: list(SEARCH_CATEGORIES).map((value): QueryParts => [['category', value]]),
    regions: list(SEARCH_REGIONS).map((value): QueryParts => [['region', value]]),
    status: list(OPPORTUNITY_STATUSES).map((value): QueryParts => [['status', value]]),
    releaseDate: fc
      .tuple(fc.integer({ min: -400, max: -10 }), fc.integer({ min: 0, max: 200 }))
      .map(
        ([from, span]): QueryParts => [
          ['release_date_from', day(from)],
          ['release_date_to', day(from + span)],
        ],
      ),
    deadline: fc.tuple(fc.integer({ min: -60, max: 0 }), fc.integer({ min: 1, max: 90 })).map(
      ([from, to]): QueryParts => [
        ['deadline_from', day(from)],
        ['deadline_to', day(to)],
      ],
    ),
    deadlineWindow: fc
      .constantFrom('7D', '30D', '2-3W')
      .map((value): QueryParts => [['deadline_filter', value]]),
    awardDate: fc.tuple(fc.integer({ min: -700, max: -30 }), fc.integer({ min: 0, max: 400 })).map(
      ([from, span]): QueryParts => [
        ['award_date_from', day(from)],
        ['award_date_to', day(from + span)],
      ],
    ),
    value: fc.oneof(
      fc.constantFrom(10_000, 100_000, 1_000_000).map((v): QueryParts => [['value_from', `${v}`]]),
      fc.constantFrom(50_000, 500_000).map((v): QueryParts => [['value_to', `${v}`]]),
    ),
    buyerName: fc
      .constantFrom('council', 'NHS', 'university', 'zz_none%')
      .map((value): QueryParts => [['buyer_name', value]]),
    cpvCodes: fc
      .tuple(fc.constantFrom('45000000', '72000000', '79000000', '90910000'), fc.boolean())
      .map(
        ([code, sub]): QueryParts => [
          ['cpv_codes', code],
          ['include_sub_cpv', String(sub)],
        ],
      ),
    locationKeywords: fc
      .constantFrom('Leeds', 'Wales', 'London', 'Scotland')
      .map((value): QueryParts => [['location', value]]),
    includeDocuments: fc.oneof(
      word.map(
        (one): QueryParts => [
          ['q', one],
          ['include_documents', 'true'],
        ],
      ),
      fc.tuple(word, word).map(
        ([a, b]): QueryParts => [
          ['q', `${a} -${b}`],
          ['include_documents', 'true'],
        ],
      ),
    ),
  };
}

/** One to three filters, named from the registry, each drawn its own way, and a sort. */
function searches() {
  const draw = drawers();
  return fc
    .tuple(
      fc.subarray(FILTER_NAMES, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...SEARCH_SORTS),
    )
    .chain(([names, sort]) =>
      fc
        .tuple(...names.map((name) => draw[name]))
        .map((parts) => ({ names, query: toQuery([...parts.flat(), ['sort' as never, sort]]) })),
    );
}

const toQuery = (parts: QueryParts) =>
  parts.map(([field, value]) => `${field}=${encodeURIComponent(value)}`).join('&');

async function plainCount(query: string) {
  const filters = toSearchFilters(
    searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  );
  const pool = testApp.database.pool;
  const resolved = await resolveKeywordTsquery(pool, filters);
  const conditions = buildSearchConditions(filters, { resolved: resolved ?? undefined });
  const { rows } = await pool.query<{ facet_key: number; doc_count: number }>(
    `SELECT s.facet_key, count(*)::int AS doc_count FROM opportunity_search s
      WHERE ${conditions.where} GROUP BY s.facet_key`,
    conditions.params.values,
  );
  return summariseFacetCounts(rows);
}

// Document search needs its plan (ADR 0241): every request goes as a Professional user.
let headers: { authorization: string };

async function search(app: FastifyInstance, query: string) {
  const response = await app.inject({ url: `/api/search/?${query}`, headers });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return searchResponseSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  cacheOff = (
    await buildTestApp(testApp.database.pool, {
      SEARCH_COUNT_CACHE: 'false',
      SEARCH_PAGE_CACHE_MB: '0',
    })
  ).app;
  const pool = testApp.database.pool;
  await seedSampleData(pool, { count: 600, seed: 33 });
  await pool.query('ANALYZE opportunity_search');
  // Running counts for the common words and CPV codes, as the nightly job keeps them at scale.
  await countFrequentTerms(pool, { minDocuments: 40 });
  const { rows } = await pool.query<{ word: string }>(
    `SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title) FROM opportunities$$)
      WHERE word ~ '^[a-z]{4,}$' ORDER BY ndoc DESC, word LIMIT 30`,
  );
  words = rows.map((row) => row.word);
  headers = (await createUser(pool, { tier: 'professional' })).authHeader;
  await seedDocumentPages(pool, words);
}, 180_000);

/**
 * Pages for "Include documents": every 7th opportunity gets a document whose one page holds two
 * of the common words (often ones its notice lacks), every 11th a zip holding such a page.
 */
async function seedDocumentPages(pool: TestApp['database']['pool'], pageWords: string[]) {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM opportunities ORDER BY id');
  for (const [index, row] of rows.entries()) {
    if (index % 7 !== 0 && index % 11 !== 0) continue;
    const text = `${pageWords[index % pageWords.length]} and ${pageWords[(index * 3) % pageWords.length]}`;
    const hash = `h${index}`;
    await pool.query(
      `INSERT INTO document_files (content_hash, byte_size, extraction_status) VALUES ($1, 1, 'extracted')`,
      [hash],
    );
    await pool.query(
      'INSERT INTO document_pages (content_hash, page_no, text) VALUES ($1, 1, $2)',
      [hash, text],
    );
    let linked = hash;
    if (index % 11 === 0) {
      linked = `z${index}`;
      await pool.query(
        `INSERT INTO document_files (content_hash, byte_size, extraction_status) VALUES ($1, 1, 'extracted')`,
        [linked],
      );
      await pool.query(
        'INSERT INTO document_file_members (zip_hash, inner_path, member_hash) VALUES ($1, $2, $3)',
        [linked, 'a/b.pdf', hash],
      );
    }
    await pool.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
       VALUES ($1, $2, 'doc.pdf', $3, 'fetched')`,
      [row.id, `https://example.gov.uk/${index}`, linked],
    );
  }
}
afterAll(async () => {
  await cacheOff?.close();
  await testApp?.close();
});

describe('filters drawn from the registry', () => {
  it('draw every query field the contract filters by', () => {
    const drawn = new Set<string>();
    fc.sample(searches(), { numRuns: 400, seed: 7 }).forEach(({ query }) => {
      for (const field of new URLSearchParams(query).keys()) drawn.add(field);
    });
    expect([...drawn].filter((field) => field !== 'sort').sort()).toEqual(
      Object.keys(FILTER_OF_QUERY_FIELD).sort(),
    );
    expect(FILTER_NAMES).toEqual(Object.keys(FILTERS));
  });

  it('count exactly the rows they match, and paging lists each of them once', async () => {
    await fc.assert(
      fc.asyncProperty(searches(), async ({ query }) => {
        const expected = await plainCount(query);
        for (const app of [testApp.app, testApp.app, cacheOff]) {
          const body = await search(app, query);
          expect(body.total, query).toBe(expected.total);
          expect(body.aggregations, query).toEqual(expected.aggregations);
          const counted = await app.inject({
            url: `/api/search/?${query}&count_only=true`,
            headers,
          });
          expect(counted.json(), query).toEqual({ total: expected.total });
        }
        // Paging agrees: up to five pages hold each match once (and the page after the last,
        // when it is among them, holds none).
        const pages = Math.min(Math.ceil(expected.total / SEARCH_PAGE_SIZE) + 1, 5);
        const ids: string[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const body = await search(testApp.app, `${query}&page=${page}`);
          expect(body.total, query).toBe(expected.total);
          ids.push(...body.results.map((result) => result.id));
        }
        expect(new Set(ids).size, query).toBe(ids.length);
        expect(ids.length, query).toBe(Math.min(expected.total, pages * SEARCH_PAGE_SIZE));
      }),
      { numRuns: 40, seed: 33, endOnFailure: true },
    );
  }, 600_000);
});
