import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const fixtures = path.join(here, 'fixtures/dependency-rules');
const cruiser = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * Runs the project's own rules (.dependency-cruiser.cjs, ADR 0190) on a fixture tree the way
 * `npm run lint:deps` runs them on the code: the exit code, and the report it prints.
 */
async function checkRules(fixture: string) {
  const cwd = path.join(fixtures, fixture);
  const config = path.join(repoRoot, '.dependency-cruiser.cjs');
  const args = [cruiser, 'apps', '--config', config, '--output-type', 'err'];
  try {
    const { stdout } = await run(process.execPath, args, { cwd });
    return { exitCode: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { exitCode: failed.code ?? -1, report: failed.stdout ?? '' };
  }
}

describe('dependency rules (npm run lint:deps)', () => {
  it("fail on a module importing another module's repository, a cycle, and a cross-feature import", async () => {
    const { exitCode, report } = await checkRules('violations');
    // The exit code is the number of errors: three deliberate violations.
    expect(exitCode).toBe(3);
    expect(report).toContain(
      'error no-other-modules-repository: apps/server/src/modules/alpha/alpha.service.ts → apps/server/src/modules/beta/beta.repository.ts',
    );
    expect(report).toContain('error no-server-import-cycles: apps/server/src/modules/cycle/');
    expect(report).toContain(
      'error no-imports-between-web-features: apps/web/src/features/one/one.ts → apps/web/src/features/two/two.ts',
    );
  }, 60_000);

  it('pass when the same needs go through the public face and shared code', async () => {
    const { exitCode, report } = await checkRules('clean');
    expect(report).not.toContain('error');
    expect(exitCode).toBe(0);
  }, 60_000);
});
