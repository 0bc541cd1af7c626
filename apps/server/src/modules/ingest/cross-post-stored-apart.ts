import type { Queryable } from '../../db/pool';
import type { CompiledOcid } from './compile-ocid';
import {
  absorbOpportunity,
  findOpportunityByCrossPostRefs,
  lockCrossPostRefs,
} from './cross-post.repository';
import { findOpportunityMembersById, type OpportunityMembers } from './ingest.repository';
import type { IngestLogger } from './ingest-logger';

/**
 * The members an ocid that is alone in its opportunity compiles with: its own, or, when its
 * cross-post references (ADR 0066) overlap those of another portal's opportunity, both
 * opportunities' ocids in one. That pair was stored apart because one side was compiled before
 * references existed (migration 0131) or before the other side's were written; compiling it
 * again joins them (ADR 0096). The older opportunity stays (its WAC ID, key and favourites); the
 * newer one is absorbed into it. Decided under the same per-reference locks as a new ocid.
 */
export async function joinCrossPostStoredApart(
  db: Queryable,
  compiled: CompiledOcid,
  own: OpportunityMembers,
  logger: IngestLogger,
): Promise<OpportunityMembers> {
  const { opportunity } = compiled;
  const refs = opportunity.source_links.flatMap((link) => link.cross_post_refs ?? []);
  if (refs.length === 0) return own;
  await lockCrossPostRefs(db, refs);
  const otherId = await findOpportunityByCrossPostRefs(db, {
    refs,
    source: opportunity.source_system,
    ocid: opportunity.ocid,
  });
  const other = otherId === null ? null : await findOpportunityMembersById(db, otherId);
  if (!other || other.opportunityId === own.opportunityId) return own;
  const [kept, absorbed] = own.opportunityId < other.opportunityId ? [own, other] : [other, own];
  await absorbOpportunity(db, { from: absorbed.opportunityId, into: kept.opportunityId });
  logger.info(
    { ocid: opportunity.ocid, kept: kept.opportunityId, absorbed: absorbed.opportunityId },
    'cross-post stored apart joined by portal reference',
  );
  return { ...kept, ocids: [...kept.ocids, ...absorbed.ocids] };
}
