import { SEARCH_REGIONS } from '@wac/contract';
import { seededRandom } from '../../src/shared/seeded-random';
import type { BenchVocabulary } from '../bench-search/vocabulary';
import type { WordCount } from './word-counts';

/**
 * Fresh queries for the peer benchmark and the fresh-query load (issue 36): drawn at random from
 * the vocabulary the rows were generated from, by a seeded generator, so each run asks queries no
 * earlier run asked (unless BENCH_SEED repeats one) and no cache could hold them. Each query is
 * written twice: as a user types it into WAC's box, and as the same search in FTS5's language
 * (words ANDed, quoted words, OR, NOT, `word*`). Filters are WAC's query parameters and the same
 * tests on the peer's `facts` table.
 */
export type FreshSort = 'relevance' | 'newest';
export type FreshFilters = { region: string; regionBit: number; valueFrom: number; stage: 2 | 3 };
export type FreshQuery = { keywords: string; fts5: string; filters: FreshFilters | null };
export type FreshClass = { name: string; sort: FreshSort; queries: FreshQuery[] };

type Draw = { pick<T>(items: readonly T[]): T; random: () => number };

/** Counts a FTS5 query's matches (the generator's only look at the data, before any timing). */
export type PeerCounter = (fts5: string) => number;

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(' ');

/**
 * `size` words each held by at least `common` rows but held together by few (at most `together`
 * rows, at least one): the searches that are cheap to answer from one word's list and costly to
 * rank by each word's. The best of 300 draws when none is that rare.
 */
function rareTogether(
  draw: Draw,
  common: readonly string[],
  size: number,
  together: number,
  countPeer: PeerCounter,
): string[] {
  let best: { words: string[]; total: number } | null = null;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const words = [...new Set(Array.from({ length: size }, () => draw.pick(common)))];
    if (words.length < size) continue;
    const total = countPeer(quoted(words));
    if (total === 0) continue;
    if (!best || total < best.total) best = { words, total };
    if (total <= together) break;
  }
  return best?.words ?? common.slice(0, size);
}

/** Two neighbouring words of a CPV label or a sentence that both engines find at least once. */
function phrase(draw: Draw, texts: readonly string[], countPeer: PeerCounter): string[] {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const words = draw
      .pick(texts)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3);
    if (words.length < 2) continue;
    const start = Math.floor(draw.random() * (words.length - 1));
    const pair = words.slice(start, start + 2);
    if (countPeer(`"${pair.join(' ')}"`) > 0) return pair;
  }
  throw new Error('no phrase of the vocabulary is found in the index');
}

/**
 * `perClass` queries of every class, for each of Best Match and newest first. Common words are
 * held by at least 1% of rows, rare ones by at most 0.05% (and at least one row).
 */
export function buildFreshClasses(options: {
  seed: number;
  perClass: number;
  rows: number;
  words: readonly WordCount[];
  vocabulary: BenchVocabulary;
  countPeer: PeerCounter;
}): FreshClass[] {
  const random = seededRandom(options.seed);
  const draw: Draw = {
    random,
    pick: (items) => items[Math.floor(random() * items.length)]!,
  };
  const common = options.words
    .filter((word) => word.documents >= options.rows * 0.01)
    .map((word) => word.word);
  const rare = options.words
    .filter((word) => word.documents >= 1 && word.documents <= Math.max(3, options.rows * 0.0005))
    .map((word) => word.word);
  const texts = [...options.vocabulary.cpvLabels, ...options.vocabulary.sentences];
  const together = Math.max(5, options.rows * 0.001);
  const used = new Set<string>();
  /** A query not drawn before in this run (each is asked once). */
  const fresh = (make: () => FreshQuery): FreshQuery => {
    for (;;) {
      const query = make();
      const key = `${query.keywords}|${JSON.stringify(query.filters)}`;
      if (!used.has(key)) {
        used.add(key);
        return query;
      }
    }
  };
  const word = (list: readonly string[]) => (): FreshQuery => {
    const picked = draw.pick(list);
    return { keywords: picked, fts5: `"${picked}"`, filters: null };
  };
  const makers: Record<string, () => FreshQuery> = {
    'common word': word(common),
    'rare word': word(rare),
    'two words, rare together': () => {
      const words = rareTogether(draw, common, 2, together, options.countPeer);
      return { keywords: words.join(' '), fts5: quoted(words), filters: null };
    },
    'three words, rare together': () => {
      const words = rareTogether(draw, common, 3, together, options.countPeer);
      return { keywords: words.join(' '), fts5: quoted(words), filters: null };
    },
    phrase: () => {
      const words = phrase(draw, texts, options.countPeer);
      return { keywords: `"${words.join(' ')}"`, fts5: `"${words.join(' ')}"`, filters: null };
    },
    'comma alternatives': () => {
      const a = draw.pick(common);
      const b = draw.pick(common.filter((other) => other !== a));
      return { keywords: `${a}, ${b}`, fts5: `"${a}" OR "${b}"`, filters: null };
    },
    exclusion: () => {
      const a = draw.pick(common);
      const b = draw.pick(common.filter((other) => other !== a));
      return { keywords: `${a} -${b}`, fts5: `"${a}" NOT "${b}"`, filters: null };
    },
    'word beginning': () => {
      const picked = draw.pick(common.filter((candidate) => candidate.length >= 6));
      const prefix = picked.slice(0, 4 + Math.floor(random() * 2));
      return { keywords: `${prefix}*`, fts5: `${prefix}*`, filters: null };
    },
    'word + filters': () => {
      const picked = draw.pick(common);
      const regionIndex = Math.floor(random() * SEARCH_REGIONS.length);
      return {
        keywords: picked,
        fts5: `"${picked}"`,
        filters: {
          region: SEARCH_REGIONS[regionIndex]!,
          regionBit: 1 << (6 + regionIndex),
          valueFrom: draw.pick([10_000, 50_000, 100_000, 250_000]),
          stage: draw.pick([2, 3] as const),
        },
      };
    },
  };
  return (['relevance', 'newest'] as const).flatMap((sort) =>
    Object.entries(makers).map(([name, make]) => ({
      name,
      sort,
      queries: Array.from({ length: options.perClass }, () => fresh(make)),
    })),
  );
}

const STAGE_NAMES = { 2: 'tender', 3: 'award' } as const;

/** The query string of a fresh query for WAC's search API. */
export function wacQueryString(query: FreshQuery, sort: FreshSort): string {
  const parts = [
    `q=${encodeURIComponent(query.keywords)}`,
    `sort=${sort === 'relevance' ? 'relevance' : 'release_date-desc'}`,
  ];
  if (query.filters) {
    parts.push(
      `region=${query.filters.region}`,
      `value_from=${query.filters.valueFrom}`,
      `stage=${STAGE_NAMES[query.filters.stage]}`,
    );
  }
  return parts.join('&');
}
