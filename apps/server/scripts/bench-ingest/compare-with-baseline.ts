import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config/env';
import type { SourceSystem } from '../../src/modules/ingest/source-systems';

const run = promisify(execFile);
const PASS_SCRIPT = path.join(import.meta.dirname, 'compile-files.ts');

export type PassResult = { releases: number; cpuSeconds: number; wallSeconds: number };
export type ComparisonRow = {
  source: SourceSystem;
  code: 'baseline' | 'current';
  round: number;
  pass: PassResult;
};

/** One pass in a fresh Node process over `listFile`'s files with the ingest code of `root`. */
async function runPass(root: string, listFile: string): Promise<PassResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PASS_SCRIPT, root, listFile], {
    cwd: REPO_ROOT,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as PassResult;
}

/**
 * The same release files compiled by an older checkout (`baselineRoot`, with its node_modules)
 * and by this one, alternately (baseline, current, baseline, current, ...), each pass in its own
 * process, so both see the same machine state as nearly as a shared machine allows.
 */
export async function compareWithBaseline(
  baselineRoot: string,
  filesBySource: Map<SourceSystem, string[]>,
  rounds: number,
  onPass: (row: ComparisonRow) => void,
): Promise<ComparisonRow[]> {
  const rows: ComparisonRow[] = [];
  const lists = new Map<SourceSystem, string>();
  for (const [source, files] of filesBySource) {
    const listFile = path.join(path.dirname(files[0]), `${source}-files.json`);
    await writeFile(listFile, JSON.stringify(files));
    lists.set(source, listFile);
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const [code, root] of [
      ['baseline', baselineRoot],
      ['current', REPO_ROOT],
    ] as const) {
      for (const [source, listFile] of lists) {
        const row = { source, code, round, pass: await runPass(root, listFile) };
        rows.push(row);
        onPass(row);
      }
    }
  }
  return rows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median releases per CPU-second and per wall second by source and code, plus all sources together. */
export function summariseComparison(rows: ComparisonRow[]) {
  const sources = [...new Set(rows.map((row) => row.source))];
  const rates = (code: ComparisonRow['code'], source?: SourceSystem) => {
    const rounds = [...new Set(rows.map((row) => row.round))];
    const perRound = rounds.map((round) => {
      const passes = rows.filter(
        (row) => row.code === code && row.round === round && (!source || row.source === source),
      );
      const releases = passes.reduce((sum, row) => sum + row.pass.releases, 0);
      const cpu = passes.reduce((sum, row) => sum + row.pass.cpuSeconds, 0);
      const wall = passes.reduce((sum, row) => sum + row.pass.wallSeconds, 0);
      return { perCpuSecond: releases / cpu, perSecond: releases / wall };
    });
    return {
      perCpuSecond: median(perRound.map((rate) => rate.perCpuSecond)),
      perSecond: median(perRound.map((rate) => rate.perSecond)),
      allPerCpuSecond: perRound.map((rate) => rate.perCpuSecond),
    };
  };
  return [...sources.map((source) => source as string), 'together'].map((label) => {
    const source = label === 'together' ? undefined : (label as SourceSystem);
    return { label, baseline: rates('baseline', source), current: rates('current', source) };
  });
}
