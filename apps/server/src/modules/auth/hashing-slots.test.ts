import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createSlotLimiter, passwordHashingSlots, threadPoolSize } from './hashing-slots';
import { hashPassword } from './password-hash';

describe('password hashing slots (ADR 0135)', () => {
  it('leave at least one pool thread free and use no more than the cores', () => {
    expect(passwordHashingSlots(4, 2)).toBe(2);
    expect(passwordHashingSlots(4, 16)).toBe(3);
    expect(passwordHashingSlots(1, 2)).toBe(1);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '8' })).toBe(8);
    expect(threadPoolSize({})).toBe(4);
  });

  it('run at most the given number of tasks at once, the others in arrival order', async () => {
    const inSlot = createSlotLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      inSlot(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return index;
      }),
    );
    while (started.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      finish.shift()?.();
    }
    for (const resolve of finish) resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('let a file read through while as many logins as the pool has threads are hashing', async () => {
    let hashed = 0;
    const hashes = Array.from({ length: threadPoolSize() }, () =>
      hashPassword('a password of some length').then(() => {
        hashed += 1;
      }),
    );
    await readFile(import.meta.filename);
    // Without the slots every pool thread would be hashing and the read would wait for one.
    expect(hashed).toBe(0);
    await Promise.all(hashes);
  });
});
