import type { FrameworksEnding } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/frameworks/ending/?months=`: frameworks ending within the radar's window. */
export function getFrameworksEnding(months: number): Promise<FrameworksEnding> {
  return apiRequest<FrameworksEnding>(`/api/frameworks/ending/?months=${months}`);
}
