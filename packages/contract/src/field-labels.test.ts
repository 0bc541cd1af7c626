import { describe, expect, it } from 'vitest';
import { alertProfileParamsSchema } from './alert-profiles';
import { describeField, summariseFieldErrors } from './field-labels';
import { findInvertedRanges, readPounds } from './search-ranges';

describe('field errors in words', () => {
  it('names fields as the screens label them', () => {
    expect(describeField('value_from')).toBe('Min value');
    expect(describeField('new_password1')).toBe('New password');
    expect(describeField('some_new_field.0')).toBe('Some new field');
  });

  it('puts the label before a message that does not name it, and nothing else', () => {
    expect(
      summariseFieldErrors({
        value_to: ['Enter an amount in pounds, for example 25000.'],
        page: ['Only the first 500 pages can be shown; narrow the search.'],
        token: ['This unsubscribe link is not valid.'],
      }),
    ).toBe(
      'Max value: Enter an amount in pounds, for example 25000. Only the first 500 pages can be ' +
        'shown; narrow the search. This unsubscribe link is not valid.',
    );
  });

  it('says a message shared by several fields once, naming them all', () => {
    const message = 'Enter a date as YYYY-MM-DD.';
    expect(summariseFieldErrors({ deadline_from: [message], deadline_to: [message] })).toBe(
      'Deadline from and Deadline to: Enter a date as YYYY-MM-DD.',
    );
    expect(summariseFieldErrors({ non_field_errors: ['Passwords do not match.'] })).toBe(
      'Passwords do not match.',
    );
  });
});

describe('a bad number in an address', () => {
  it("is refused in words, never by the parameter's code name", () => {
    const refused = (fieldErrors: Record<string, string[]>) => summariseFieldErrors(fieldErrors);
    expect(refused({ userId: ['Use the member number.'] })).toBe('Use the member number.');
    expect(refused({ id: ['Use the workspace number.'] })).toBe('Use the workspace number.');
    for (const field of ['itemId', 'stageId', 'noteId', 'taskId', 'invitationId', 'templateId']) {
      expect(describeField(field)).not.toMatch(/Id$/);
    }
    expect(refused({ itemId: ['Use the pipeline item number.'] })).toBe(
      'Use the pipeline item number.',
    );
  });

  it('an alert profile address that is no number says which number, not "Number: ... not found"', () => {
    const parsed = alertProfileParamsSchema.safeParse({ id: 'abc' });
    expect(parsed.success).toBe(false);
    const fieldErrors = parsed.error?.flatten().fieldErrors ?? {};
    expect(summariseFieldErrors(fieldErrors)).toBe('Use the alert profile number.');
  });
});

describe('inverted ranges', () => {
  it('finds a start after its end, under both fields', () => {
    expect(findInvertedRanges({ value_from: '£500,000', value_to: '10000' })).toEqual({
      value_from: 'Min value must not be more than Max value.',
      value_to: 'Min value must not be more than Max value.',
    });
    expect(findInvertedRanges({ deadline_from: '2026-02-01', deadline_to: '2026-01-31' })).toEqual({
      deadline_from: 'Deadline from must not be after Deadline to.',
      deadline_to: 'Deadline from must not be after Deadline to.',
    });
  });

  it('leaves equal ends, a missing end and unreadable values to other checks', () => {
    expect(findInvertedRanges({ value_from: 100, value_to: 100 })).toEqual({});
    expect(findInvertedRanges({ value_from: '5000' })).toEqual({});
    expect(findInvertedRanges({ value_from: 'lots', value_to: '1' })).toEqual({});
    expect(readPounds('£1,250.50')).toBe(1250.5);
    expect(readPounds('1e9')).toBeUndefined();
  });
});
