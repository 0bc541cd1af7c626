import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_MAX_AGE_MS, takePrefetchedResponse } from './prefetched-response';

describe('takePrefetchedResponse', () => {
  const response = Promise.resolve(new Response('{}'));
  const install = (path: string, startedAt = performance.now()) => {
    vi.stubGlobal('window', { __wacPrefetch: { path, startedAt, response } });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands over the prefetched response for the same path, once', () => {
    install('/api/search/?q=roads');
    expect(takePrefetchedResponse('/api/search/?q=bridges')).toBeUndefined();
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBe(response);
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
  });

  it('ignores a prefetch older than the limit', () => {
    install('/api/search/?q=roads', performance.now() - PREFETCH_MAX_AGE_MS - 1);
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
  });

  it('does nothing outside a browser or without a prefetch', () => {
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
    vi.stubGlobal('window', {});
    expect(takePrefetchedResponse('/api/search/?q=roads')).toBeUndefined();
  });
});
