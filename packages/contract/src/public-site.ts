import { z } from 'zod';
import { ALERT_PROFILE_LIMIT_READINGS } from './alert-profiles';
import { inputText } from './input-text';

// --- POST /api/contact/ (public-area.md sections 3 and 7) ---------------------------------

export const CONTACT_NAME_MAX_LENGTH = 150;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The hidden form field people never see and bots fill in (docs/decisions/0045). */
export const CONTACT_HONEYPOT_FIELD = 'website';

const requiredText = (label: string, maxLength: number) =>
  inputText({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);

export const contactRequestSchema = z.object({
  name: requiredText('Full name', CONTACT_NAME_MAX_LENGTH),
  email: requiredText('Email address', CONTACT_EMAIL_MAX_LENGTH).pipe(
    z.email({ error: 'Enter a valid email address.' }),
  ),
  message: requiredText('Message', CONTACT_MESSAGE_MAX_LENGTH),
  /** Honeypot: empty for people. Any value means a bot; the server accepts and drops it. */
  [CONTACT_HONEYPOT_FIELD]: inputText().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ detail: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// --- GET /api/site-config/ ------------------------------------------------------------------

/** Public settings the web app reads from the server's configuration (contact page, banner). */
export const siteConfigResponseSchema = z.object({
  contact: z.object({
    /** The Email Us address; null when the operator set none (the form still reaches them). */
    email: z.string().nullable(),
    /** The Follow Us link to the company's professional-network page; null when none is set. */
    follow_us_url: z.string().nullable(),
  }),
  office: z.object({
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  map: z.object({
    /** A MapLibre style URL; null when no map service is configured (show the address only). */
    style_url: z.string().nullable(),
  }),
  /** True while the database holds generated sample data rather than portal data. */
  is_sample_data: z.boolean(),
  /** Which reading of the alert profile limits the server enforces (ADR 0040). */
  alert_profile_limits: z.enum(ALERT_PROFILE_LIMIT_READINGS),
  billing: z.object({
    /** False when this server takes no payments: paid plans are sold through sales instead. */
    is_configured: z.boolean(),
    /** Where Contact Sales writes to (SALES_EMAIL); null: none set, the Contact page instead. */
    sales_email: z.string().nullable(),
  }),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;

// --- GET /api/stats/ ------------------------------------------------------------------------

/** Live figures for the landing page; computed at most once a minute. */
export const siteStatsResponseSchema = z.object({
  /** Opportunities whose application deadline is still ahead. */
  open_opportunities: z.number().int(),
  /** Sum of the estimated values of those open opportunities, in GBP. */
  open_value_gbp: z.number(),
  /** Opportunities published in the last seven days. */
  new_this_week: z.number().int(),
  /** Open opportunities per portal (by each opportunity's first source), every portal listed. */
  open_by_source: z.array(
    z.object({ source_system: z.string(), open_opportunities: z.number().int() }),
  ),
  /** When the figures were computed (ISO 8601). */
  as_of: z.string(),
});
export type SiteStatsResponse = z.infer<typeof siteStatsResponseSchema>;

// --- DELETE /api/auth/user/ -----------------------------------------------------------------

/** Deleting an account asks for the password again, so a stolen token alone cannot do it. */
export const deleteAccountRequestSchema = z.object({
  password: inputText({ error: 'Enter your password to confirm.' })
    .min(1, 'Enter your password to confirm.')
    .max(256),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
