import { type Pool, withTransaction } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import { findRawOcids } from './raw-releases.repository';
import { recompileOcids } from './recompile-ocids';

const OCIDS_PER_TRANSACTION = 200;

/**
 * Compiles every stored ocid again from its raw releases, a batch per transaction: run it after
 * a change to the mapping so existing opportunities pick it up without fetching anything.
 */
export async function recompileAllOcids(
  deps: { pool: Pool; logger?: IngestLogger; hooks: IngestHooks },
  onProgress?: (compiled: number) => void,
): Promise<number> {
  let after: string | null = null;
  let compiled = 0;
  for (;;) {
    const ocids = await findRawOcids(deps.pool, { after, limit: OCIDS_PER_TRANSACTION });
    if (ocids.length === 0) return compiled;
    compiled += await withTransaction(deps.pool, (client) =>
      recompileOcids(client, ocids, deps.logger ?? silentLogger, deps.hooks),
    );
    after = ocids[ocids.length - 1];
    onProgress?.(compiled);
  }
}
