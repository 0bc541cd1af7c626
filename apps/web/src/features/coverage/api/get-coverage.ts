import type { CoverageResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** GET /api/coverage/: each portal's sync state and notices per day (public, read fresh). */
export function getCoverage(): Promise<CoverageResponse> {
  return apiRequestUntracked<CoverageResponse>('/api/coverage/');
}
