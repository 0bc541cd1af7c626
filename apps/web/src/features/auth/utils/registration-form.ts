import type { RegisterRequest } from '@wac/contract';
import { validatePersonNames } from '@/lib/person-name';
import { AUTH_MESSAGES } from './auth-messages';

export interface RegistrationForm {
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string;
  industry: string;
  email: string;
  password: string;
  password2: string;
}

export const EMPTY_REGISTRATION_FORM: RegistrationForm = {
  first_name: '',
  last_name: '',
  company_name: '',
  phone_number: '',
  industry: '',
  email: '',
  password: '',
  password2: '',
};

/** The spec's client checks, in order: names, then matching passwords. Null when fine. */
export function validateRegistrationForm(form: RegistrationForm): string | null {
  return (
    validatePersonNames(form.first_name, form.last_name) ??
    (form.password !== form.password2 ? AUTH_MESSAGES.passwordsDoNotMatch : null)
  );
}

/** The request body: trimmed text, and empty optional fields sent as null. */
export function toRegisterRequest(form: RegistrationForm): RegisterRequest {
  return {
    email: form.email.trim(),
    password: form.password,
    password2: form.password2,
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    company_name: form.company_name.trim(),
    industry: (form.industry || null) as RegisterRequest['industry'],
    phone_number: form.phone_number.trim() || null,
  };
}
