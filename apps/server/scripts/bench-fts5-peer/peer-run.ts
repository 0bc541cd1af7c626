import os from 'node:os';
import type { Pool } from '../../src/db/pool';
import { percentile } from '../shared/bench-figures';
import type { FreshClass, FreshQuery, FreshSort } from './fresh-queries';
import type { FreshClassFigures, Timings } from './peer-report';

/** One search through WAC's HTTP API; answers its exact total. */
export async function askWac(origin: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/api/search/?${query}`);
  const body = (await response.json()) as { total?: unknown };
  if (!response.ok || typeof body.total !== 'number') {
    throw new Error(`${query}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.total;
}

/**
 * What a sync does to WAC's caches: a statement writes the search copy, so the data version
 * moves and every count and page remembered at the old version is no longer read (ADR 0117);
 * the count cache's old rows go too. One row is written with the values it holds.
 */
export async function emulateSync(pool: Pool): Promise<void> {
  await pool.query(
    `UPDATE opportunity_search SET facet_key = facet_key
      WHERE opportunity_id = (SELECT min(opportunity_id) FROM opportunity_search)`,
  );
  await pool.query('TRUNCATE search_count_cache');
}

const summarise = (timings: number[]): Timings => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
  };
};

type Ask = (query: FreshQuery, sort: FreshSort) => number | Promise<number>;

/**
 * Asks every query of every class once of each engine: the classes' queries taken in turn (the
 * first of each class, then the second...), so a change in the machine's load falls on every
 * class alike, and the engine asked first alternating from one query to the next.
 */
export async function timeInterleaved(
  classes: readonly FreshClass[],
  engines: { wac: Ask; peer: Ask; log: (message: string) => void },
): Promise<FreshClassFigures[]> {
  const records = classes.map((freshClass) => ({
    freshClass,
    wac: [] as number[],
    peer: [] as number[],
    load: [] as number[],
    differing: 0,
    examples: [] as { keywords: string; wacTotal: number; peerTotal: number; wacMs: number }[],
  }));
  const longest = Math.max(...classes.map((freshClass) => freshClass.queries.length));
  let asked = 0;
  for (let index = 0; index < longest; index += 1) {
    for (const record of records) {
      const query = record.freshClass.queries[index];
      if (!query) continue;
      const sort = record.freshClass.sort;
      const time = async (ask: Ask) => {
        const started = performance.now();
        const total = await ask(query, sort);
        return { total, ms: performance.now() - started };
      };
      const wacFirst = asked % 2 === 0;
      asked += 1;
      const first = await time(wacFirst ? engines.wac : engines.peer);
      const second = await time(wacFirst ? engines.peer : engines.wac);
      const [wac, peer] = wacFirst ? [first, second] : [second, first];
      record.wac.push(wac.ms);
      record.peer.push(peer.ms);
      record.load.push(os.loadavg()[0] ?? 0);
      if (wac.total !== peer.total) record.differing += 1;
      record.examples.push({
        keywords: query.keywords,
        wacTotal: wac.total,
        peerTotal: peer.total,
        wacMs: wac.ms,
      });
    }
    engines.log(`  round ${index + 1} of ${longest} asked`);
  }
  return records.map((record) => ({
    name: record.freshClass.name,
    sort: record.freshClass.sort,
    queries: record.wac.length,
    wac: summarise(record.wac),
    peer: summarise(record.peer),
    loadAverage: record.load.reduce((sum, load) => sum + load, 0) / Math.max(1, record.load.length),
    differingTotals: record.differing,
    slowest: record.examples.reduce((slowest, example) =>
      example.wacMs > slowest.wacMs ? example : slowest,
    ),
  }));
}
