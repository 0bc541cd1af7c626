// `npm test`: every unit and integration test (Vitest, real Postgres), then the browser journeys
// (Playwright in Debian's Chromium). With CI=true a missing browser is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
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

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit-results.json',
]);
const unit = readJson('test-results/unit-results.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
} else if (unitStatus !== 0) {
  failed += 1;
}

let e2eStatus = 0;
if (existsSync(chromium)) {
  e2eStatus = run('npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e-results.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  } else if (e2eStatus !== 0) {
    failed += 1;
  }
} else if (isCI) {
  console.error(`Chromium not found at ${chromium}: browser tests cannot run (CI=true).`);
  e2eStatus = 1;
  failed += 1;
} else {
  console.warn(
    `Skipping browser tests: Chromium not found at ${chromium} (apt-get install -y chromium).`,
  );
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
