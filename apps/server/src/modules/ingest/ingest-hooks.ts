import type { Queryable } from '../../db/pool';

/**
 * What other modules do when ingest stores new data, in the page's transaction. Ingest is given
 * these at construction (src/data-reactions.ts builds the one set every process uses) and never
 * imports the modules that react, so the data path depends on nothing downstream (ADR 0192).
 */
export type IngestHooks = {
  /**
   * Runs around the recompile of a stored page's ocids and returns its result: favourite changes
   * compare the followed opportunities before and after (ADR 0091).
   */
  aroundRecompile<T>(
    db: Queryable,
    ocids: readonly string[],
    recompile: () => Promise<T>,
  ): Promise<T>;
  /** After a page's opportunities are written: buyers and suppliers join their organisations. */
  afterOpportunitiesWritten(db: Queryable, opportunityIds: readonly number[]): Promise<void>;
};

/**
 * Nothing reacts: only for test corpora that need the compiled rows alone (the relevance corpus,
 * the timeline's releases). Every process that ingests real data is given src/data-reactions.ts's
 * hooks instead; storeReleases has no default, so each caller says which it means.
 */
export const noHooks: IngestHooks = {
  aroundRecompile: (_db, _ocids, recompile) => recompile(),
  afterOpportunitiesWritten: async () => {},
};
