import type { ProfileResponse, UpdateProfileRequest } from '@wac/contract';
import { validatePersonNames } from '@/lib/person-name';

export interface ProfileForm {
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string;
  industry: string;
}

export function toProfileForm(profile: ProfileResponse): ProfileForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    company_name: profile.company_name,
    phone_number: profile.phone_number ?? '',
    industry: profile.industry ?? '',
  };
}

/** The same name rule as registration; other profile rules come from the server. */
export function validateProfileForm(form: ProfileForm): string | null {
  return validatePersonNames(form.first_name, form.last_name);
}

export function toUpdateProfileRequest(form: ProfileForm): UpdateProfileRequest {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    company_name: form.company_name.trim(),
    phone_number: form.phone_number.trim() || null,
    industry: (form.industry || null) as UpdateProfileRequest['industry'],
  };
}
