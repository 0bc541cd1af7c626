/**
 * `npm run bench:builds-answers`: whether two builds of the server answer byte for byte alike
 * (ADR 0379). On BENCH_DATABASE_URL (a benchmark copy left running) the builds of BENCH_BUILDS
 * (as bench:builds) are asked the same requests: fresh rare and common words from the copy's FTS5
 * peer file (BENCH_SEED), both sorts, a second page, several words, a phrase, an exclusion, a
 * word beginning, filters, the count alone and the stage facet. Before each request a sync-like
 * write empties every cache, so each build counts and reads afresh. Status, every header but the
 * date and the decoded body must agree; prints each difference and exits 1 when there is one.
 */
import { createPool } from '../../src/db/pool';
import { emulateSync } from '../bench-fts5-peer/peer-run';
import { type BuiltServer, parseBuilds, startBuiltServer } from './built-server';
import { drawWords, readPeerWords } from './rare-words';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? '';
if (!databaseUrl || !dataDir) throw new Error('BENCH_DATABASE_URL and BENCH_DATA_DIR are needed');
const seed = Number(process.env.BENCH_SEED ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4790);

const rare = drawWords(readPeerWords(dataDir), seed, 12);
const common = drawWords(readPeerWords(dataDir, true), seed, 6);
const q = (text: string) => encodeURIComponent(text);
const paths = [
  ...rare.flatMap((word) => [
    `/api/search/?q=${q(word)}&sort=release_date-desc`,
    `/api/search/?q=${q(word)}&sort=relevance`,
  ]),
  `/api/search/?q=${q(rare[0]!)}&sort=relevance&page=2`,
  ...common.flatMap((word) => [
    `/api/search/?q=${q(word)}&sort=relevance`,
    `/api/search/?q=${q(word)}&sort=release_date-desc&page=3`,
  ]),
  `/api/search/?q=${q(`${common[0]} ${common[1]}`)}&sort=relevance`,
  `/api/search/?q=${q(`"${common[2]} ${common[3]}"`)}`,
  `/api/search/?q=${q(`${common[4]} -${common[5]}`)}&sort=release_date-desc`,
  `/api/search/?q=${q(`${common[0]!.slice(0, 4)}*`)}&sort=relevance`,
  `/api/search/?q=${q(common[1]!)}&status=open&sort=relevance`,
  `/api/search/?q=${q(common[2]!)}&count_only=true`,
  `/api/search/lifecycle-stages/?q=${q(common[3]!)}`,
  '/api/search/?sort=release_date-desc',
  '/api/search/?q=zzzzqqqqxxxx',
  '/api/search/?page=0',
];

type Answer = { status: number; headers: string; body: string };
async function ask(server: BuiltServer, path: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const headers = [...response.headers]
    .filter(([name]) => name !== 'date')
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return { status: response.status, headers, body: await response.text() };
}

const builds = parseBuilds(process.env.BENCH_BUILDS);
const servers: BuiltServer[] = [];
const pool = createPool(databaseUrl, 1);
let differing = 0;
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startBuiltServer(build, port + index, databaseUrl));
  }
  for (const path of paths) {
    const answers: Answer[] = [];
    for (const server of servers) {
      await emulateSync(pool);
      answers.push(await ask(server, path));
    }
    const [first, second] = answers as [Answer, Answer];
    const parts = (['status', 'headers', 'body'] as const).filter(
      (part) => first[part] !== second[part],
    );
    if (parts.length > 0) differing += 1;
    console.log(
      `${parts.length === 0 ? 'same' : `DIFFERENT (${parts.join(', ')})`} ${first.status} ${first.body.length} chars ${path}`,
    );
    for (const part of parts) {
      console.log(`  ${builds[0]!.name}: ${String(first[part]).slice(0, 400)}`);
      console.log(`  ${builds[1]!.name}: ${String(second[part]).slice(0, 400)}`);
    }
  }
  console.log(`${paths.length} requests, ${differing} differing`);
} finally {
  for (const server of servers) await server.stop();
  await pool.end();
}
if (differing > 0) process.exitCode = 1;
