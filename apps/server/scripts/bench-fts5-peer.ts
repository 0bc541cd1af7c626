/**
 * `npm run bench:fts5-peer`: the peer comparison of issue 18 (ADR 0101). The Best Match searches
 * of bench:search that need no filter, on the same generated opportunities (BENCH_DATA_DIR,
 * default ./data/bench, as bench:search seeds it: run that first), answered twice at concurrency
 * 1: by WAC's API (`sort=relevance`, HTTP round trip, exact total and a page of 20 cards) and by
 * a SQLite FTS5 index ranked with bm25 (in-process: the count and the top 20 ids, no HTTP).
 * Prints p50/p95 and both totals side by side and writes them into docs/performance.md.
 * BENCH_REQUESTS (default 40) requests per class, cycling through its variants.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { ensurePeerIndex } from './bench-fts5-peer/build-index';
import { PEER_CLASSES } from './bench-fts5-peer/peer-queries';
import { type PeerFigures, writePeerReport } from './bench-fts5-peer/peer-report';
import { loadBetterSqlite3 } from './bench-fts5-peer/sqlite-driver';
import { measureClass, startBenchServer, warmUp } from './bench-search/http-runner';
import { percentile } from './shared/bench-figures';

const requests = Number(process.env.BENCH_REQUESTS ?? 40);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench');
const peerDir = path.join(dataDir, 'fts5-peer');
const log = (message: string) => console.log(message);

const database = await openDatabase({ dataDir, logger: { info: () => undefined, warn: log } });
const pool = createPool(database.connectionString, 2);
try {
  const Sqlite = loadBetterSqlite3(peerDir, log);
  const peer = await ensurePeerIndex(
    pool,
    (file) => new Sqlite(file),
    path.join(peerDir, 'opportunities.sqlite'),
    log,
  );
  log(
    `FTS5 index of ${peer.rows.toLocaleString('en-GB')} opportunities ${peer.builtSeconds === null ? 'reused' : `built in ${peer.builtSeconds.toFixed(0)} s`}`,
  );
  const sqliteVersion = (peer.db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  // bm25 with WAC's field weights: title 3, buyer and suppliers 1.5, description 1.
  const countPeer = peer.db.prepare('SELECT count(*) AS n FROM docs WHERE docs MATCH ?');
  const topPeer = peer.db.prepare(
    'SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 3.0, 1.5, 1.5, 1.0) LIMIT 20',
  );
  const askPeer = (fts5: string) => {
    const total = (countPeer.get(fts5) as { n: number }).n;
    topPeer.all(fts5);
    return total;
  };

  const wacClasses = PEER_CLASSES.map((peerClass) => ({
    name: peerClass.name,
    queries: peerClass.queries.map(
      (query) => `q=${encodeURIComponent(query.keywords)}&sort=relevance`,
    ),
  }));
  const server = await startBenchServer(database.connectionString, { isCountCacheEnabled: true });
  const figures: PeerFigures[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    await warmUp(server.origin, wacClasses);
    for (const [index, peerClass] of PEER_CLASSES.entries()) {
      const wac = await measureClass(server.origin, wacClasses[index]!, {
        requests,
        concurrency: 1,
      });
      const totals = peerClass.queries.map((query) => askPeer(query.fts5));
      const timings: number[] = [];
      for (let request = 0; request < requests; request += 1) {
        const query = peerClass.queries[request % peerClass.queries.length]!;
        const started = performance.now();
        askPeer(query.fts5);
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const wacTotals = peerClass.queries.map((_, variant) => wac.totals[variant] ?? -1);
      figures.push({
        name: peerClass.name,
        variants: peerClass.queries.map((query, variant) => ({
          ...query,
          wacTotal: wacTotals[variant]!,
          peerTotal: totals[variant]!,
        })),
        wac: { p50: wac.p50, p95: wac.p95 },
        peer: { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) },
      });
      log(
        `${peerClass.name}: WAC p50 ${wac.p50.toFixed(1)} / p95 ${wac.p95.toFixed(1)} ms, FTS5 p50 ${percentile(timings, 0.5).toFixed(1)} / p95 ${percentile(timings, 0.95).toFixed(1)} ms`,
      );
    }
  } finally {
    await server.stop();
    peer.db.close();
  }
  const file = writePeerReport({
    rows: peer.rows,
    requests,
    sqliteVersion,
    loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
    figures,
  });
  log(`Written to ${file}`);
} finally {
  await pool.end();
  await database.stop();
}
