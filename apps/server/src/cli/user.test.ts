import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DatabaseNotFoundError, openDatabase } from '../db/open-database';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

describe('npm run user without the server’s data directory', () => {
  it('refuses, naming the directory it looked in, and creates no database there', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-user-cli-'));
    try {
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const failure = await run(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/user.ts', 'tier', 'a@example.test', 'premium'],
        { cwd: REPO_ROOT, env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      ).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(2);
      expect(failure?.stderr).toContain(`No WAC database in ${dataDir}.`);
      expect(failure?.stderr).toContain('DATA_DIR');
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is told apart by openDatabase before any server starts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-user-cli-'));
    try {
      await expect(openDatabase({ dataDir, mustExist: true })).rejects.toBeInstanceOf(
        DatabaseNotFoundError,
      );
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
