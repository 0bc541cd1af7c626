import { describe, expect, it, vi } from 'vitest';
import { createCachedValue } from './cached-value';

describe('createCachedValue', () => {
  it('shares one load between concurrent callers and reuses it until it expires', async () => {
    let now = 0;
    const load = vi.fn(async () => now);
    const cached = createCachedValue(load, 1000, () => now);
    const [first, second] = await Promise.all([cached.get(), cached.get()]);
    expect([first, second]).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 999;
    expect(await cached.get()).toBe(0);
    now = 1001;
    expect(await cached.get()).toBe(1001);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const cached = createCachedValue(load, 1000);
    await expect(cached.get()).rejects.toThrow('down');
    expect(await cached.get()).toBe('up');
  });
});
