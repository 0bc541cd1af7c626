import type { HealthResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { getMigrationStatus } from '../../db/migrate';
import { countOpportunities, findSyncStatuses } from './health.repository';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/** Database reachability, migration state, last sync per source; never throws. */
export async function getHealth(deps: AppDeps): Promise<HealthResponse> {
  const started = performance.now();
  try {
    const migrations = await getMigrationStatus(deps.db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const [sync, counts] = await Promise.all([
      findSyncStatuses(deps.db),
      countOpportunities(deps.db),
    ]);
    return {
      status: migrations.pending.length === 0 ? 'ok' : 'degraded',
      database: { ok: true, embedded: deps.isEmbeddedDatabase, latency_ms: latencyMs },
      migrations: {
        applied: migrations.applied.length,
        pending: migrations.pending,
        latest: migrations.applied.at(-1) ?? null,
      },
      sync: sync.map((row) => ({
        source_system: row.source_system,
        last_success_at: toIso(row.last_success_at),
        last_attempt_at: toIso(row.last_attempt_at),
        last_error: row.last_error,
        synced_until: toIso(row.synced_until),
      })),
      opportunities: { total: counts.total, is_sample_data: counts.sample > 0 },
      version: deps.version,
    };
  } catch {
    return {
      status: 'degraded',
      database: { ok: false, embedded: deps.isEmbeddedDatabase, latency_ms: -1 },
      migrations: { applied: 0, pending: [], latest: null },
      sync: [],
      opportunities: { total: 0, is_sample_data: false },
      version: deps.version,
    };
  }
}
