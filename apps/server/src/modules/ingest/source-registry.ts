import { createContractsFinderFeed } from './contracts-finder-client';
import { createFindATenderFeed } from './find-a-tender-client';
import { createPortalFetch } from './portal-tls';
import { createProactisFeed } from './proactis-client';
import type { SourceFeedContext, SyncSourceDefinition } from './source-definition';
import type { SourceSystem } from './source-systems';

/**
 * Every source the scheduler and `npm run ingest` sync, each on its own queue (ADR 0060).
 * Register a new portal by adding its definition here.
 */
export const SYNC_SOURCES: readonly SyncSourceDefinition[] = [
  {
    source: 'ContractsFinder',
    label: 'Contracts Finder',
    createFeed: ({ env, logger, maxResponseBytes }) =>
      createContractsFinderFeed({ baseUrl: env.CF_BASE_URL, logger, maxResponseBytes }),
  },
  {
    source: 'FTS',
    label: 'Find a Tender',
    createFeed: ({ env, logger, maxResponseBytes }) =>
      createFindATenderFeed({ baseUrl: env.FTS_BASE_URL, logger, maxResponseBytes }),
  },
  {
    source: 'PCS',
    label: 'Public Contracts Scotland',
    intervalMinutes: proactisIntervalMinutes,
    // The host omits its intermediate certificate: Node's roots plus the shipped one (ADR 0067).
    createFeed: ({ env, logger, maxResponseBytes }) =>
      createProactisFeed({
        source: 'PCS',
        baseUrl: env.PCS_BASE_URL,
        fetch: createPortalFetch(env.PORTAL_EXTRA_CA_FILE),
        logger,
        maxResponseBytes,
      }),
  },
  {
    source: 'Sell2Wales',
    label: 'Sell2Wales',
    intervalMinutes: proactisIntervalMinutes,
    createFeed: ({ env, logger, maxResponseBytes }) =>
      createProactisFeed({
        source: 'Sell2Wales',
        baseUrl: env.S2W_BASE_URL,
        fetch: createPortalFetch(env.PORTAL_EXTRA_CA_FILE),
        logger,
        maxResponseBytes,
      }),
  },
];

const BYTES_PER_MB = 1024 * 1024;
const PROACTIS_MIN_INTERVAL_MINUTES = 60;

/**
 * PCS and Sell2Wales answer a whole month per notice type: every run asks 21 or 23 requests for
 * the current month again, so they run at most hourly (they publish a few hundred notices a day).
 */
function proactisIntervalMinutes(env: SourceFeedContext['env']): number {
  return Math.max(env.SYNC_INTERVAL_MINUTES, PROACTIS_MIN_INTERVAL_MINUTES);
}

/** The feed context every source gets from the settings. */
export function createSourceFeedContext(
  env: SourceFeedContext['env'],
  logger: SourceFeedContext['logger'],
): SourceFeedContext {
  return { env, logger, maxResponseBytes: env.PORTAL_MAX_RESPONSE_MB * BYTES_PER_MB };
}

/** The registered definition of `source`; throws for a source nobody registered. */
export function findSourceDefinition(source: SourceSystem): SyncSourceDefinition {
  const definition = SYNC_SOURCES.find((candidate) => candidate.source === source);
  if (!definition) throw new Error(`no sync source registered for ${source}`);
  return definition;
}
