/**
 * `npm run bench:fts5-peer`: WAC beside SQLite FTS5 on fresh queries (issues 18 and 36, ADRs 0101
 * and 0255). On the generated opportunities under BENCH_DATA_DIR (default ./data/bench, as
 * bench:search seeds it), a seeded generator (BENCH_SEED, else a new seed each run, printed)
 * draws BENCH_QUERIES (default 8) queries of every class (fresh-queries.ts), for Best Match and
 * for newest first. Each query is asked once of each engine, the engines alternating which goes
 * first; WAC through its HTTP API (exact total and a page of 20 cards), FTS5 in-process (count
 * and top 20 by bm25 or by date). WAC starts as a server does: warmed up on fixed queries that
 * are none of the fresh ones, then one row changed as a sync changes rows, so every cache keyed
 * by the data version (counts, pages) starts empty; FTS5 counts every time. PostgreSQL's cache
 * is first warmed as a running server's is (ADR 0130, ADR 0337): the bench's server runs no jobs,
 * so nothing else would warm it; BENCH_WARM=false measures the first queries after a restart
 * instead. Prints p50/p95/max per class and the ratio, with the load average, and writes them
 * into docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { describeWarmResult, warmDatabaseCache } from '../src/db/warm-cache';
import { ensurePeerFacts, ensurePeerIndex } from './bench-fts5-peer/build-index';
import { buildFreshClasses, wacQueryString } from './bench-fts5-peer/fresh-queries';
import { createPeerEngine } from './bench-fts5-peer/peer-engine';
import { PEER_CLASSES } from './bench-fts5-peer/peer-queries';
import { type FreshClassFigures, writePeerReport } from './bench-fts5-peer/peer-report';
import { askWac, emulateSync, timeInterleaved } from './bench-fts5-peer/peer-run';
import { loadBetterSqlite3 } from './bench-fts5-peer/sqlite-driver';
import { ensureWordCounts, vocabularyWords } from './bench-fts5-peer/word-counts';
import { startBenchServer } from './bench-search/http-runner';
import { loadBenchVocabulary } from './bench-search/vocabulary';

const perClass = Number(process.env.BENCH_QUERIES ?? 8);
const seed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench');
const isWarm = process.env.BENCH_WARM !== 'false';
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
  await ensurePeerFacts(pool, peer.db, peer.rows, log);
  const vocabulary = loadBenchVocabulary();
  const words = ensureWordCounts(peer.db, vocabularyWords(vocabulary), peer.rows, log);
  const engine = createPeerEngine(peer.db);
  const countPeer = (fts5: string) =>
    (
      peer.db.prepare('SELECT count(*) AS n FROM docs WHERE docs MATCH ?').get(fts5) as {
        n: number;
      }
    ).n;
  const classes = buildFreshClasses({
    seed,
    perClass,
    rows: peer.rows,
    words,
    vocabulary,
    countPeer,
  });
  log(`seed ${seed}: ${classes.length} classes of ${perClass} fresh queries`);
  // As the jobs process of a running deployment does after start (db/warm-cache.ts).
  if (isWarm) log(describeWarmResult(await warmDatabaseCache(pool)));
  const sqliteVersion = (peer.db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  const server = await startBenchServer(database.connectionString, { isCountCacheEnabled: true });
  const figures: FreshClassFigures[] = [];
  let loadBefore = 0;
  try {
    // As a running server is: planned, pooled, its statistics read; none of the fresh queries.
    for (const peerClass of PEER_CLASSES) {
      for (const query of peerClass.queries) {
        await askWac(server.origin, `q=${encodeURIComponent(query.keywords)}&sort=relevance`);
      }
    }
    await emulateSync(pool);
    loadBefore = os.loadavg()[0] ?? 0;
    figures.push(
      ...(await timeInterleaved(classes, {
        wac: (query, sort) => askWac(server.origin, wacQueryString(query, sort)),
        peer: (query, sort) => engine.ask(query, sort),
        log,
      })),
    );
  } finally {
    await server.stop();
    peer.db.close();
  }
  const file = writePeerReport({
    rows: peer.rows,
    isWarm,
    perClass,
    seed,
    sqliteVersion,
    loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
    figures,
  });
  log(`Written to ${file}`);
} finally {
  await pool.end();
  await database.stop();
}
