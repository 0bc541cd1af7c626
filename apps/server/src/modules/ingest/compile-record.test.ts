import { describe, expect, it } from 'vitest';
import { compileReleases, sortReleases } from './compile-record';
import type { OcdsRelease } from './ocds-types';

const release = (id: string, date: string, body: Record<string, unknown> = {}): OcdsRelease => ({
  ocid: 'ocds-test-1',
  id,
  date,
  ...body,
});

describe('sortReleases', () => {
  it('orders by date with offsets, then by release id numerically', () => {
    const sorted = sortReleases([
      release('g-582355', '2022-10-20T09:41:36+01:00'),
      release('g-10', '2022-10-20T08:40:02Z'),
      release('g-9', '2022-10-20T08:40:02Z'),
      release('g-1', '2022-10-20T09:00:00+01:00'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['g-1', 'g-9', 'g-10', 'g-582355']);
  });
});

describe('compileReleases', () => {
  it('lets newer values override and merges objects field by field', () => {
    const record = compileReleases([
      release('b', '2022-02-01T00:00:00Z', { tender: { title: 'New title', status: 'active' } }),
      release('a', '2022-01-01T00:00:00Z', {
        tender: { title: 'Old title', description: 'Kept', value: { amount: 5 } },
      }),
    ]);
    expect(record.latest.id).toBe('b');
    expect(record.compiled.tender).toEqual({
      title: 'New title',
      status: 'active',
      description: 'Kept',
      value: { amount: 5 },
    });
  });

  it('merges arrays of objects by id and replaces other arrays', () => {
    const record = compileReleases([
      release('a', '2022-01-01T00:00:00Z', {
        tag: ['tender'],
        parties: [
          { id: 'P1', name: 'Buyer', roles: ['buyer'] },
          { id: 'P2', name: 'Old supplier name', roles: ['supplier'] },
        ],
      }),
      release('b', '2022-02-01T00:00:00Z', {
        tag: ['award'],
        parties: [
          { id: 'P2', name: 'Supplier Ltd' },
          { id: 'P3', name: 'Third' },
        ],
      }),
    ]);
    expect(record.compiled.tag).toEqual(['award']);
    expect(record.compiled.parties).toEqual([
      { id: 'P1', name: 'Buyer', roles: ['buyer'] },
      { id: 'P2', name: 'Supplier Ltd', roles: ['supplier'] },
      { id: 'P3', name: 'Third' },
    ]);
  });

  it('lets a delta release (FTS UK15) amend awards without erasing them', () => {
    const base = release('083000-2026', '2026-01-01T00:00:00Z', {
      awards: [
        { id: '1', status: 'active', value: { amount: 10 }, suppliers: [{ id: 'S1', name: 'A' }] },
        { id: '2', status: 'active', value: { amount: 20 }, suppliers: [{ id: 'S2', name: 'B' }] },
      ],
      tender: { title: 'Space Technology Solutions', description: 'Full text' },
    });
    const delta = release('083685-2026', '2026-09-03T23:31:32+01:00', {
      awards: [
        { id: '1', amendments: [{ id: '083685-2026' }] },
        { id: '2', amendments: [{ id: '083685-2026' }] },
      ],
      tender: { title: 'Space Technology Solutions', description: null, statusDetails: null },
      buyerID: [],
    });
    const compiled = compileReleases([base, delta]).compiled;
    expect(compiled.awards).toEqual([
      {
        id: '1',
        status: 'active',
        value: { amount: 10 },
        suppliers: [{ id: 'S1', name: 'A' }],
        amendments: [{ id: '083685-2026' }],
      },
      {
        id: '2',
        status: 'active',
        value: { amount: 20 },
        suppliers: [{ id: 'S2', name: 'B' }],
        amendments: [{ id: '083685-2026' }],
      },
    ]);
    expect(compiled.tender).toEqual({
      title: 'Space Technology Solutions',
      description: 'Full text',
    });
    expect(compiled).not.toHaveProperty('buyerID');
  });

  it('keeps awards that repeat an id within one release (FTS award sections)', () => {
    const record = compileReleases([
      release('a', '2026-01-01T00:00:00Z', {
        awards: [
          { id: '1', relatedLots: ['1'], suppliers: [{ name: 'Lot 1 winner' }] },
          { id: '1', relatedLots: ['2'], suppliers: [{ name: 'Lot 2 winner' }] },
        ],
      }),
      release('b', '2026-02-01T00:00:00Z', {
        awards: [
          { id: '1', status: 'active' },
          { id: '1', status: 'cancelled' },
        ],
      }),
    ]);
    expect(record.compiled.awards).toEqual([
      { id: '1', relatedLots: ['1'], suppliers: [{ name: 'Lot 1 winner' }], status: 'active' },
      { id: '1', relatedLots: ['2'], suppliers: [{ name: 'Lot 2 winner' }], status: 'cancelled' },
    ]);
  });

  it('gives the same result for the same release given twice, in any order', () => {
    const a = release('a', '2022-01-01T00:00:00Z', { tender: { title: 'A' } });
    const b = release('b', '2022-02-01T00:00:00Z', { tender: { status: 'complete' } });
    const once = compileReleases([a, b]).compiled;
    expect(compileReleases([b, a, b, a]).compiled).toEqual(once);
  });

  it('never mutates the releases it merges', () => {
    const a = release('a', '2022-01-01T00:00:00Z', {
      tender: { title: 'A', items: [{ id: '1' }] },
    });
    const snapshot = structuredClone(a);
    compileReleases([
      a,
      release('b', '2022-02-01T00:00:00Z', { tender: { items: [{ id: '1', x: 1 }] } }),
    ]);
    expect(a).toEqual(snapshot);
  });
});
