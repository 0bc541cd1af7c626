import { useEffect, useRef } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache (e.g.
 * the user pressed Back on Stripe's page), so "redirecting" states can reset.
 */
export function usePageRestored(onRestored: () => void): void {
  const callback = useRef(onRestored);
  callback.current = onRestored;
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) callback.current();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);
}
