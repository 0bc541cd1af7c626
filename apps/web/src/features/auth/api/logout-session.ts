import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout/ with the token being dropped (storage is already cleared). */
export function logoutSession(token: string): Promise<void> {
  return apiRequest<void>('/api/auth/logout/', { method: 'POST', token });
}
