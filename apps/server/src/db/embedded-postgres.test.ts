import { describe, expect, it } from 'vitest';
import { defaultSharedBuffers } from './embedded-postgres';

const GIB = 2 ** 30;

describe('embedded Postgres page cache', () => {
  it('takes a sixteenth of memory, between 128 MB and 1 GB', () => {
    expect(defaultSharedBuffers(1 * GIB)).toBe('128MB');
    expect(defaultSharedBuffers(8 * GIB)).toBe('512MB');
    expect(defaultSharedBuffers(24 * GIB)).toBe('1024MB');
  });
});
