export type CachedValue<T> = {
  /** The cached value while fresh; otherwise one shared load for every concurrent caller. */
  get(): Promise<T>;
  clear(): void;
};

/**
 * Keeps the result of `load` for `ttlMs`. Concurrent callers during a load share it, so a burst of
 * visitors after expiry costs one query, not one each. A failed load is not cached.
 */
export function createCachedValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedValue<T> {
  let value: { data: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get() {
      if (value && value.expiresAt > now()) return Promise.resolve(value.data);
      pending ??= load()
        .then((data) => {
          value = { data, expiresAt: now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    clear() {
      value = undefined;
    },
  };
}
