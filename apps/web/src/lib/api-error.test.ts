import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError.firstFieldError', () => {
  it("finds a list field's error filed under an item (cpv_divisions.1), so the form shows it at the field", () => {
    const error = new ApiError('Choose CPV divisions by their two digits, like 72.', {
      status: 400,
      fieldErrors: {
        companies_house_number: ['Enter the 8-character Companies House number.'],
        'cpv_divisions.1': ['Choose CPV divisions by their two digits, like 72.'],
      },
    });
    expect(error.firstFieldError('companies_house_number')).toBe(
      'Enter the 8-character Companies House number.',
    );
    expect(error.firstFieldError('cpv_divisions')).toBe(
      'Choose CPV divisions by their two digits, like 72.',
    );
    expect(error.firstFieldError('cpv')).toBeUndefined();
  });
});
