import type { HealthResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { getMigrationStatus } from '../../db/migrate';
import { readDocumentsStatus } from '../documents';
import { findSourceSyncStates } from '../ingest';
import { describeSourceSync, describeSyncProblems } from './describe-sync-health';
import { countOpportunities } from './health.repository';

const EMPTY_DOCUMENTS = {
  links: { pending: 0, fetched: 0, failed: 0, skipped: 0 },
  files: { pending: 0, extracted: 0, no_text_scanned: 0, failed: 0 },
  pages: 0,
  removed: { files: 0, bytes: 0 },
  phrase_pairs: { filled: 0, pending: 0 },
};

/**
 * Database reachability, migration state and each source's sync (errors, gaps, lag); never
 * throws. `degraded` lists its reasons in `problems`: pending migrations, a source failing or
 * with a gap, or the sample data still standing in for live data.
 */
export async function getHealth(deps: AppDeps): Promise<HealthResponse> {
  const started = performance.now();
  let latencyMs = -1;
  try {
    const [migrations, states, counts, documents] = await Promise.all([
      getMigrationStatus(deps.db).then((status) => {
        latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return status;
      }),
      findSourceSyncStates(deps.db),
      countOpportunities(deps.db),
      readDocumentsStatus(deps.db),
    ]);
    const now = new Date();
    const sync = states.map((state) => describeSourceSync(state, now));
    const isSampleData = counts.sample > 0;
    const problems = [
      ...(migrations.pending.length > 0 ? [`${migrations.pending.length} migrations pending`] : []),
      ...sync.flatMap(describeSyncProblems),
      ...(isSampleData ? ['showing generated sample data: no live data synced yet'] : []),
    ];
    return {
      status: problems.length === 0 ? 'ok' : 'degraded',
      problems,
      database: { ok: true, embedded: deps.isEmbeddedDatabase, latency_ms: latencyMs },
      migrations: {
        applied: migrations.applied.length,
        pending: migrations.pending,
        latest: migrations.applied.at(-1) ?? null,
      },
      sync,
      opportunities: { total: counts.total, is_sample_data: isSampleData },
      documents,
      version: deps.version,
    };
  } catch {
    return {
      status: 'degraded',
      problems: ['database unreachable'],
      database: { ok: false, embedded: deps.isEmbeddedDatabase, latency_ms: -1 },
      migrations: { applied: 0, pending: [], latest: null },
      sync: [],
      opportunities: { total: 0, is_sample_data: false },
      documents: EMPTY_DOCUMENTS,
      version: deps.version,
    };
  }
}
