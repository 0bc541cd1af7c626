import type { Queryable } from '../../db/pool';
import { hasAnyOpportunity } from './sample-data.repository';
import { seedSampleData } from './seed-sample-data';

const PROBE_TIMEOUT_MS = 5000;

/** True when the portal answers HTTP at all (any status): it is reachable, so sync can run. */
export async function isReachable(baseUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(baseUrl, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * First start without network: when the database holds no opportunity and neither portal
 * answers, load the generated sample set (flagged `is_sample`) so the product can be tried.
 * Live data replaces it as soon as a sync stores real notices.
 */
export async function loadSampleDataWhenOffline(
  db: Queryable,
  options: {
    portalBaseUrls: string[];
    count: number;
    logger: { info(msg: string): void; warn(msg: string): void };
  },
): Promise<'loaded' | 'not-empty' | 'online'> {
  if (await hasAnyOpportunity(db)) return 'not-empty';
  const reachable = await Promise.all(options.portalBaseUrls.map((url) => isReachable(url)));
  if (reachable.some(Boolean)) return 'online';
  options.logger.warn(
    `database is empty and no portal answers: loading ${options.count} sample opportunities`,
  );
  const added = await seedSampleData(db, { count: options.count });
  options.logger.info(`loaded ${added} sample opportunities (shown with a sample-data banner)`);
  return 'loaded';
}
