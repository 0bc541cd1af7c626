/**
 * A first-page API call started by the inline script in index.html (build-tools/
 * preload-first-routes.ts) while the JavaScript was still downloading: on `/search?...` the
 * search request goes out at once instead of after the entry, the route chunk and the first
 * render. The app takes it over exactly once, for exactly the same path, within a few seconds.
 */
export type PrefetchedResponse = { path: string; startedAt: number; response: Promise<Response> };

declare global {
  interface Window {
    __wacPrefetch?: PrefetchedResponse;
  }
}

/** Older than this, a prefetched answer is not used (the visitor may have moved on and back). */
export const PREFETCH_MAX_AGE_MS = 10_000;

/** The prefetched response for `path`, once; undefined when there is none or it is stale. */
export function takePrefetchedResponse(path: string): Promise<Response> | undefined {
  const prefetch = typeof window === 'undefined' ? undefined : window.__wacPrefetch;
  if (!prefetch || prefetch.path !== path) return undefined;
  window.__wacPrefetch = undefined;
  if (performance.now() - prefetch.startedAt > PREFETCH_MAX_AGE_MS) return undefined;
  return prefetch.response;
}
