import type { Pool } from '../../src/db/pool';

/**
 * The fixed request mix of `npm run bench:search` (issue 4). Each class rotates through a few
 * variants so a class is not one query answered from warm caches over and over; the variants
 * are fixed, so two runs send the same requests in the same order.
 */
export type QueryClass = { name: string; queries: string[] };

const BROAD_WORDS = ['maintenance', 'equipment', 'digital', 'support', 'care'];
const WORD_PAIRS = [
  'cleaning services',
  'software licences',
  'road repair',
  'medical equipment',
  'training courses',
];
const PHRASES = [
  '"social value"',
  '"health and safety"',
  '"repair and maintenance"',
  '"site visit"',
];
const ALTERNATIVES = [
  'cleaning, catering, security',
  'software, hardware',
  'roads, bridges',
  'furniture, stationery, printing',
];
const REGIONS = ['UKI', 'UKJ', 'UKD', 'UKM', 'UKE'];
const CPV_DIVISIONS = ['72000000', '45000000', '33000000', '79000000', '90000000'];
const BUYERS = [
  'Leeds City Council',
  'Ministry of Defence',
  'NHS Kent Integrated Care Board',
  'University of Glasgow',
  'Cardiff College',
];

/** Kept words minus a trade the user does not do, as bid managers narrow a broad word. */
const EXCLUSIONS = [
  'cleaning -window',
  'maintenance -vehicles',
  'software -licences',
  'equipment -medical',
  'furniture, stationery -printing',
];

const encode = (text: string) => encodeURIComponent(text);

/**
 * Best Match (issue 18) beside each keyword class: the same variants with `sort=relevance`, the
 * sort a user picks after typing words.
 */
function withBestMatch(classes: QueryClass[]): QueryClass[] {
  const keywordClasses = new Set([
    'broad one-word keyword',
    'two words + four filters',
    'phrase',
    'comma alternatives',
    'keyword with exclusion',
  ]);
  return [
    ...classes,
    ...classes
      .filter((queryClass) => keywordClasses.has(queryClass.name))
      .map((queryClass) => ({
        name: `${queryClass.name}, Best Match`,
        queries: queryClass.queries.map((query) => `${query}&sort=relevance`),
      })),
  ];
}

/**
 * Only the classes whose names hold one of BENCH_CLASSES's comma-separated fragments (any case),
 * e.g. `BENCH_CLASSES="best match"`; every class when it is unset.
 */
export function selectClasses(classes: QueryClass[], selection: string | undefined): QueryClass[] {
  const fragments = (selection ?? '')
    .split(',')
    .map((fragment) => fragment.trim().toLowerCase())
    .filter(Boolean);
  if (fragments.length === 0) return classes;
  return classes.filter((queryClass) =>
    fragments.some((fragment) => queryClass.name.toLowerCase().includes(fragment)),
  );
}

/** The twelve classes and their Best Match variants; `wacIds` are real IDs from the database. */
export function buildQueryMix(wacIds: string[]): QueryClass[] {
  return withBestMatch([
    { name: 'broad one-word keyword', queries: BROAD_WORDS.map((word) => `q=${word}`) },
    {
      name: 'two words + four filters',
      queries: WORD_PAIRS.map(
        (pair, index) =>
          `q=${encode(pair)}&stage=tender&region=${REGIONS[index]}&category=services&value_from=50000`,
      ),
    },
    { name: 'phrase', queries: PHRASES.map((phrase) => `q=${encode(phrase)}`) },
    { name: 'comma alternatives', queries: ALTERNATIVES.map((terms) => `q=${encode(terms)}`) },
    {
      name: 'filters only, page 50',
      queries: REGIONS.map(
        (region) => `region=${region}&category=services&value_from=100000&page=50`,
      ),
    },
    { name: 'CPV subtree', queries: CPV_DIVISIONS.map((code) => `cpv_codes=${code}`) },
    { name: 'buyer name', queries: BUYERS.map((buyer) => `buyer_name=${encode(buyer)}`) },
    {
      name: 'count_only',
      queries: BROAD_WORDS.map(
        (word, index) => `q=${word}&region=${REGIONS[index]}&value_from=10000&count_only=true`,
      ),
    },
    {
      name: 'keyword sorted by value',
      queries: ['software', 'cleaning', 'construction', 'vehicles', 'catering'].map(
        (word) => `q=${word}&sort=value-desc`,
      ),
    },
    { name: 'WAC ID', queries: wacIds.map((wacId) => `q=${wacId}`) },
    {
      // "Open for bids only" (issue 17) alone and with the filters it is most often used with.
      name: 'status=open',
      queries: [
        'status=open',
        'status=open&region=UKI',
        'q=maintenance&status=open',
        'status=open&cpv_codes=72000000',
        'status=open&category=works&value_from=100000',
      ],
    },
    { name: 'keyword with exclusion', queries: EXCLUSIONS.map((q) => `q=${encode(q)}`) },
  ]);
}

/**
 * Best Match searches a user can type that cost the walk the most (ADR 0100): the commonest word
 * alone, two and three very common words, a phrase of common words, alternatives of several
 * words, several words with an exclusion or a filter that few of their strongest rows pass, and
 * three alternatives matching most rows, and a phrase whose few matches lie thinly over its words'
 * cells (the walk gives up and every match is scored, ADR 0120). Kept apart from `buildQueryMix`, whose classes other
 * benchmarks (bench:jit, bench:load) replay.
 */
const BEST_MATCH_WORST_CASES = [
  'q=services',
  'q=maintenance%20services',
  'q=support%20services%20management',
  `q=${encode('"the provision of"')}`,
  `q=${encode('road repair, bridge maintenance')}`,
  `q=${encode('cleaning services -window')}`,
  'q=maintenance%20services&category=works',
  `q=${encode('services, supplies, works')}`,
  `q=${encode('"road repair"')}`,
];

/**
 * The worst cases twice: newest first shows what the exact total costs alone (a count of the
 * matching rows when no running count or cached count answers it), Best Match adds the ranking.
 */
export function buildBestMatchWorstCases(): QueryClass[] {
  return [
    { name: 'worst cases, newest first', queries: BEST_MATCH_WORST_CASES },
    {
      name: 'worst cases, Best Match',
      queries: BEST_MATCH_WORST_CASES.map((query) => `${query}&sort=relevance`),
    },
  ];
}

/** A few real WAC IDs spread over the table, for the WAC ID class. */
export async function pickWacIds(pool: Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ wac_id: string }>(
    `SELECT wac_id FROM opportunities
      WHERE id IN (SELECT (g * (SELECT max(id) FROM opportunities) / ($1::int + 1))::bigint
                     FROM generate_series(1, $1::int) AS g)`,
    [count],
  );
  return rows.map((row) => row.wac_id);
}
