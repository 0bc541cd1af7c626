import { createContractsFinderFeed } from './contracts-finder-client';
import { createFindATenderFeed } from './find-a-tender-client';
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
];

const BYTES_PER_MB = 1024 * 1024;

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
