import type { Pool } from '../../db/pool';
import { hasAnyOpportunity } from './sample-data.repository';
import { seedSampleData } from './seed-sample-data';

/**
 * A fresh install shows the generated sample set (flagged `is_sample`, shown with a banner)
 * until live data arrives: the database holds no opportunity and no source has ever synced.
 * Whether the portals answer is not asked: one that answers HTTP errors (or 404s, or pages too
 * large to read) is as useless as one that is offline, and the first sync that stores real
 * notices removes the samples (`replaceSampleDataWithLiveData`).
 */
export async function loadSampleDataUntilLive(
  db: Pool,
  options: { count: number; logger: { info(msg: string): void } },
): Promise<'loaded' | 'not-empty' | 'synced-before'> {
  if (await hasAnyOpportunity(db)) return 'not-empty';
  const { rows } = await db.query<{ has_synced: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM ingest_sources WHERE last_success_at IS NOT NULL) AS has_synced',
  );
  if (rows[0]?.has_synced) return 'synced-before';
  const added = await seedSampleData(db, { count: options.count });
  options.logger.info(
    `database is empty: loaded ${added} sample opportunities (shown with a banner until live data arrives)`,
  );
  return 'loaded';
}
