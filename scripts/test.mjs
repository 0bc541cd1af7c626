// `npm test`: every unit and integration test (Vitest, real Postgres), a focused subset again on
// the stock PostgreSQL server on the PATH (PostgreSQL 15, JIT on: ADR 0076), then the browser
// journeys (Playwright in Debian's Chromium). With CI=true a missing browser or database binary is
// a failure, never a skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

/** Runs a test runner that writes a JSON report, never reading a stale report of an earlier run. */
function runWithReport(command, args, reportFile, env = process.env) {
  rmSync(reportFile, { force: true });
  const status = run(command, args, env);
  return { status, report: readJson(reportFile) };
}

/** The files run again on the system PostgreSQL: migrations, backup and restore, search, main routes. */
const SYSTEM_POSTGRES_FILES = [
  'apps/server/test/migrate.test.ts',
  'apps/server/test/app.test.ts',
  'apps/server/test/backup-restore.test.ts',
  'apps/server/src/db/session-settings.test.ts',
  'apps/server/src/modules/search',
  'apps/server/src/modules/leaderboards',
  'apps/server/src/modules/opportunities/opportunities.routes.test.ts',
  'apps/server/src/modules/alerts/alert-matching.test.ts',
  'apps/server/src/modules/ingest/ingest.repository.test.ts',
  'apps/server/src/modules/auth/rate-limit-store.test.ts',
];

function hasSystemPostgres() {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => {
    try {
      execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Names of failed tests, repeated at the very end so a truncated CI log still shows them. */
const failures = [];
/** Tests that failed once and passed on their retry (CI only): flaky, to be fixed. */
const flaky = [];

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300);
}

function collectUnitFailures(results) {
  for (const file of results.testResults ?? []) {
    const name = file.name?.replace(`${process.cwd()}/`, '') ?? '(unknown file)';
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length > 0) {
        flaky.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
    }
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${name}: ${firstLine(file.message)}`);
    }
  }
}

function collectE2eFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky') {
        const error = test.results?.[0]?.error?.message;
        flaky.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) collectE2eFailures(child, path);
}

/**
 * A runner that exits non-zero without a failed test failed before or around its tests (a
 * server that did not start, a config or global setup error, no report written): count it as
 * a failure and say why, so the closing line never reads "N passed, 0 failed" for a failed run.
 */
function noteRunnerFailure(runner, status, failuresBefore, reasons) {
  if (status === 0 || failures.length > failuresBefore) return;
  failed += 1;
  const why = reasons.map(firstLine).filter(Boolean);
  failures.push(
    `${runner} exited with status ${status} without a failed test: ${
      why.length > 0 ? why.join(' | ') : 'no report was written (see its output above)'
    }`,
  );
}

const unitRun = runWithReport(
  'npx',
  [
    'vitest',
    'run',
    // As the browser journeys (playwright.config.ts): in CI a test gets one more try, and the
    // summary below names every test that needed it, so a flaky test is seen, not hidden.
    `--retry=${isCI ? 1 : 0}`,
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit-results.json',
  ],
  'test-results/unit-results.json',
);
const unitStatus = unitRun.status;
const unitFailuresBefore = failures.length;
const unit = unitRun.report;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  collectUnitFailures(unit);
}
noteRunnerFailure(
  'Vitest',
  unitStatus,
  unitFailuresBefore,
  unit ? ['no test failed (an error outside the tests: see its output above)'] : [],
);

let systemPostgresStatus = 0;
if (hasSystemPostgres()) {
  console.log('\nAgain on the system PostgreSQL (stock settings, JIT on):');
  const systemRunResult = runWithReport(
    'npx',
    [
      'vitest',
      'run',
      '--project=server',
      `--retry=${isCI ? 1 : 0}`,
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/system-postgres-results.json',
      ...SYSTEM_POSTGRES_FILES,
    ],
    'test-results/system-postgres-results.json',
    { ...process.env, TEST_POSTGRES: 'system' },
  );
  systemPostgresStatus = systemRunResult.status;
  const systemRun = systemRunResult.report;
  if (systemRun) {
    passed += systemRun.numPassedTests;
    failed += systemRun.numFailedTests;
    skipped += systemRun.numPendingTests + (systemRun.numTodoTests ?? 0);
    collectUnitFailures(systemRun);
  } else if (systemPostgresStatus !== 0) {
    failed += 1;
  }
} else if (isCI) {
  console.error(
    'initdb, pg_ctl or postgres is not on the PATH: the PostgreSQL 15 run cannot run (CI=true).',
  );
  systemPostgresStatus = 1;
  failed += 1;
} else {
  console.warn(
    'Skipping the system PostgreSQL run: initdb, pg_ctl or postgres is not on the PATH.',
  );
}

let e2eStatus = 0;
if (existsSync(chromium)) {
  const e2eRun = runWithReport('npx', ['playwright', 'test'], 'test-results/e2e-results.json');
  e2eStatus = e2eRun.status;
  const e2eFailuresBefore = failures.length;
  const e2e = e2eRun.report;
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
    for (const suite of e2e.suites ?? []) collectE2eFailures(suite);
  }
  // Errors outside any test (e.g. "Process from config.webServer was not able to start").
  const e2eErrors = (e2e?.errors ?? []).map((error) => error.message ?? error.value);
  noteRunnerFailure('Playwright', e2eStatus, e2eFailuresBefore, e2eErrors);
} else if (isCI) {
  console.error(`Chromium not found at ${chromium}: browser tests cannot run (CI=true).`);
  e2eStatus = 1;
  failed += 1;
} else {
  console.warn(
    `Skipping browser tests: Chromium not found at ${chromium} (apt-get install -y chromium).`,
  );
}

if (flaky.length > 0) {
  console.log('\nPassed only on retry (flaky):');
  for (const test of flaky) console.log(`  ~ ${test}`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(
  unitStatus !== 0 || systemPostgresStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0,
);
