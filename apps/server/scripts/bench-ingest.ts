/**
 * `npm run bench:ingest`: speed and memory of the CPU-bound part of the ingest.
 *
 * For each portal, generates BENCH_RELEASES (default 50,000) releases as portal-style release
 * package files in a temp dir (clones of that portal's real samples; one file in ten with mojibake
 * and FTS's invalid numbers), then streams them one file at a time through decode -> repair ->
 * parse -> OCDS merge -> map, with no database. Prints releases/s per portal, the load average
 * and peak RSS/heap. Target: >= 2,000 releases/s per portal with flat memory (files are
 * processed one at a time, nothing is kept). BENCH_SOURCES=cf,fts limits the portals.
 *
 * BENCH_BASELINE=/path/to/an/older/checkout (with its node_modules) also compiles the same Contracts
 * Finder and Find a Tender files with that checkout's ingest code and this one, alternately,
 * BENCH_ROUNDS times (default 3), one process per pass (ADR 0106). Writes its section of
 * docs/performance.md with the load average.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileOcid } from '../src/modules/ingest/compile-ocid';
import type { OcdsRelease } from '../src/modules/ingest/ocds-types';
import { parseReleasePackage } from '../src/modules/ingest/parse-release-package';
import {
  parseSourceName,
  type SourceSystem,
  sourceFromOcid,
} from '../src/modules/ingest/source-systems';
import {
  type ComparisonRow,
  compareWithBaseline,
  summariseComparison,
} from './bench-ingest/compare-with-baseline';
import { compileFiles, type IngestCode } from './bench-ingest/compile-files';
import { benchSources, generateReleaseFiles } from './bench-ingest/generate-release-files';
import { writePerformanceSection } from './shared/bench-figures';

const TARGET_RELEASES_PER_SECOND = 2_000;
const count = Number(process.env.BENCH_RELEASES ?? 50_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const number = (value: number) => Math.round(value).toLocaleString('en-GB');

const peak = { rss: 0, heap: 0 };
function sampleMemory() {
  const usage = process.memoryUsage();
  peak.rss = Math.max(peak.rss, usage.rss);
  peak.heap = Math.max(peak.heap, usage.heapUsed);
  return usage;
}

/** This checkout's ingest in the loose shape compile-files.ts also loads older checkouts by. */
const currentCode: IngestCode = {
  parseReleasePackage,
  compileOcid: (source, releases) => compileOcid(source as SourceSystem, releases as OcdsRelease[]),
  sourceFromOcid,
};

/** The ingest's parse-and-compile pass (compile-files.ts), sampling memory after each file. */
async function compileFilesSampled(files: string[]) {
  const heapAt: string[] = [];
  const checkpoints = new Set(
    [0.1, 0.5, 1].map((share) => Math.max(1, Math.round(files.length * share))),
  );
  let done = 0;
  const counts = await compileFiles(currentCode, files, () => {
    done += 1;
    const usage = sampleMemory();
    if (checkpoints.has(done)) heapAt.push(mb(usage.heapUsed));
  });
  return { ...counts, heapAt };
}

const wanted = process.env.BENCH_SOURCES?.split(',').map((name) => parseSourceName(name));
const sources = benchSources().filter((source) => !wanted || wanted.includes(source));
const baselineRoot = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const COMPARED: SourceSystem[] = ['ContractsFinder', 'FTS'];
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();
const startedAt = new Date();
console.log(`Load average ${loadAtStart} (${os.cpus().length} CPUs), Node ${process.version}`);
const keptFiles = new Map<SourceSystem, string[]>();
const tempDirs: string[] = [];

async function benchSource(source: SourceSystem) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wac-bench-ingest-'));
  tempDirs.push(dir);
  {
    let started = performance.now();
    const generated = await generateReleaseFiles(dir, count, source);
    const generateSeconds = (performance.now() - started) / 1000;
    console.log(
      `\n${source}: generated ${number(generated.releases)} releases in ${number(generated.files.length)} files (${mb(generated.bytes)}) in ${generateSeconds.toFixed(1)} s`,
    );

    global.gc?.();
    peak.rss = 0;
    peak.heap = 0;
    const sampler = setInterval(sampleMemory, 25);
    started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await compileFilesSampled(generated.files);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    const rate = result.releases / seconds;
    console.log(
      `${source}: compiled ${number(result.releases)} releases (${number(result.ocids)} ocids) in ${seconds.toFixed(1)} s: ${number(rate)} releases/s`,
    );
    // On a busy machine wall time includes waiting for a CPU; CPU time is what the code costs.
    console.log(
      `${source}: CPU time ${cpuSeconds.toFixed(1)} s: ${number(result.releases / cpuSeconds)} releases per CPU-second`,
    );
    console.log(
      `${source}: peak RSS ${mb(peak.rss)}, peak heap ${mb(peak.heap)}; heap after 10% / 50% / 100% of files: ${result.heapAt.join(' / ')}`,
    );
    if (baselineRoot && COMPARED.includes(source)) keptFiles.set(source, generated.files);
    else await rm(dir, { recursive: true, force: true });
    return { source, rate, cpuRate: result.releases / cpuSeconds, peakRss: peak.rss };
  }
}

type PortalFigures = Awaited<ReturnType<typeof benchSource>>;
const rates: PortalFigures[] = [];
let comparison: ComparisonRow[] = [];
try {
  for (const source of sources) rates.push(await benchSource(source));
  if (baselineRoot && keptFiles.size > 0) {
    console.log(`\nSide by side with ${baselineRoot}, ${rounds} alternating rounds:`);
    comparison = await compareWithBaseline(baselineRoot, keptFiles, rounds, (row) => {
      const perCpu = row.pass.releases / row.pass.cpuSeconds;
      console.log(
        `  round ${row.round} ${row.code.padEnd(8)} ${row.source.padEnd(16)} ${number(perCpu)} releases per CPU-second, ${number(row.pass.releases / row.pass.wallSeconds)} releases/s`,
      );
    });
  }
} finally {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
}
const loadAtEnd = loadAverage();
console.log(`\nLoad average at the end ${loadAtEnd}`);
for (const { source, rate } of rates) {
  const verdict = rate >= TARGET_RELEASES_PER_SECOND ? 'met' : 'NOT met';
  console.log(
    `${source.padEnd(16)} ${number(rate).padStart(7)} releases/s (target >= ${number(TARGET_RELEASES_PER_SECOND)}: ${verdict})`,
  );
}
const summary = summariseComparison(comparison);
for (const row of summary) {
  const change = (row.current.perCpuSecond / row.baseline.perCpuSecond - 1) * 100;
  console.log(
    `${row.label.padEnd(16)} baseline ${number(row.baseline.perCpuSecond)} / current ${number(row.current.perCpuSecond)} releases per CPU-second (median of ${rounds}): ${change >= 0 ? '+' : ''}${change.toFixed(1)} %`,
  );
}
writeSection();

function writeSection() {
  const portalRows = rates.map(
    (row) =>
      `| ${row.source} | ${number(row.rate)} | ${number(row.cpuRate)} | ${mb(row.peakRss)} |`,
  );
  const comparisonRows = summary.map((row) => {
    const change = (row.current.perCpuSecond / row.baseline.perCpuSecond - 1) * 100;
    const all = (rates: number[]) => rates.map(number).join(' / ');
    return `| ${row.label} | ${number(row.baseline.perCpuSecond)} (${all(row.baseline.allPerCpuSecond)}) | ${number(row.current.perCpuSecond)} (${all(row.current.allPerCpuSecond)}) | ${change >= 0 ? '+' : ''}${change.toFixed(1)} % | ${number(row.baseline.perSecond)} / ${number(row.current.perSecond)} |`;
  });
  const lines = [
    '<!-- bench:ingest:start -->',
    '### `npm run bench:ingest`',
    '',
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${number(count)} releases per portal, Node ${process.version}, load average ${loadAtStart} at the start and ${loadAtEnd} at the end (${os.cpus().length} CPUs).`,
    '',
    '| Portal | releases/s (wall) | releases per CPU-second | peak RSS |',
    '|---|---|---|---|',
    ...portalRows,
  ];
  if (comparisonRows.length > 0) {
    lines.push(
      '',
      `Side by side on the same files with \`BENCH_BASELINE=${baselineRoot}\`, ${rounds} rounds alternating baseline / current, one process per pass; median (every round) in releases per CPU-second, then median releases/s wall:`,
      '',
      '| Portal | baseline | current | change | releases/s wall, baseline / current |',
      '|---|---|---|---|---|',
      ...comparisonRows,
    );
  }
  lines.push('<!-- bench:ingest:end -->');
  const file = writePerformanceSection(
    lines.join('\n'),
    '<!-- bench:ingest:start -->',
    '<!-- bench:ingest:end -->',
  );
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
}
