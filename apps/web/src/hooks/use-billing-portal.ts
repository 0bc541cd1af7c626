import type { CreatePortalSessionResponse } from '@wac/contract';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { apiRequest } from '@/lib/api-client';
import { usePageRestored } from './use-page-restored';

/** The spec's texts for the Subscription card (account-area.md sections 4 and 8). */
export const BILLING_PORTAL_MESSAGES = {
  idleLabel: 'Manage Billing',
  redirectingLabel: 'Accessing Portal...',
  missingUrl: 'Could not retrieve billing portal URL.',
  failed: 'Could not access the billing portal. Please try again later.',
} as const;

class MissingPortalUrlError extends Error {}

/**
 * Opens Stripe's billing portal: idle -> redirecting ("Accessing Portal...") -> the browser
 * leaves for the portal. An error returns to idle with a toast and `error` set. Shared so the
 * account page's Subscription card and the pricing page use the same flow.
 */
export function useBillingPortal() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageRestored(() => setIsRedirecting(false));

  const openBillingPortal = useCallback(async () => {
    setIsRedirecting(true);
    setError(null);
    try {
      const session = await apiRequest<Partial<CreatePortalSessionResponse> | undefined>(
        '/api/stripe/create-portal-session/',
        { method: 'POST', body: { frontend_base_url: window.location.origin } },
      );
      if (!session?.url) throw new MissingPortalUrlError();
      window.location.assign(session.url);
    } catch (caught) {
      const message =
        caught instanceof MissingPortalUrlError
          ? BILLING_PORTAL_MESSAGES.missingUrl
          : BILLING_PORTAL_MESSAGES.failed;
      setError(message);
      setIsRedirecting(false);
      toast.error(message);
    }
  }, []);

  const buttonLabel = isRedirecting
    ? BILLING_PORTAL_MESSAGES.redirectingLabel
    : BILLING_PORTAL_MESSAGES.idleLabel;
  return { openBillingPortal, isRedirecting, error, buttonLabel };
}
