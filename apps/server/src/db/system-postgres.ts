import { execFileSync } from 'node:child_process';
import type { PostgresBinaries } from './embedded-postgres';

/**
 * The PostgreSQL server binaries on the PATH (initdb, pg_ctl, postgres), as an operator's
 * distribution installs them: the stock server the PG15 test run and the JIT benchmark start in
 * a data directory of their own. Returns undefined when any is missing.
 */
export function findSystemPostgres(): (PostgresBinaries & { version: string }) | undefined {
  const locate = (name: string) => {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'pipe' })
        .toString()
        .trim();
    } catch {
      return '';
    }
  };
  const binaries = {
    initdb: locate('initdb'),
    pg_ctl: locate('pg_ctl'),
    postgres: locate('postgres'),
  };
  if (!binaries.initdb || !binaries.pg_ctl || !binaries.postgres) return undefined;
  const version = execFileSync(binaries.postgres, ['--version']).toString().trim();
  return { ...binaries, version };
}

/** The major version in `postgres (PostgreSQL) 15.18 (Debian ...)`. */
export function majorVersionOf(versionLine: string): number {
  return Number.parseInt(/\(PostgreSQL\)\s+(\d+)/.exec(versionLine)?.[1] ?? '0', 10);
}
