import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `npm test` (scripts/test.mjs) run for real, with `npx` replaced by a stand-in on PATH that
// writes the report a runner would and exits with the given status.
const testScript = fileURLToPath(new URL('../../../scripts/test.mjs', import.meta.url));

const passingUnitReport = {
  numPassedTests: 731,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [],
};

interface RunnerBehaviour {
  status: number;
  report?: unknown;
}

describe('the test summary', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-test-summary-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function runTests(unit: RunnerBehaviour, e2e: RunnerBehaviour) {
    const bin = path.join(dir, 'bin');
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(dir, 'unit.json'), JSON.stringify(unit.report ?? null));
    await writeFile(path.join(dir, 'e2e.json'), JSON.stringify(e2e.report ?? null));
    const writeReport = (name: string, file: string, status: number, hasReport: boolean) =>
      `if [ "$1" = "${name}" ]; then ${hasReport ? `cp "${dir}/${name === 'vitest' ? 'unit' : 'e2e'}.json" test-results/${file};` : ''} exit ${status}; fi`;
    await writeFile(
      path.join(bin, 'npx'),
      [
        '#!/bin/sh',
        // The second Vitest run, on the system PostgreSQL (TEST_POSTGRES=system): passes quietly.
        'if [ "$1" = "vitest" ] && [ "$TEST_POSTGRES" = "system" ]; then exit 0; fi',
        writeReport('vitest', 'unit-results.json', unit.status, unit.report !== undefined),
        writeReport('playwright', 'e2e-results.json', e2e.status, e2e.report !== undefined),
        'exit 99',
      ].join('\n'),
    );
    await chmod(path.join(bin, 'npx'), 0o755);
    const result = spawnSync(process.execPath, [testScript], {
      cwd: dir,
      encoding: 'utf8',
      // Any existing file stands in for Chromium: the stand-in runner never starts it.
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CHROMIUM_PATH: testScript },
    });
    const lastLine = result.stdout.trim().split('\n').at(-1);
    return { status: result.status, stdout: result.stdout, lastLine };
  }

  it('names the reason when Playwright fails before any test', async () => {
    const e2eReport = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [
        { message: 'Error: Process from config.webServer was not able to start. Exit code: 1' },
      ],
    };
    const run = await runTests(
      { status: 0, report: passingUnitReport },
      { status: 1, report: e2eReport },
    );
    expect(run.status).toBe(1);
    expect(run.lastLine).toBe('731 passed, 1 failed, 0 skipped');
    expect(run.stdout).toContain('Playwright exited with status 1 without a failed test');
    expect(run.stdout).toContain('config.webServer was not able to start');
  });

  it('never reads the report of an earlier run', async () => {
    // An earlier, green run left its report behind; this run dies before writing one.
    await mkdir(path.join(dir, 'test-results'), { recursive: true });
    await writeFile(
      path.join(dir, 'test-results/e2e-results.json'),
      JSON.stringify({ stats: { expected: 40, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] }),
    );
    const run = await runTests({ status: 0, report: passingUnitReport }, { status: 1 });
    expect(run.status).toBe(1);
    expect(run.lastLine).toBe('731 passed, 1 failed, 0 skipped');
    expect(run.stdout).toContain('no report was written');
  });

  it('counts a Vitest run that exits non-zero with every test passed as failed', async () => {
    const run = await runTests(
      { status: 1, report: passingUnitReport },
      {
        status: 0,
        report: { stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] },
      },
    );
    expect(run.status).toBe(1);
    expect(run.lastLine).toBe('733 passed, 1 failed, 0 skipped');
    expect(run.stdout).toContain('Vitest exited with status 1 without a failed test');
  });

  it('reads a green run as green', async () => {
    const run = await runTests(
      { status: 0, report: passingUnitReport },
      {
        status: 0,
        report: { stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 1 }, suites: [] },
      },
    );
    expect(run.status).toBe(0);
    expect(run.lastLine).toBe('733 passed, 0 failed, 1 skipped');
  });
});
