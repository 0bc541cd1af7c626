import type { HealthResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** GET /api/health/: the sync state of every source (public, cheap, never cached). */
export function getHealth(): Promise<HealthResponse> {
  return apiRequestUntracked<HealthResponse>('/api/health/');
}
