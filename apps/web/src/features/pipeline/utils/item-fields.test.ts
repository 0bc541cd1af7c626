import type { PipelineItem } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describeItemValue, diffItemFields } from './item-fields';

const lookups = {
  stages: [
    { id: 1, name: 'Identified', position: 0, kind: 'open' as const },
    { id: 2, name: 'Writing', position: 1, kind: 'open' as const },
  ],
  members: [
    {
      user_id: 7,
      email: 'ada@example.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'member' as const,
      joined_at: '2026-01-01T00:00:00Z',
    },
  ],
};

const base: PipelineItem = {
  id: 1,
  wac_id: 'WAC-1',
  title: 'Roads',
  buyer_name: 'Kent County Council',
  notice_deadline: null,
  notice_value: 1000,
  stage_id: 1,
  owner_user_id: null,
  our_value: 1000,
  our_value_is_default: true,
  decision: null,
  decision_reason: null,
  probability: null,
  internal_deadline: null,
  outcome_reason: null,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('diffItemFields', () => {
  it('lists each differing field in words, in the form order', () => {
    const theirs = { ...base, stage_id: 2, owner_user_id: 7, probability: 40 };
    expect(diffItemFields(base, theirs, lookups)).toEqual([
      { key: 'owner_user_id', label: 'Owner', mine: 'No owner', theirs: 'Ada Lovelace' },
      { key: 'stage_id', label: 'Stage', mine: 'Identified', theirs: 'Writing' },
      { key: 'probability', label: 'Probability', mine: 'Not set', theirs: '40%' },
    ]);
  });

  it('finds nothing when only the version moved', () => {
    const theirs: PipelineItem = { ...base, version: 5 };
    expect(diffItemFields(base, theirs, lookups)).toEqual([]);
  });
});

describe('describeItemValue', () => {
  it("marks the notice's value, which the item follows until its own is set", () => {
    expect(describeItemValue({ our_value: 90000, our_value_is_default: true })).toBe(
      '£90,000 (notice)',
    );
    expect(describeItemValue({ our_value: 85000, our_value_is_default: false })).toBe('£85,000');
    expect(describeItemValue({ our_value: null, our_value_is_default: true })).toBe('Not set');
  });
});
