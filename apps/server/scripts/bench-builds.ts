/**
 * `npm run bench:builds`: two builds of the server, each its own process as in production, on the
 * same PostgreSQL (BENCH_DATABASE_URL, a benchmark copy left running), asked fresh rare words in
 * turn (issue 36's floor, ADR 0379). BENCH_BUILDS names the bundles (`main=<tree>/apps/server/
 * dist/main.mjs|change=...`); BENCH_DATA_DIR the copy, whose FTS5 peer file's `word_counts` give
 * the words; BENCH_SEED draws them; BENCH_QUERIES pairs are asked. After both servers are warmed
 * on other words and a sync-like write, each pair gives each build a different fresh word, the
 * same sort, and swaps which build goes first, which word it gets and the sort as it goes. Prints
 * per build and sort the whole request's p50/p95 (client side) and the server process's CPU ms a
 * request (from /proc), with the load average before and after. BENCH_WORD_CLASS=common draws
 * common words instead; BENCH_QUERY_WORDS=2 asks two of them together (a Best Match walk of
 * several words). BENCH_SAME_WORDS=true gives both builds the same words instead, each asked
 * after a sync-like write (nothing remembered), and prints the median of the pairs' ratios.
 */
import os from 'node:os';
import { createPool } from '../src/db/pool';
import { type BuiltServer, parseBuilds, startBuiltServer } from './bench-builds/built-server';
import { drawWords, readPeerWords } from './bench-builds/rare-words';
import { emulateSync } from './bench-fts5-peer/peer-run';
import { percentile } from './shared/bench-figures';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? '';
if (!databaseUrl || !dataDir) throw new Error('BENCH_DATABASE_URL and BENCH_DATA_DIR are needed');
const seed = Number(process.env.BENCH_SEED ?? 1);
const pairs = Number(process.env.BENCH_QUERIES ?? 40);
const warmWords = Number(process.env.BENCH_WARM_QUERIES ?? 30);
const port = Number(process.env.BENCH_PORT ?? 4790);
const SORTS = ['release_date-desc', 'relevance'] as const;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function ask(server: BuiltServer, word: string, sort: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(
    `${server.origin}/api/search/?q=${encodeURIComponent(word)}&sort=${sort}`,
    { headers: { 'accept-encoding': 'gzip, deflate, br' } },
  );
  const body = (await response.json()) as { total?: unknown };
  if (!response.ok || typeof body.total !== 'number') {
    throw new Error(`${server.name} ${word}: HTTP ${response.status}`);
  }
  return performance.now() - started;
}

const perQuery = Number(process.env.BENCH_QUERY_WORDS ?? 1);
const isSameWords = process.env.BENCH_SAME_WORDS === 'true';
const words = readPeerWords(dataDir, process.env.BENCH_WORD_CLASS === 'common');
const single = drawWords(words, seed, (warmWords * 2 + pairs * 2) * perQuery);
const drawn = Array.from({ length: single.length / perQuery }, (_, index) =>
  single.slice(index * perQuery, (index + 1) * perQuery).join(' '),
);
const needed = warmWords * 2 + pairs * (isSameWords ? 1 : 2);
if (drawn.length < needed) {
  throw new Error(`only ${drawn.length} queries could be drawn of ${needed}: ask fewer pairs`);
}
const builds = parseBuilds(process.env.BENCH_BUILDS);
const servers: BuiltServer[] = [];
const pool = createPool(databaseUrl, 1);
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startBuiltServer(build, port + index, databaseUrl));
  }
  // Warmed on words of their own (JIT, pools, the cards' statements named on each connection).
  for (let index = 0; index < warmWords; index += 1) {
    for (const [which, server] of servers.entries()) {
      await ask(server, drawn[index * 2 + which]!, SORTS[index % 2]!);
    }
  }
  await emulateSync(pool);
  const loadBefore = load();
  const timings = servers.map(() => SORTS.map(() => [] as number[]));
  const cpuBefore = servers.map((server) => server.cpuMs());
  const measured = drawn.slice(warmWords * 2);
  for (let pair = 0; pair < pairs; pair += 1) {
    const sortIndex = (pair >> 1) % 2;
    const order = pair % 2 === 0 ? [0, 1] : [1, 0];
    const swap = (pair >> 2) % 2;
    for (const which of order) {
      const word = measured[isSameWords ? pair : pair * 2 + (which ^ swap)]!;
      if (isSameWords) await emulateSync(pool);
      timings[which]![sortIndex]!.push(await ask(servers[which]!, word, SORTS[sortIndex]!));
    }
  }
  const cpuMs = servers.map((server, index) => {
    const after = server.cpuMs();
    return {
      user: after.user - cpuBefore[index]!.user,
      system: after.system - cpuBefore[index]!.system,
    };
  });
  console.log(`seed ${seed}, ${pairs} pairs, load ${loadBefore} -> ${load()}`);
  for (const [which, server] of servers.entries()) {
    const figures = SORTS.map((sort, sortIndex) => {
      const sorted = [...timings[which]![sortIndex]!].sort((a, b) => a - b);
      return `${sort} p50 ${percentile(sorted, 0.5).toFixed(1)} p95 ${percentile(sorted, 0.95).toFixed(1)}`;
    });
    if (isSameWords && which === 1) {
      const ratios = SORTS.map((sort, sortIndex) => {
        const first = timings[0]![sortIndex]!;
        const ratio = timings[1]![sortIndex]!.map((ms, index) => ms / first[index]!);
        return `${sort} ${percentile(
          ratio.sort((a, b) => a - b),
          0.5,
        ).toFixed(2)}`;
      });
      figures.push(`median ratio to ${servers[0]!.name}: ${ratios.join(', ')}`);
    }
    const { user, system } = cpuMs[which]!;
    console.log(
      `${server.name.padEnd(8)} ${figures.join(', ')}; server CPU ${((user + system) / pairs).toFixed(2)} ms a request (user ${(user / pairs).toFixed(2)}, system ${(system / pairs).toFixed(2)})`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await pool.end();
}
