import type { OpportunityDetail } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { readCallerFlags } from './caller-flags';
import {
  findAwardsWithSuppliers,
  findDocuments,
  findNoticeLinks,
  findOpportunityByWacId,
  findRawReleasePayloads,
  type OpportunityRow,
} from './opportunities.repository';
import { toOpportunityDetail } from './opportunity-detail.mapper';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';

/** The opportunity with this WAC ID (any letter case), or a 404 the detail page shows. */
export async function getOpportunityOrThrow(db: Queryable, wacId: string): Promise<OpportunityRow> {
  const opportunity = await findOpportunityByWacId(db, wacId);
  if (!opportunity) throw new AppError('NOT_FOUND', OPPORTUNITY_NOT_FOUND);
  return opportunity;
}

/**
 * One opportunity with every award, its documents and the caller's favourite flag. Raw
 * releases are read (and sent) only for staff. Never counted against a daily limit: anyone may
 * read every opportunity as often as they like (ADR 0143).
 */
export async function getOpportunityDetail(
  db: Queryable,
  user: AuthUser | null,
  wacId: string,
): Promise<OpportunityDetail> {
  const opportunity = await getOpportunityOrThrow(db, wacId);
  const [awards, documents, noticeLinks, flags, rawReleases] = await Promise.all([
    findAwardsWithSuppliers(db, opportunity.id),
    findDocuments(db, opportunity.id),
    findNoticeLinks(db, opportunity.id, opportunity.ocid),
    readCallerFlags(db, user?.id ?? null, [opportunity.id]),
    user?.is_staff ? findRawReleasePayloads(db, opportunity.id, opportunity.ocid) : undefined,
  ]);
  return toOpportunityDetail({
    opportunity,
    awards,
    documents,
    noticeLinks,
    isFavourited: flags.favourites.size > 0,
    pipelineItems: flags.placements.get(String(opportunity.id)) ?? [],
    rawReleases,
  });
}
