import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/pool';
import { findSourceSyncStates } from './source-sync-state.repository';

export type SourceSyncMetrics = {
  source: string;
  secondsSinceSuccess: number | null;
  isFailing: boolean;
  errorsTotal: number;
  failedWindows: number;
};

/** Per-source sync state for the sync gauges, read through `findSourceSyncStates` (health's too). */
export async function readSourceSyncStates(db: Queryable, now = new Date()) {
  const rows = await findSourceSyncStates(db);
  return rows.map(
    (row): SourceSyncMetrics => ({
      source: row.source_system,
      secondsSinceSuccess: row.last_success_at
        ? Math.max(0, (now.getTime() - row.last_success_at.getTime()) / 1000)
        : null,
      isFailing: row.failing_since !== null || row.last_error !== null,
      errorsTotal: row.errors_total,
      failedWindows: row.failed_windows,
    }),
  );
}

/** One gauge per sync figure, labelled by source, read from the database when scraped. */
function addSyncGauge(
  registry: Registry,
  db: Queryable,
  name: string,
  help: string,
  read: (state: SourceSyncMetrics) => number | null,
) {
  new Gauge({
    name,
    help,
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await readSourceSyncStates(db)) {
        const value = read(state);
        if (value !== null) this.set({ source: state.source }, value);
      }
    },
  });
}

/** Ingest's part of /metrics (a MetricsRegistration, ADR 0191): how fresh each source is. */
export function registerSyncMetrics(registry: Registry, { db }: Pick<AppDeps, 'db'>) {
  addSyncGauge(
    registry,
    db,
    'wac_sync_seconds_since_success',
    "Seconds since each source's last successful sync (absent before the first).",
    (state) => (state.secondsSinceSuccess === null ? null : Math.round(state.secondsSinceSuccess)),
  );
  addSyncGauge(
    registry,
    db,
    'wac_sync_failing',
    "1 while a source's last sync attempt failed, else 0.",
    (state) => (state.isFailing ? 1 : 0),
  );
  addSyncGauge(
    registry,
    db,
    'wac_sync_window_errors',
    'Failed window attempts per source since it was first synced (only ever grows).',
    (state) => state.errorsTotal,
  );
  addSyncGauge(
    registry,
    db,
    'wac_sync_failed_windows',
    'Windows per source that failed and wait for their retry (gaps in the data).',
    (state) => state.failedWindows,
  );
  return undefined;
}
