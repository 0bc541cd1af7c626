import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_MAX_AGE_MS,
  settlePrefetch,
  takePrefetchedData,
  takePrefetchedResponse,
} from './prefetched-response';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function install(path: string, response: Promise<Response>, startedAt = performance.now()) {
  vi.stubGlobal('window', { __wacPrefetch: { path, startedAt, response } });
}

describe('prefetched search answer', () => {
  afterEach(() => {
    // Drop whatever a test left claimed, then the stubbed window.
    takePrefetchedResponse('/api/search/?q=roads');
    vi.unstubAllGlobals();
  });

  it('hands the data to the first render once it has arrived, once, for the same path only', async () => {
    install('/api/search/?q=roads', Promise.resolve(json({ total: 3 })));
    await settlePrefetch();
    expect(takePrefetchedData('/api/search/?q=bridges')).toBeUndefined();
    expect(takePrefetchedData('/api/search/?q=roads')).toEqual({ total: 3 });
    expect(takePrefetchedData('/api/search/?q=roads')).toBeUndefined();
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
  });

  it('gives a late answer to the first request for that path instead', async () => {
    let resolve: (response: Response) => void = () => undefined;
    install('/api/search/?q=roads', new Promise<Response>((done) => (resolve = done)));
    await settlePrefetch(5);
    expect(takePrefetchedData('/api/search/?q=roads')).toBeUndefined();
    const response = takePrefetchedResponse('/api/search/?q=roads');
    resolve(json({ total: 7 }));
    expect(await (await response)?.json()).toEqual({ total: 7 });
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
  });

  it('passes an error answer on untouched, for the app to report', async () => {
    install('/api/search/?q=roads', Promise.resolve(json({ detail: 'Bad page' }, 400)));
    await settlePrefetch();
    expect(takePrefetchedData('/api/search/?q=roads')).toBeUndefined();
    const response = await takePrefetchedResponse('/api/search/?q=roads');
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({ detail: 'Bad page' });
  });

  it('ignores a prefetch older than the limit, and does nothing without one', async () => {
    install(
      '/api/search/?q=roads',
      Promise.resolve(json({ total: 1 })),
      performance.now() - PREFETCH_MAX_AGE_MS - 1,
    );
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
    vi.stubGlobal('window', {});
    await settlePrefetch();
    expect(takePrefetchedData('/api/search/?q=roads')).toBeUndefined();
  });
});
