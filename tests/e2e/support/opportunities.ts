import type { APIRequestContext } from '@playwright/test';
import type { OpportunityDetail } from '@wac/contract';
import { apiSearch } from './search-api';

type Stage = 'planning' | 'tender' | 'award';

/**
 * The first opportunity of a stage (from the offline sample data) whose detail passes `accept`,
 * found through the public API so the journeys need no knowledge of generated ids.
 */
export async function findOpportunity(
  request: APIRequestContext,
  stage: Stage,
  accept: (detail: OpportunityDetail) => boolean = () => true,
): Promise<OpportunityDetail> {
  for (let page = 1; page <= 5; page += 1) {
    const body = await apiSearch(request, `stage=${stage}&sort=release_date-desc&page=${page}`);
    for (const result of body.results) {
      const detail = await request.get(`/api/opportunities/${result.opportunity_id}/`);
      if (!detail.ok()) continue;
      const opportunity = (await detail.json()) as OpportunityDetail;
      if (accept(opportunity)) return opportunity;
    }
    if (body.results.length === 0) break;
  }
  throw new Error(`no ${stage} opportunity matched in the sample data`);
}

export const attachmentCount = (opportunity: OpportunityDetail) =>
  opportunity.additional_documents.filter((document) => document.documentType === 'attachment')
    .length;
