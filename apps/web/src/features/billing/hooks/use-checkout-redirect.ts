import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { usePageRestored } from '@/hooks/use-page-restored';
import { ApiError } from '@/lib/api-error';
import { createCheckoutSession } from '../api/create-checkout-session';

/** The spec's checkout error texts (account-area.md section 8). */
export const CHECKOUT_MESSAGES = {
  missingSession: 'Stripe.js failed to load or a valid session ID was not received.',
  failed: 'Failed to initiate payment.',
} as const;

class MissingSessionError extends Error {}

/**
 * Starts a checkout and leaves for Stripe's hosted page (docs/decisions/0035). The button of the
 * plan being bought shows a spinner until the browser leaves; Back from Stripe restores the
 * page from the back-forward cache, so the spinner is reset then.
 */
export function useCheckoutRedirect() {
  const [redirectingPriceId, setRedirectingPriceId] = useState<string | null>(null);
  usePageRestored(() => setRedirectingPriceId(null));

  const startCheckout = useCallback(async (priceId: string, promotionCode: string | null) => {
    setRedirectingPriceId(priceId);
    try {
      const session = await createCheckoutSession({
        price_id: priceId,
        frontend_base_url: window.location.origin,
        promotion_code: promotionCode,
      });
      if (!session?.sessionId || !session.url) throw new MissingSessionError();
      window.location.assign(session.url);
    } catch (error) {
      setRedirectingPriceId(null);
      if (error instanceof MissingSessionError) toast.error(CHECKOUT_MESSAGES.missingSession);
      else if (error instanceof ApiError && error.detail) toast.error(error.detail);
      else toast.error(CHECKOUT_MESSAGES.failed);
    }
  }, []);

  return { redirectingPriceId, startCheckout };
}
