import { type Pool, withTransaction } from '../../src/db/pool';
import type { IngestHooks } from '../../src/modules/ingest/ingest-hooks';
import type { OcdsRelease } from '../../src/modules/ingest/ocds-types';
import type { SourceSystem } from '../../src/modules/ingest/source-systems';
import { storeReleases } from '../../src/modules/ingest/store-releases';

/**
 * A `store(releases)` for a test: stores them as a sync's page of `source` would be, in one
 * transaction on the pool `poolOf()` answers at each call, with `hooks` (the app's reactions, or
 * none).
 */
export const releaseStore =
  (poolOf: () => Pool, source: SourceSystem, hooks: IngestHooks) => (releases: OcdsRelease[]) =>
    withTransaction(poolOf(), (client) =>
      storeReleases(client, source, releases, undefined, { hooks }),
    );

/** The WAC id of the opportunity a release with `ocid` was compiled into (from any source). */
export async function wacIdOfSourceOcid(pool: Pool, ocid: string): Promise<string> {
  const { rows } = await pool.query<{ wac_id: string }>(
    `SELECT o.wac_id FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.ocid = $1`,
    [ocid],
  );
  if (!rows[0]) throw new Error(`no opportunity for ${ocid}`);
  return rows[0].wac_id;
}
