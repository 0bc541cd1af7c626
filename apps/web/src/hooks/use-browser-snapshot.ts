import { useSyncExternalStore } from 'react';

/** For values only this tab changes, and only by actions that re-render anyway. */
const subscribeToNothing = () => () => undefined;

/**
 * A value read from browser-only state (the tab's storage) during render. A page rendered on the
 * server (src/entry-server.tsx), and its hydration, get `onServer`; the browser then re-renders
 * with `read()` straight away, without a hydration mismatch.
 */
export function useBrowserSnapshot<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => onServer);
}
