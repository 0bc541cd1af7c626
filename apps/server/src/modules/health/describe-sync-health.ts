import type { SourceSyncStatus } from '@wac/contract';
import type { SourceSyncState } from '../ingest';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/** One source's sync state as health reports it: `degraded` on an error, a gap or no sync yet. */
export function describeSourceSync(state: SourceSyncState, now: Date): SourceSyncStatus {
  const isHealthy =
    state.last_error === null && state.failed_windows === 0 && state.last_success_at !== null;
  return {
    source_system: state.source_system,
    status: isHealthy ? 'ok' : 'degraded',
    last_success_at: toIso(state.last_success_at),
    last_attempt_at: toIso(state.last_attempt_at),
    last_error: state.last_error,
    last_error_at: toIso(state.last_error_at),
    failing_since: toIso(state.failing_since),
    errors_total: state.errors_total,
    synced_until: toIso(state.synced_until),
    lag_seconds: state.synced_until
      ? Math.max(0, Math.round((now.getTime() - state.synced_until.getTime()) / 1000))
      : null,
    open_windows: state.open_windows,
    failed_windows: state.failed_windows,
    gaps: state.gaps.map((gap) => ({
      from: gap.window_start.toISOString(),
      to: gap.window_end.toISOString(),
      attempts: gap.attempts,
      last_error: gap.last_error,
      retry_at: toIso(gap.retry_at),
    })),
    cursor_loops: state.cursor_loops,
    last_cursor_loop: state.last_cursor_loop
      ? {
          from: state.last_cursor_loop.window_start.toISOString(),
          to: state.last_cursor_loop.window_end.toISOString(),
        }
      : null,
  };
}

/** Why a source is degraded, in words for the health response. */
export function describeSyncProblems(source: SourceSyncStatus): string[] {
  const problems: string[] = [];
  const name = source.source_system;
  if (source.last_success_at === null) {
    problems.push(`${name}: no successful sync yet`);
  }
  if (source.last_error !== null) {
    const since = source.failing_since ? ` since ${source.failing_since}` : '';
    problems.push(`${name}: failing${since}: ${source.last_error}`);
  }
  if (source.failed_windows > 0) {
    const first = source.gaps[0];
    const from = first ? ` (the first from ${first.from} to ${first.to})` : '';
    const windows = source.failed_windows === 1 ? 'window' : 'windows';
    problems.push(`${name}: ${source.failed_windows} failed ${windows} waiting for a retry${from}`);
  }
  return problems;
}
