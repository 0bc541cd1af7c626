import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { UPGRADE_FINALIZING_MS } from '@/config/constants';
import { syncCheckoutSession } from '../api/sync-checkout-session';

export type UpgradeSession = {
  /** Stripe's checkout session id from the success URL, if present. */
  sessionId: string | null;
  isAuthenticated: boolean;
  /** True while the stored session is still being verified. */
  isAuthLoading: boolean;
  refreshUser: () => Promise<void>;
};

/**
 * Upgrade success: once the session is known, ask the server to sync the checkout, refresh the
 * user (so the header shows the new plan), then show Finalizing for 1.5 s before the cards.
 */
export function useUpgradeFinalizing({
  sessionId,
  isAuthenticated,
  isAuthLoading,
  refreshUser,
}: UpgradeSession): 'finalizing' | 'complete' {
  const [phase, setPhase] = useState<'finalizing' | 'complete'>('finalizing');
  const queryClient = useQueryClient();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Waiting for the session check avoids it overwriting the refreshed user with an old copy.
    if (isAuthLoading || hasStarted.current) return;
    hasStarted.current = true;
    const finalize = async () => {
      if (isAuthenticated && sessionId) {
        // The webhook does the same work; a failure here only means we wait for it.
        await syncCheckoutSession(sessionId).catch(() => undefined);
      }
      if (isAuthenticated) await refreshUser();
      await queryClient.invalidateQueries();
      window.setTimeout(() => setPhase('complete'), UPGRADE_FINALIZING_MS);
    };
    void finalize();
  }, [isAuthLoading, isAuthenticated, sessionId, refreshUser, queryClient]);

  return phase;
}
