import { describe, expect, it } from 'vitest';
import type { EditableItemValues } from './item-fields';
import { mergeItemValues } from './merge-item-values';

const base: EditableItemValues = {
  owner_user_id: 7,
  stage_id: 1,
  our_value: null,
  decision: null,
  decision_reason: null,
  probability: null,
  internal_deadline: null,
  outcome_reason: null,
};

describe('mergeItemValues', () => {
  it('takes the teammate’s value for a field I did not change', () => {
    const merge = mergeItemValues(base, base, { ...base, stage_id: 2 });
    expect(merge.values.stage_id).toBe(2);
    expect(merge).toMatchObject({ clashes: [], theirsOnly: ['stage_id'] });
  });

  it('takes my value for a field only I changed', () => {
    const merge = mergeItemValues(base, { ...base, probability: 40 }, base);
    expect(merge.values).toEqual({ ...base, probability: 40 });
    expect(merge).toMatchObject({ clashes: [], theirsOnly: [] });
  });

  it('takes mine and reports a clash for a field we both changed differently', () => {
    const merge = mergeItemValues(
      base,
      { ...base, decision: 'bid' },
      { ...base, decision: 'no_bid' },
    );
    expect(merge.values.decision).toBe('bid');
    expect(merge).toMatchObject({ clashes: ['decision'], theirsOnly: [] });
  });

  it('sees no clash when we both changed a field to the same value', () => {
    const merge = mergeItemValues(base, { ...base, probability: 60 }, { ...base, probability: 60 });
    expect(merge.values.probability).toBe(60);
    expect(merge).toMatchObject({ clashes: [], theirsOnly: [] });
  });

  it('keeps my clearing of a field (null) over their value, as a clash', () => {
    const loaded = { ...base, decision_reason: 'Strong fit' };
    const merge = mergeItemValues(
      loaded,
      { ...loaded, decision_reason: null },
      { ...loaded, decision_reason: 'Strong fit, local depot' },
    );
    expect(merge.values.decision_reason).toBeNull();
    expect(merge.clashes).toEqual(['decision_reason']);
  });

  it('merges field by field, in the form’s order', () => {
    const mine = { ...base, probability: 40, decision: 'bid' as const, owner_user_id: null };
    const theirs = { ...base, stage_id: 3, probability: 70, internal_deadline: '2030-03-01' };
    expect(mergeItemValues(base, mine, theirs)).toEqual({
      values: {
        ...base,
        owner_user_id: null,
        stage_id: 3,
        decision: 'bid',
        probability: 40,
        internal_deadline: '2030-03-01',
      },
      clashes: ['probability'],
      theirsOnly: ['stage_id', 'internal_deadline'],
    });
  });

  it('taking theirs takes their value on a clash and keeps my edits that did not clash', () => {
    const mine = { ...base, probability: 40, decision: 'bid' as const, owner_user_id: null };
    const theirs = { ...base, stage_id: 3, probability: 70 };
    expect(mergeItemValues(base, mine, theirs, 'theirs')).toEqual({
      values: { ...base, owner_user_id: null, stage_id: 3, decision: 'bid', probability: 70 },
      clashes: ['probability'],
      theirsOnly: ['stage_id'],
    });
  });
});
