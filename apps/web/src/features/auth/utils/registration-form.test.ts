import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION_FORM,
  toRegisterRequest,
  validateRegistrationForm,
} from './registration-form';

const valid = {
  ...EMPTY_REGISTRATION_FORM,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: ' ada@example.test ',
  password: 'Correct-Horse-42',
  password2: 'Correct-Horse-42',
};

describe('validateRegistrationForm', () => {
  it('checks names before passwords', () => {
    expect(validateRegistrationForm({ ...valid, first_name: '', password2: 'x' })).toBe(
      'First and last name are required.',
    );
    expect(validateRegistrationForm({ ...valid, password2: 'x' })).toBe('Passwords do not match.');
    expect(validateRegistrationForm(valid)).toBeNull();
  });
});

describe('toRegisterRequest', () => {
  it('trims and sends empty optional fields as null', () => {
    expect(toRegisterRequest(valid)).toEqual({
      email: 'ada@example.test',
      password: 'Correct-Horse-42',
      password2: 'Correct-Horse-42',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: '',
      industry: null,
      phone_number: null,
    });
  });
});
