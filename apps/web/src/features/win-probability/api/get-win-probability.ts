import type { WinProbabilityResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/workspaces/{id}/win-probability/?wac_id= (issue 30). */
export function getWinProbability(
  workspaceId: number,
  wacId: string,
): Promise<WinProbabilityResponse> {
  return apiRequest<WinProbabilityResponse>(
    `/api/workspaces/${workspaceId}/win-probability/?wac_id=${encodeURIComponent(wacId)}`,
  );
}
