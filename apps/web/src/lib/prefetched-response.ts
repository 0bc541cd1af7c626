/**
 * A first-page API call started by the inline script in index.html (build-tools/
 * preload-first-routes.ts) while the JavaScript was still downloading: on `/search?...` the
 * search request goes out at once instead of after the entry, the route chunk and the first
 * render. Before the first render, `settlePrefetch` reads the answer (waiting a little at most),
 * so the page can show the results in its very first paint (`takePrefetchedData`); an answer
 * that is not ready by then, or not a success, goes to the first identical GET instead
 * (`takePrefetchedResponse`, used by api-client.ts). Either way it is used once, for exactly the
 * same path, within a few seconds.
 */
export type PrefetchedResponse = { path: string; startedAt: number; response: Promise<Response> };

declare global {
  interface Window {
    __wacPrefetch?: PrefetchedResponse;
  }
}

/** Older than this, a prefetched answer is not used (the visitor may have moved on and back). */
export const PREFETCH_MAX_AGE_MS = 10_000;
/** The first render waits at most this long for the prefetched answer. */
export const PREFETCH_RENDER_WAIT_MS = 400;

type Settled = { ok: true; data: unknown } | { ok: false; response: Response };
type Taken = {
  path: string;
  startedAt: number;
  settled: Promise<Settled>;
  value?: Settled;
};

let taken: Taken | undefined;

function readPrefetch(): PrefetchedResponse | undefined {
  return typeof window === 'undefined' ? undefined : window.__wacPrefetch;
}

function claim(path?: string): Taken | undefined {
  const prefetch = readPrefetch();
  if (prefetch) {
    window.__wacPrefetch = undefined;
    const entry: Taken = {
      path: prefetch.path,
      startedAt: prefetch.startedAt,
      settled: prefetch.response.then(
        async (response): Promise<Settled> =>
          response.ok ? { ok: true, data: await response.json() } : { ok: false, response },
      ),
    };
    entry.settled.then(
      (value) => {
        entry.value = value;
      },
      () => undefined,
    );
    taken = entry;
  }
  if (!taken || (path !== undefined && taken.path !== path)) return undefined;
  if (performance.now() - taken.startedAt > PREFETCH_MAX_AGE_MS) {
    taken = undefined;
    return undefined;
  }
  return taken;
}

/** Waits (briefly) for the prefetched answer, so the first render can use it. */
export async function settlePrefetch(waitMs = PREFETCH_RENDER_WAIT_MS): Promise<void> {
  const entry = claim();
  if (!entry) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    entry.settled.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/** The prefetched JSON for `path` when it has already arrived with success; once. */
export function takePrefetchedData<T>(path: string): T | undefined {
  const entry = claim(path);
  if (entry?.value?.ok !== true) return undefined;
  taken = undefined;
  return entry.value.data as T;
}

/** The prefetched response for `path`, once; undefined when there is none or it is stale. */
export function takePrefetchedResponse(path: string): Promise<Response> | undefined {
  const entry = claim(path);
  if (!entry) return undefined;
  taken = undefined;
  return entry.settled.then((value) =>
    value.ok
      ? new Response(JSON.stringify(value.data), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      : value.response,
  );
}
