import type { DailyUsageResponse, ProfileResponse, UpdateProfileRequest } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const DAILY_USAGE_QUERY_KEY = ['usage', 'daily'] as const;

/** GET /api/profile/. */
export function getProfile(): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/profile/');
}

/** PUT /api/profile/: every field, answered with the saved profile. */
export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/profile/', { method: 'PUT', body });
}

/** GET /api/usage/: today's real figure for the Daily Usage card. */
export function getDailyUsage(): Promise<DailyUsageResponse> {
  return apiRequest<DailyUsageResponse>('/api/usage/');
}
