import { describe, expect, it } from 'vitest';
import { createApiError } from '@/lib/api-error';
import { collectSearchFieldErrors } from './search-field-errors';
import { EMPTY_SEARCH_FORM } from './search-form';

describe('collectSearchFieldErrors', () => {
  it('names an inverted range in the draft at both ends, before it is applied', () => {
    const draft = { ...EMPTY_SEARCH_FORM, value_from: '£500,000', value_to: '10000' };
    expect(collectSearchFieldErrors(draft, false, null)).toEqual({
      value_from: 'Min value must not be more than Max value.',
      value_to: 'Min value must not be more than Max value.',
    });
    const dates = { ...EMPTY_SEARCH_FORM, deadline_from: '2026-05-02', deadline_to: '2026-05-01' };
    expect(collectSearchFieldErrors(dates, false, null)).toEqual({
      deadline_from: 'Deadline from must not be after Deadline to.',
      deadline_to: 'Deadline from must not be after Deadline to.',
    });
  });

  it("shows the server's field messages only while the panel shows the applied search", () => {
    const error = createApiError(
      400,
      { detail: 'Max value: Enter an amount in pounds.', value_to: ['Enter an amount in pounds.'] },
      'x',
    );
    const draft = { ...EMPTY_SEARCH_FORM, value_to: 'lots' };
    expect(collectSearchFieldErrors(draft, true, error)).toEqual({
      value_to: 'Enter an amount in pounds.',
    });
    expect(collectSearchFieldErrors(draft, false, error)).toEqual({});
  });
});
