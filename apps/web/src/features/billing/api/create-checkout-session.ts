import type { CreateCheckoutSessionRequest, CreateCheckoutSessionResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/stripe/create-checkout-session/: a hosted checkout for one price. */
export function createCheckoutSession(
  body: CreateCheckoutSessionRequest,
): Promise<Partial<CreateCheckoutSessionResponse> | undefined> {
  return apiRequest('/api/stripe/create-checkout-session/', { method: 'POST', body });
}
