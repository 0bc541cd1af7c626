import { apiRequest } from '@/lib/api-client';
import type { User } from '../types';

/** GET /api/auth/user/ with the given token (defaults to the stored one). */
export function getCurrentUser(token?: string): Promise<User> {
  return apiRequest<User>('/api/auth/user/', { token });
}
