import type { Queryable } from '../../db/pool';
import { deriveFrameworkFacts, type FrameworkFacts } from './framework-facts';
import { findOpportunityReleases, replaceFrameworkFacts } from './framework-facts.repository';

/**
 * The ingest hook (src/data-reactions.ts): after a page's opportunities are written, each one's
 * framework facts are derived again from all its stored releases and replace what was there, so a
 * re-import changes nothing and any arrival order gives the same frameworks (ADR 0227).
 */
export async function recordFrameworks(
  db: Queryable,
  opportunityIds: readonly number[],
): Promise<void> {
  if (opportunityIds.length === 0) return;
  const releases = await findOpportunityReleases(db, opportunityIds);
  const facts = new Map<number, FrameworkFacts>();
  for (const id of opportunityIds) facts.set(id, deriveFrameworkFacts(releases.get(id) ?? []));
  await replaceFrameworkFacts(db, facts);
}
