import type { Framework } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/frameworks/{id}/`. */
export function getFramework(frameworkId: string): Promise<Framework> {
  return apiRequest<Framework>(`/api/frameworks/${encodeURIComponent(frameworkId)}/`);
}
