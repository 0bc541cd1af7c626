import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSharedBuffers, ensureTraversable } from './embedded-postgres';

const GIB = 2 ** 30;

describe('embedded Postgres page cache', () => {
  it('takes a quarter of memory, between 128 MB and 8 GB', () => {
    expect(defaultSharedBuffers(0.25 * GIB)).toBe('128MB');
    expect(defaultSharedBuffers(1 * GIB)).toBe('256MB');
    expect(defaultSharedBuffers(8 * GIB)).toBe('2048MB');
    expect(defaultSharedBuffers(24 * GIB)).toBe('6144MB');
    expect(defaultSharedBuffers(64 * GIB)).toBe('8192MB');
  });
});

describe('embedded Postgres data directory access', () => {
  it('adds only the search bit to ancestors and keeps a sticky, world-writable one as it was', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'wac-traverse-'));
    try {
      const shared = path.join(root, 'shared');
      const privateDir = path.join(shared, 'private');
      const dataDir = path.join(privateDir, 'data');
      await mkdir(dataDir, { recursive: true });
      await chmod(shared, 0o1777);
      await chmod(privateDir, 0o700);
      await ensureTraversable(dataDir);
      expect((await stat(shared)).mode & 0o7777).toBe(0o1777);
      expect((await stat(privateDir)).mode & 0o7777).toBe(0o711);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
