import type { ProcurementTimeline } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const getTimelineQueryKey = (opportunityId: string) =>
  ['opportunity-timeline', opportunityId.toUpperCase()] as const;

export function getTimeline(opportunityId: string): Promise<ProcurementTimeline> {
  return apiRequest<ProcurementTimeline>(
    `/api/opportunities/${encodeURIComponent(opportunityId)}/timeline/`,
  );
}
