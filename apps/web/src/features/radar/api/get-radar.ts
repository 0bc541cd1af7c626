import type { RadarResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/radar/?{query}`. */
export function getRadar(query: string): Promise<RadarResponse> {
  return apiRequest<RadarResponse>(`/api/radar/${query ? `?${query}` : ''}`);
}
