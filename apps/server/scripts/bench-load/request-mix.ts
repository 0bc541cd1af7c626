import { randomBytes } from 'node:crypto';
import type { Pool } from '../../src/db/pool';
import { createAccount } from '../../src/modules/auth/staff-accounts';
import { findUserByEmail } from '../../src/modules/auth/user.repository';
import { buildQueryMix, pickWacIds } from '../bench-search/query-mix';
import { longTailSource, readVocabulary } from './long-tail';

/**
 * The request mix of `npm run bench:load`: what a busy day of anonymous visitors plus a few
 * account holders asks of the API, in fixed proportions and an order fixed by a seed (two runs
 * with the same seed send the same requests). Per 200 requests: 60 keyword searches without
 * filters, 40 with filters, 20 count_only, 40 opportunity pages, 20 leaderboards, 18 result
 * pages, 2 logins. Half of the searches of each kind are the popular ones of bench:search
 * (repeated, as popular searches are), the other half the long tail (bench-load/long-tail.ts):
 * keywords drawn from a vocabulary of the bench data with random filters and deeper pages, which
 * the result-page cache (ADR 0110) mostly has not seen.
 */
export type LoadRequest = {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
};

const BENCH_EMAIL = 'bench-load@wac.local';
const BENCH_PASSWORD = 'Bench-load-password-2026';

/** The account the logins use, created once per database (successful logins are not limited). */
export async function ensureBenchAccount(pool: Pool): Promise<void> {
  if (await findUserByEmail(pool, BENCH_EMAIL)) return;
  await createAccount(pool, { email: BENCH_EMAIL, password: BENCH_PASSWORD });
}

const get = (kind: string, path: string): LoadRequest => ({ kind, method: 'GET', path });

/** Takes `count` items from `items`, cycling. */
const cycle = <T>(items: T[], count: number): T[] =>
  Array.from({ length: count }, (_, index) => items[index % items.length] as T);

/**
 * `blocks` blocks of 200 requests; `seed` picks the long tail (warm-up and run differ);
 * `longTailShare` (0-1, default one half) of each search kind comes from the long tail.
 */
export async function buildLoadMix(
  pool: Pool,
  options: { blocks: number; seed: number; longTailShare?: number },
): Promise<LoadRequest[]> {
  const share = options.longTailShare ?? 0.5;
  const split = (count: number) => {
    const fromTail = Math.round(count * share);
    return { popular: count - fromTail, tail: fromTail };
  };
  const [plain, withFilters, pages] = [split(60), split(40), split(18)];
  const wacIds = await pickWacIds(pool, 40);
  const tail = longTailSource(await readVocabulary(pool), options.seed);
  const classes = new Map(buildQueryMix(wacIds.slice(0, 5)).map((c) => [c.name, c.queries]));
  const queries = (...names: string[]) => names.flatMap((name) => classes.get(name) ?? []);
  const search = (query: string) => `/api/search/?${query}`;
  const unfiltered = queries('broad one-word keyword', 'phrase', 'comma alternatives', 'WAC ID');
  const filtered = queries(
    'two words + four filters',
    'filters only, page 50',
    'CPV subtree',
    'buyer name',
    'keyword sorted by value',
  );
  const counts = queries('count_only');
  const boards = ['buyers', 'suppliers'].flatMap((board) =>
    [10, 25, 50].map((limit) => `/api/leaderboards/${board}/?limit=${limit}`),
  );
  const login: LoadRequest = {
    kind: 'login',
    method: 'POST',
    path: '/api/auth/login/',
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  };
  const block = (): LoadRequest[] => [
    ...cycle(unfiltered, plain.popular).map((q) => get('search', search(q))),
    ...Array.from({ length: plain.tail }, () => get('search', search(tail.keyword()))),
    ...cycle(filtered, withFilters.popular).map((q) => get('search + filters', search(q))),
    ...Array.from({ length: withFilters.tail }, () =>
      get('search + filters', search(tail.filtered())),
    ),
    ...cycle(counts, 20).map((q) => get('count_only', search(q))),
    ...cycle(wacIds, 40).map((id) => get('opportunity', `/api/opportunities/${id}/`)),
    ...cycle(boards, 20).map((path) => get('leaderboard', path)),
    ...cycle(unfiltered, pages.popular).map((q, i) =>
      get('search page 2-5', search(`${q}&page=${2 + (i % 2)}`)),
    ),
    ...Array.from({ length: pages.tail }, () => get('search page 2-5', search(tail.deeperPage()))),
    login,
    login,
  ];
  // Interleave the kinds (a fixed shuffle) so every second of the run sees the whole mix.
  return Array.from({ length: options.blocks }, block).flatMap((requests) =>
    requests
      .map((request, index) => ({ request, key: (index * 7919) % requests.length }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.request),
  );
}

/**
 * A client address for each login, as the reverse proxy in front would pass it on: each from a
 * network of its own in the documentation range 2001:db8::/32 (the limits count IPv6 clients
 * by /64, http/client-address.ts), so the per-address login limits (30 in 15 minutes, 5 failures)
 * see separate visitors. It is only a header value, never contacted.
 */
export function loginAddressSource(): () => string {
  const run = randomBytes(2).toString('hex');
  let next = 0;
  return () => {
    next += 1;
    return `2001:db8:${run}:${(next % 0x10000).toString(16)}::1`;
  };
}
