import type { Queryable } from '../../db/pool';
import type { IngestLogger } from '../ingest/ingest-logger';
import { deleteSampleOpportunities } from '../sample-data';

/** Once any live opportunity exists, the generated sample set has done its job: remove it. */
export async function replaceSampleDataWithLiveData(db: Queryable, logger: IngestLogger) {
  const { rows } = await db.query<{ has_live: boolean; has_sample: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM opportunities WHERE NOT is_sample) AS has_live,
            EXISTS (SELECT 1 FROM opportunities WHERE is_sample) AS has_sample`,
  );
  if (rows[0]?.has_live && rows[0].has_sample) {
    const removed = await deleteSampleOpportunities(db);
    logger.info({ removed }, 'live data arrived: sample opportunities removed');
  }
}
