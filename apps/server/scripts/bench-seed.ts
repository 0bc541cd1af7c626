/**
 * `npm run bench:seed`: seeds (or reuses) the benchmark database alone, without timing anything,
 * so a long seed can run in the background while other work goes on. BENCH_COUNT (default
 * 1,000,000) opportunities under BENCH_DATA_DIR (default ./data/bench) or BENCH_DATABASE_URL,
 * made ready as the benchmarks expect it: vacuumed, common terms counted, cache warmed.
 */
import { openMillionRowDatabase } from './bench-load/bench-database';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const started = performance.now();
const database = await openMillionRowDatabase(count, (message) => console.log(message));
console.log(`ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await database.stop();
