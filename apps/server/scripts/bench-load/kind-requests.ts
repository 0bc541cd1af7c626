import { SEARCH_REGIONS } from '@wac/contract';
import type { Pool } from '../../src/db/pool';
import { buildQueryMix, pickWacIds } from '../bench-search/query-mix';
import { longTailSource, readVocabulary } from './long-tail';
import { ensureBenchAccount, loginAddressSource } from './request-mix';

/**
 * The kinds of bench:load's mix (bench-load/request-mix.ts) as separate groups of requests, for
 * bench:load-kinds: the popular ones (repeated in the mix, so measured warm) and the long tail's
 * shapes one by one (a word, two words, a word with each kind of filter, deeper pages), each
 * request new to the caches.
 */
type Kind = { name: string; warm: boolean; paths: string[]; login?: boolean };

const FILTER_KINDS: Record<string, string[]> = {
  region: SEARCH_REGIONS.map((region) => `region=${region}`),
  category: ['goods', 'services', 'works'].map((category) => `category=${category}`),
  status: ['open', 'closing_soon', 'awarded', 'closed'].map((status) => `status=${status}`),
  stage: ['tender', 'award', 'planning'].map((stage) => `stage=${stage}`),
  'value floor': [10_000, 50_000, 100_000, 500_000].map((value) => `value_from=${value}`),
};

async function buildKinds(pool: Pool, perKind: number, seed: number): Promise<Kind[]> {
  const wacIds = await pickWacIds(pool, 40);
  const classes = new Map(buildQueryMix(wacIds.slice(0, 5)).map((c) => [c.name, c.queries]));
  const queries = (...names: string[]) => names.flatMap((name) => classes.get(name) ?? []);
  const search = (query: string) => `/api/search/?${query}`;
  const tail = longTailSource(await readVocabulary(pool), seed);
  const draw = (make: () => string) => Array.from({ length: perKind }, make).map(search);
  const oneWord = () => {
    for (;;) {
      const query = tail.keyword();
      if (!query.includes('%20')) return query;
    }
  };
  const twoWords = () => {
    for (;;) {
      const query = tail.keyword();
      if (query.includes('%20')) return query;
    }
  };
  let turn = 0;
  const pickOf = (items: string[]) => items[(turn++ * 7) % items.length] as string;
  const boards = ['buyers', 'suppliers'].flatMap((board) =>
    [10, 25, 50].map((limit) => `/api/leaderboards/${board}/?limit=${limit}`),
  );
  return [
    {
      name: 'popular search',
      warm: true,
      paths: queries('broad one-word keyword', 'phrase', 'comma alternatives', 'WAC ID').map(
        search,
      ),
    },
    {
      name: 'popular search + filters',
      warm: true,
      paths: queries(
        'two words + four filters',
        'filters only, page 50',
        'CPV subtree',
        'buyer name',
        'keyword sorted by value',
      ).map(search),
    },
    { name: 'count_only', warm: true, paths: queries('count_only').map(search) },
    { name: 'opportunity', warm: true, paths: wacIds.map((id) => `/api/opportunities/${id}/`) },
    { name: 'leaderboard', warm: true, paths: boards },
    { name: 'login', warm: true, paths: ['/api/auth/login/'], login: true },
    { name: 'tail: one word', warm: false, paths: draw(oneWord) },
    { name: 'tail: two words', warm: false, paths: draw(twoWords) },
    ...Object.entries(FILTER_KINDS).map(([filter, values]) => ({
      name: `tail: word + ${filter}`,
      warm: false,
      paths: draw(() => `${oneWord()}&${pickOf(values)}`),
    })),
    { name: 'tail: as the mix filters', warm: false, paths: draw(() => tail.filtered()) },
    { name: 'tail: pages 2-5', warm: false, paths: draw(() => tail.deeperPage()) },
  ];
}

const BENCH_LOGIN = { email: 'bench-load@wac.local', password: 'Bench-load-password-2026' };

export async function profileKinds(
  pool: Pool,
  options: {
    origin: string;
    perKind: number;
    seed: number;
    only?: string[];
    measure: (kind: string, send: () => Promise<number>) => Promise<void>;
  },
): Promise<void> {
  await ensureBenchAccount(pool);
  const nextAddress = loginAddressSource();
  const sendOne = async (path: string, login: boolean) => {
    const response = await fetch(`${options.origin}${path}`, {
      method: login ? 'POST' : 'GET',
      headers: login
        ? { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }
        : { 'accept-encoding': 'gzip' },
      body: login ? JSON.stringify(BENCH_LOGIN) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  for (const kind of await buildKinds(pool, options.perKind, options.seed)) {
    if (options.only && !options.only.some((name) => kind.name.includes(name))) continue;
    const paths = kind.warm
      ? Array.from(
          { length: Math.max(options.perKind, kind.paths.length) },
          (_, i) => kind.paths[i % kind.paths.length] as string,
        )
      : kind.paths;
    if (kind.warm) for (const path of kind.paths) await sendOne(path, Boolean(kind.login));
    await options.measure(kind.name, async () => {
      for (const path of paths) await sendOne(path, Boolean(kind.login));
      return paths.length;
    });
  }
}
