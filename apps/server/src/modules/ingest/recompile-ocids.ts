import type { Queryable } from '../../db/pool';
import { upsertIngestedCpvLabels } from '../cpv';
import { type CompiledOcid, compileOcid } from './compile-ocid';
import type { CompiledOpportunity } from './compiled-opportunity';
import type { CpvLabel } from './cpv';
import { pickCrossPostMatch } from './cross-post';
import {
  findCrossPostCandidates,
  findLinkedCrossPost,
  findOpportunityByCrossPostRefs,
  lockBuyerForCrossPost,
  lockCrossPostRefs,
  lockNoticesForCrossPost,
} from './cross-post.repository';
import { joinCrossPostStoredApart } from './cross-post-stored-apart';
import {
  findOpportunityMembers,
  findOpportunityMembersById,
  upsertOpportunity,
} from './ingest.repository';
import type { IngestHooks } from './ingest-hooks';
import type { IngestLogger } from './ingest-logger';
import { mergeCrossPosted } from './merge-cross-posted';
import { findRawReleases } from './raw-releases.repository';
import { sourceFromOcid } from './source-systems';

/**
 * Compiles each ocid again from all its stored releases and writes its opportunity. An ocid not
 * yet linked to an opportunity is first matched against the other portal's opportunities (the
 * cross-post rule); a linked one is merged with the other ocids of its opportunity, and one alone
 * in its opportunity joins a cross-post its portal reference names (ADR 0096).
 * Returns the number of ocids written. An ocid whose releases cannot be mapped is logged and
 * skipped, never failing the page: its raw releases stay stored for a later recompile.
 */
export async function recompileOcids(
  db: Queryable,
  ocids: string[],
  logger: IngestLogger,
  hooks: IngestHooks,
): Promise<number> {
  const stored = await findRawReleases(db, ocids);
  const labels: CpvLabel[] = [];
  const writtenIds = new Set<number>();
  let written = 0;
  for (const ocid of ocids) {
    const entry = stored.get(ocid);
    if (!entry) continue;
    let compiled: CompiledOcid;
    try {
      compiled = compileOcid(entry.source, entry.releases, entry.requestedNoticeTypes);
    } catch (error) {
      logger.error({ ocid, err: error }, 'could not compile ocid; raw releases kept');
      continue;
    }
    writtenIds.add(await writeOpportunity(db, compiled, logger));
    labels.push(...compiled.cpvLabels);
    written += 1;
  }
  await upsertIngestedCpvLabels(db, labels);
  // Once per page, in the page's transaction: buyers and suppliers to their organisations
  // (ADR 0085) and whatever else reacts to written opportunities (ADR 0192).
  await hooks.afterOpportunitiesWritten(db, [...writtenIds]);
  return written;
}

/** Writes the opportunity of a compiled ocid (merged with its cross-posts); returns its id. */
async function writeOpportunity(
  db: Queryable,
  compiled: CompiledOcid,
  logger: IngestLogger,
): Promise<number> {
  const { opportunity } = compiled;
  let members = await findOpportunityMembers(db, opportunity.ocid);
  if (!members) members = await findCrossPostedMembers(db, compiled, logger);
  else if (members.ocids.length === 1) {
    members = await joinCrossPostStoredApart(db, compiled, members, logger);
  }
  if (!members || members.ocids.length <= 1) {
    return (await upsertOpportunity(db, opportunity)).id;
  }
  const others = members.ocids.filter((ocid) => ocid !== opportunity.ocid);
  const otherCompiled = await compileStoredOcids(db, others, logger);
  const primary = [opportunity, ...otherCompiled].find((item) => item.ocid === members.primaryOcid);
  // The first ocid may have no stored releases (written by another tool): keep its identity.
  const key = primary ?? {
    ocid: members.primaryOcid,
    source_system: sourceFromOcid(members.primaryOcid) ?? opportunity.source_system,
  };
  return (await upsertOpportunity(db, mergeCrossPosted(key, [opportunity, ...otherCompiled]))).id;
}

/**
 * The opportunity of another portal this new ocid is a cross-post of, plus the new ocid: first
 * by a shared portal reference (`(SC Ref:n)`, ADR 0066), then by a Find a Tender notice it links
 * to or is linked from (ADR 0010), else by the buyer-title-date rule.
 */
async function findCrossPostedMembers(db: Queryable, compiled: CompiledOcid, logger: IngestLogger) {
  const byReference = await findMembersByCrossPostRefs(db, compiled);
  if (byReference) {
    logger.info({ ocid: compiled.opportunity.ocid }, 'cross-post linked by portal reference');
    return byReference;
  }
  const byNotice = await findMembersByFindTenderNotice(db, compiled, logger);
  if (byNotice) return byNotice;
  return findMembersByBuyerAndTitle(db, compiled, logger);
}

async function findMembersByCrossPostRefs(db: Queryable, compiled: CompiledOcid) {
  const { opportunity } = compiled;
  const refs = opportunity.source_links.flatMap((link) => link.cross_post_refs ?? []);
  if (refs.length === 0) return null;
  await lockCrossPostRefs(db, refs);
  const opportunityId = await findOpportunityByCrossPostRefs(db, {
    refs,
    source: opportunity.source_system,
    ocid: opportunity.ocid,
  });
  if (opportunityId === null) return null;
  const existing = await findOpportunityMembersById(db, opportunityId);
  return existing ? { ...existing, ocids: [...existing.ocids, opportunity.ocid] } : null;
}

/** A CF notice naming its Find a Tender notice, or an FTS notice another portal names. */
async function findMembersByFindTenderNotice(
  db: Queryable,
  compiled: CompiledOcid,
  logger: IngestLogger,
) {
  const { opportunity, findTenderNoticeIds } = compiled;
  if (findTenderNoticeIds.length === 0) return null;
  await lockNoticesForCrossPost(db, findTenderNoticeIds);
  const linkedId = await findLinkedCrossPost(db, {
    source: opportunity.source_system,
    noticeIds: findTenderNoticeIds,
  });
  if (linkedId === null) return null;
  return joinOpportunity(db, linkedId, opportunity.ocid, logger, 'notice');
}

async function findMembersByBuyerAndTitle(
  db: Queryable,
  compiled: CompiledOcid,
  logger: IngestLogger,
) {
  const { opportunity, firstReleaseDate } = compiled;
  const buyer = opportunity.buyer_name_normalised;
  if (!buyer || !firstReleaseDate) return null;
  await lockBuyerForCrossPost(db, buyer);
  const notice = {
    source: opportunity.source_system,
    title: opportunity.title,
    buyerNameNormalised: buyer,
    firstReleaseDate,
  };
  const candidates = await findCrossPostCandidates(db, {
    buyerNameNormalised: buyer,
    source: opportunity.source_system,
    firstReleaseDate,
  });
  const match = pickCrossPostMatch(notice, candidates);
  if (!match) return null;
  return joinOpportunity(db, match.opportunityId, opportunity.ocid, logger, 'rule');
}

/** The members of an existing opportunity with a new ocid added. */
async function joinOpportunity(
  db: Queryable,
  opportunityId: number,
  ocid: string,
  logger: IngestLogger,
  linkedBy: 'notice' | 'rule',
) {
  const existing = await findOpportunityMembersById(db, opportunityId);
  if (!existing) return null;
  logger.info({ ocid, opportunityId, linkedBy }, 'cross-post linked');
  return { ...existing, ocids: [...existing.ocids, ocid] };
}

async function compileStoredOcids(
  db: Queryable,
  ocids: string[],
  logger: IngestLogger,
): Promise<CompiledOpportunity[]> {
  const stored = await findRawReleases(db, ocids);
  return ocids.flatMap((ocid) => {
    const entry = stored.get(ocid);
    if (!entry) return [];
    try {
      return [compileOcid(entry.source, entry.releases, entry.requestedNoticeTypes).opportunity];
    } catch (error) {
      logger.error({ ocid, err: error }, 'could not compile linked ocid');
      return [];
    }
  });
}
