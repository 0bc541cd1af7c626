import { type Pool, withTransaction } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import { recompileOcids } from './recompile-ocids';
import {
  findQueuedOcids,
  lockOpportunityOfOcid,
  removeQueuedOcid,
} from './recompile-queue.repository';

const OCIDS_PER_READ = 200;
/**
 * How long one compile may wait for a lock before it gives way. Below PostgreSQL's default
 * deadlock_timeout (1 s): should a sync page wait for this compile while this compile waits for
 * the sync (a CPV label both write), this compile gives up first and the sync never fails.
 */
const LOCK_TIMEOUT = '200ms';

export type RecompileQueueResult = { compiled: number; deferred: number };

/**
 * Compiles every queued ocid again from its stored releases, one short transaction each, and
 * takes it off the queue (ADR 0052). An ocid whose compile waited too long for a lock, or
 * failed, stays queued for the next run. Safe to run while the portals sync.
 */
export async function recompileQueuedOcids(deps: {
  pool: Pool;
  logger?: IngestLogger;
  hooks: IngestHooks;
}): Promise<RecompileQueueResult> {
  const logger = deps.logger ?? silentLogger;
  const result: RecompileQueueResult = { compiled: 0, deferred: 0 };
  let after: string | null = null;
  for (;;) {
    const ocids = await findQueuedOcids(deps.pool, { after, limit: OCIDS_PER_READ });
    if (ocids.length === 0) return result;
    for (const ocid of ocids) {
      try {
        await withTransaction(deps.pool, async (client) => {
          await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
          await lockOpportunityOfOcid(client, ocid);
          await recompileOcids(client, [ocid], logger, deps.hooks);
          await removeQueuedOcid(client, ocid);
        });
        result.compiled += 1;
      } catch (error) {
        logger.warn({ ocid, err: error }, 'recompile deferred to the next run');
        result.deferred += 1;
      }
    }
    after = ocids[ocids.length - 1] ?? null;
  }
}
