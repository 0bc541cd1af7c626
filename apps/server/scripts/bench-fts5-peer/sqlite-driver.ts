import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * better-sqlite3 (SQLite with FTS5 built in) for the peer benchmark only (ADR 0101). It is not a
 * dependency of the project: its install compiles SQLite from source (about a minute on two
 * cores; its prebuilt download host is not reachable here), which every `npm ci` and CI run would
 * pay for a benchmark. So the benchmark installs it on first use into its own folder under the
 * benchmark data, from the npm registry, at a pinned version, and loads it from there.
 */
export const BETTER_SQLITE3_VERSION = '12.11.1';

export type SqliteStatement = {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
};
export type SqliteDatabase = {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  pragma(sql: string): unknown;
  transaction<T extends unknown[]>(run: (...args: T) => void): (...args: T) => void;
  close(): void;
};
type SqliteConstructor = new (file: string) => SqliteDatabase;

export function loadBetterSqlite3(
  folder: string,
  log: (message: string) => void,
): SqliteConstructor {
  const binary = path.join(folder, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (!existsSync(binary)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'package.json'),
      `${JSON.stringify(
        {
          name: 'wac-bench-fts5-peer',
          private: true,
          description: 'Installed by npm run bench:fts5-peer; not part of WAC.',
          allowScripts: { 'better-sqlite3': true },
        },
        null,
        2,
      )}\n`,
    );
    log(`installing better-sqlite3@${BETTER_SQLITE3_VERSION} into ${folder} (builds SQLite)...`);
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefix',
        folder,
        `better-sqlite3@${BETTER_SQLITE3_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const require = createRequire(path.join(folder, 'package.json'));
  return require('better-sqlite3') as SqliteConstructor;
}
