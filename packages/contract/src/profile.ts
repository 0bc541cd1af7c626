import { z } from 'zod';
import {
  companyNameSchema,
  industrySchema,
  optionalIndustrySchema,
  personNameSchema,
  phoneNumberSchema,
} from './auth';

/** GET /api/profile/ (account-area.md section 7), plus the read-only email for display. */
export const profileResponseSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  phone_number: z.string().nullable(),
  industry: industrySchema.nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT /api/profile/: the same fields; names follow the registration rules. */
export const updateProfileRequestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  company_name: companyNameSchema,
  phone_number: phoneNumberSchema,
  industry: optionalIndustrySchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
