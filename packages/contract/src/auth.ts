import { z } from 'zod';
import { inputText } from './input-text';

/** Industry values of the registration and profile forms (labels live in the web app). */
export const industryValues = [
  'construction',
  'it_services',
  'consulting',
  'healthcare',
  'manufacturing',
  'education',
  'facilities_management',
  'recruitment',
  'transport_logistics',
  'other',
] as const;
export const industrySchema = z.enum(industryValues);
export type IndustryValue = z.infer<typeof industrySchema>;

/** Messages the spec's client shows verbatim (public-area.md section 5). */
export const authMessages = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  namesRequired: 'First and last name are required.',
  namesWithoutDigits: 'First and last name cannot contain numbers.',
  passwordsDoNotMatch: 'Passwords do not match.',
} as const;

export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any password manager; bounds the work one request can ask of the hasher. */
export const PASSWORD_MAX_LENGTH = 256;
export const PHONE_MAX_LENGTH = 32;
export const COMPANY_MAX_LENGTH = 200;

const requiredString = () => inputText({ error: authMessages.required });

export const emailSchema = requiredString()
  .trim()
  .min(1, authMessages.required)
  .max(EMAIL_MAX_LENGTH, `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email({ error: authMessages.invalidEmail }));

const passwordInputSchema = requiredString()
  .min(1, authMessages.required)
  .max(
    PASSWORD_MAX_LENGTH,
    `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  );

/** First or last name: required and free of digits (the web form also strips non-letters). */
export const personNameSchema = inputText({ error: authMessages.namesRequired })
  .trim()
  .min(1, authMessages.namesRequired)
  .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`)
  .refine((name) => !/\d/.test(name), authMessages.namesWithoutDigits);

/** Empty strings and null both mean "not given". */
export const optionalIndustrySchema = z
  .union([industrySchema, z.literal(''), z.null()], { error: 'Select a valid industry.' })
  .optional()
  .transform((value) => (value ? value : null));

export const phoneNumberSchema = inputText({ error: 'Enter a valid phone number.' })
  .trim()
  .max(PHONE_MAX_LENGTH, `Ensure this field has no more than ${PHONE_MAX_LENGTH} characters.`)
  .regex(/^[0-9+()\-.\s]*$/, 'Enter a valid phone number.')
  .nullish()
  .transform((value) => (value ? value : null));

export const companyNameSchema = inputText()
  .trim()
  .max(COMPANY_MAX_LENGTH, `Ensure this field has no more than ${COMPANY_MAX_LENGTH} characters.`)
  .nullish()
  .transform((value) => value ?? '');

/** The signed-in user as every auth answer carries it. */
export const userResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** free, premium, professional, or another paid value such as enterprise. */
  tier: z.string(),
  /** Underscored text, e.g. `none`, `active`, `past_due`. */
  subscription_status: z.string(),
  is_staff: z.boolean(),
  /** Unverified accounts can sign in; the web app reminds them to confirm their email. */
  email_verified: z.boolean(),
  date_joined: z.string(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/auth/register/ and /api/auth/registration/. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  password2: passwordInputSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  company_name: companyNameSchema,
  industry: optionalIndustrySchema,
  phone_number: phoneNumberSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `token` is what the spec's client reads; `key` mirrors the login answer. */
export const registerResponseSchema = z.object({
  user: userResponseSchema,
  token: z.string(),
  key: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  email: requiredString().trim().min(1, authMessages.required).max(EMAIL_MAX_LENGTH),
  password: passwordInputSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ user: userResponseSchema, key: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Answers that only carry a message (logout, verify, reset request and confirm, resend). */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

export const verifyEmailRequestSchema = z.object({
  key: requiredString().trim().min(1, authMessages.required).max(200),
});

/**
 * POST /api/auth/registration/verify-email/: confirmed now, or (a link opened again, the address
 * still the account's and confirmed) `already_confirmed`, which is a success too (issue 28).
 */
export const verifyEmailResponseSchema = z.object({
  detail: z.string(),
  already_confirmed: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/login/link/confirm/: the token of an emailed one-time sign-in link. */
export const signInLinkConfirmRequestSchema = z.object({
  token: requiredString().trim().min(1, authMessages.required).max(200),
});
export type SignInLinkConfirmRequest = z.input<typeof signInLinkConfirmRequestSchema>;

/** POST /api/auth/password/reset/confirm/; `uid` is the base64url user id from the link. */
export const passwordResetConfirmRequestSchema = z.object({
  uid: requiredString().trim().min(1, authMessages.required).max(64),
  token: requiredString().trim().min(1, authMessages.required).max(200),
  new_password1: passwordInputSchema,
  new_password2: passwordInputSchema,
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequestSchema>;

/**
 * POST /api/auth/password/reset/validate/: is the link of the reset page still usable? Asked
 * when the page opens, so a dead link is said at once (issue 28); 200 or the confirm's 400.
 */
export const passwordResetLinkRequestSchema = passwordResetConfirmRequestSchema.pick({
  uid: true,
  token: true,
});
export type PasswordResetLinkRequest = z.input<typeof passwordResetLinkRequestSchema>;
