import type { PlansResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/plans/: the plan catalogue, defined once on the server. */
export function getPlans(): Promise<PlansResponse> {
  return apiRequest<PlansResponse>('/api/plans/');
}
