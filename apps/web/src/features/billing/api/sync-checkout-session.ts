import type { SubscriptionStateResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/**
 * POST /api/stripe/sync-checkout-session/: asks the server to read the finished checkout from
 * Stripe now, so the upgrade shows even if Stripe's webhook is still on its way.
 */
export function syncCheckoutSession(sessionId: string): Promise<SubscriptionStateResponse> {
  return apiRequestUntracked<SubscriptionStateResponse>('/api/stripe/sync-checkout-session/', {
    method: 'POST',
    body: { session_id: sessionId },
  });
}
