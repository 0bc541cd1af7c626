import { z } from 'zod';
import { inputText, inputTextOrList, rejectControlCharacters } from './input-text';
import { LIFECYCLE_STAGES, type LifecycleStage } from './lifecycle-stage';
import {
  ALERT_VALUE_RANGE_RULE,
  rejectInvertedRanges,
  SEARCH_DEADLINE_WINDOWS,
  SEARCH_FRAMEWORK_FILTERS,
  SEARCH_MAX_CPV_CODES,
  SEARCH_MAX_QUERY_LENGTH,
  type SearchFrameworkFilter,
} from './search';
import {
  joinTags,
  MAX_LOCATION_KEYWORD_LENGTH,
  MAX_LOCATION_KEYWORDS,
  splitTags,
} from './tag-lists';

export * from './tag-lists';

/**
 * /api/alert-profiles/ (account-area.md sections 3, 5 and 7). Keywords, CPV codes and locations
 * travel as comma-joined text, as the spec stores them; the server normalises each list (trimmed,
 * blanks and repeats dropped) and answers it joined with ", ".
 */

/** The alerts page caps every paid tier at this many profiles (docs/decisions/0040). */
export const MAX_ALERT_PROFILES = 5;

/**
 * account-area.md gives two readings of how many alert profiles a paid tier may keep, and both
 * are supported (ADR 0040), chosen by the server's ALERT_PROFILE_LIMITS setting and told to the
 * web app by GET /api/site-config/: `interface`, the alerts page's cap of 5 for every paid tier
 * (the default), or `plan`, the plan table's Premium 2 and Professional 20 (Enterprise, which the
 * table does not number, as Professional).
 */
export const ALERT_PROFILE_LIMIT_READINGS = ['interface', 'plan'] as const;
export type AlertProfileLimitReading = (typeof ALERT_PROFILE_LIMIT_READINGS)[number];
export const PLAN_ALERT_PROFILE_LIMITS: Readonly<Record<string, number>> = {
  premium: 2,
  professional: 20,
  enterprise: 20,
};

/** Profiles a tier may keep under a reading; 0 for the free tier (and any unknown one). */
export function getAlertProfileLimitFor(
  tier: string | null | undefined,
  reading: AlertProfileLimitReading,
): number {
  const planLimit = PLAN_ALERT_PROFILE_LIMITS[tier ?? ''];
  if (planLimit === undefined) return 0;
  return reading === 'plan' ? planLimit : MAX_ALERT_PROFILES;
}
export const ALERT_PROFILE_NAME_MAX_LENGTH = 100;
/** The wizard checks a name's availability once it is this long (section 9). */
export const ALERT_PROFILE_NAME_CHECK_MIN_LENGTH = 3;
export const MAX_ALERT_KEYWORDS = 20;
/** Values are pounds; numeric(20, 2) holds far more, this only keeps typos out. */
export const MAX_ALERT_VALUE = 1_000_000_000_000;

export const ALERT_DEADLINE_FILTERS = SEARCH_DEADLINE_WINDOWS;
export type AlertDeadlineFilter = (typeof ALERT_DEADLINE_FILTERS)[number];

/**
 * How a profile's new matches are sent (ADR 0090): `daily`, one digest a day (the default, what
 * every profile did before), or `instant`, one email after each sync that found new matches.
 * Instant is for paid tiers; the server refuses it to any other (`canUseInstantAlerts`).
 */
export const ALERT_DELIVERIES = ['daily', 'instant'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];
export const ALERT_DELIVERY_LABELS: Record<AlertDelivery, string> = {
  daily: 'Daily digest',
  instant: 'As soon as found',
};
export const INSTANT_ALERTS_UPGRADE_DETAIL =
  'Instant alerts are part of our paid plans. Upgrade to get new matches as soon as they are found.';

/** Texts the spec gives for name problems (section 5). */
export const ALERT_PROFILE_MESSAGES = {
  nameRequired: 'Please enter a profile name to continue.',
  nameTaken: 'This profile name is already in use. Please choose another.',
  nameTakenInline: 'This profile name is already in use.',
  nameCheckFailed: 'Could not verify profile name. Please try again.',
} as const;

const CPV_CODE = /^(\d{8})(?:-\d)?$|^(\d{2,7})$/;

/** The CPV digits of a tag (check digit dropped), or null when it is not a CPV code. */
export function parseCpvTag(tag: string): string | null {
  const match = CPV_CODE.exec(tag.replace(/\s+/g, ''));
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Comma-joined text (or a list of tags) in, normalised comma-joined text out. */
function tagText(options: { maxItems: number; maxItemLength: number; maxLength: number }) {
  return rejectControlCharacters(z.union([z.string(), z.array(z.string()), z.null()]))
    .optional()
    .transform((value) => splitTags(Array.isArray(value) ? value.join(',') : value))
    .pipe(
      z
        .array(
          z.string().max(options.maxItemLength, {
            message: `Each entry must be at most ${options.maxItemLength} characters.`,
          }),
        )
        .max(options.maxItems, { message: `Use at most ${options.maxItems} entries.` }),
    )
    .transform(joinTags)
    .pipe(
      z.string().max(options.maxLength, {
        message: `Use at most ${options.maxLength} characters in all.`,
      }),
    );
}

const cpvCodesText = rejectControlCharacters(z.union([z.string(), z.array(z.string()), z.null()]))
  .optional()
  .transform((value, context) => {
    const codes: string[] = [];
    for (const tag of splitTags(Array.isArray(value) ? value.join(',') : value)) {
      const code = parseCpvTag(tag);
      if (!code) {
        context.addIssue({
          code: 'custom',
          message: `"${tag.slice(0, 40)}" is not a CPV code (8 digits, for example 72000000).`,
        });
        return z.NEVER;
      }
      if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length > SEARCH_MAX_CPV_CODES) {
      context.addIssue({
        code: 'custom',
        message: `Use at most ${SEARCH_MAX_CPV_CODES} CPV codes.`,
      });
      return z.NEVER;
    }
    return joinTags(codes);
  });

/**
 * Lifecycle stages (issue 31) as a comma list or a list of stage keys; any may match. Stored
 * comma-joined in the stages' own order, so equal choices read the same.
 */
const lifecycleStagesText = rejectControlCharacters(
  z.union([z.string(), z.array(z.string()), z.null()]),
)
  .optional()
  .transform((value, context) => {
    const wanted = splitTags(Array.isArray(value) ? value.join(',') : value);
    for (const item of wanted) {
      if (!LIFECYCLE_STAGES.includes(item as LifecycleStage)) {
        context.addIssue({
          code: 'custom',
          message: `Unknown lifecycle stage "${item.slice(0, 40)}". Use ${LIFECYCLE_STAGES.join(', ')}.`,
        });
        return z.NEVER;
      }
    }
    return LIFECYCLE_STAGES.filter((stage) => wanted.includes(stage)).join(',');
  });

/**
 * The search's framework filter (issue 31, ADR 0262): frameworks and dynamic markets only,
 * call-offs only, or no call-offs; empty or null for every notice.
 */
const frameworkChoice = rejectControlCharacters(z.union([z.string(), z.null()]))
  .optional()
  .transform((value, context): SearchFrameworkFilter | null => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!SEARCH_FRAMEWORK_FILTERS.includes(text as SearchFrameworkFilter)) {
      context.addIssue({
        code: 'custom',
        message: `Unknown framework choice "${text.slice(0, 40)}". Use ${SEARCH_FRAMEWORK_FILTERS.join(', ')}, or leave it empty for every notice.`,
      });
      return z.NEVER;
    }
    return text as SearchFrameworkFilter;
  });

/** Pounds as a number or numeric text (`£25,000` is fine); empty or null means "no limit". */
const optionalPounds = rejectControlCharacters(z.union([z.number(), z.string(), z.null()]))
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined) return null;
    const text = typeof value === 'number' ? String(value) : value.replace(/[£,\s]/g, '');
    if (text === '') return null;
    const amount = Number(text);
    if (!/^\d+(?:\.\d+)?$/.test(text) || !Number.isFinite(amount) || amount > MAX_ALERT_VALUE) {
      context.addIssue({
        code: 'custom',
        message: 'Enter an amount in pounds, for example 25000.',
      });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

/** POST /api/alert-profiles/ and PUT /api/alert-profiles/{id}/: every field, defaults as section 3. */
export const alertProfileRequestSchema = z
  .object({
    profile_name: inputText({ error: ALERT_PROFILE_MESSAGES.nameRequired })
      .trim()
      .min(1, ALERT_PROFILE_MESSAGES.nameRequired)
      .max(ALERT_PROFILE_NAME_MAX_LENGTH, {
        message: `A profile name must be at most ${ALERT_PROFILE_NAME_MAX_LENGTH} characters.`,
      }),
    keywords: tagText({
      maxItems: MAX_ALERT_KEYWORDS,
      maxItemLength: 100,
      maxLength: SEARCH_MAX_QUERY_LENGTH,
    }),
    cpv_codes: cpvCodesText,
    include_sub_cpv: z.boolean({ error: 'Use true or false.' }).default(true),
    /** The keywords may also be in the tender documents (issue 32; Professional and above). */
    include_documents: z.boolean({ error: 'Use true or false.' }).default(false),
    location_keywords: tagText({
      maxItems: MAX_LOCATION_KEYWORDS,
      maxItemLength: MAX_LOCATION_KEYWORD_LENGTH,
      maxLength: 1000,
    }),
    min_value: optionalPounds,
    max_value: optionalPounds,
    is_active: z.boolean({ error: 'Use true or false.' }).default(true),
    deadline_filter: inputText()
      .transform((text) => text.trim().toUpperCase())
      .pipe(z.enum(ALERT_DEADLINE_FILTERS, { message: 'Use ANY, 2-3W, 7D or 30D.' }))
      .default('ANY'),
    lifecycle_stages: lifecycleStagesText,
    framework: frameworkChoice,
    delivery: z
      .string()
      .transform((text) => text.trim().toLowerCase())
      .pipe(z.enum(ALERT_DELIVERIES, { message: 'Use daily or instant.' }))
      .default('daily'),
  })
  .superRefine(rejectInvertedRanges([ALERT_VALUE_RANGE_RULE]));
export type AlertProfileRequest = z.input<typeof alertProfileRequestSchema>;
export type AlertProfileInput = z.output<typeof alertProfileRequestSchema>;

export const alertProfileSchema = z.object({
  id: z.number(),
  profile_name: z.string(),
  keywords: z.string(),
  cpv_codes: z.string(),
  include_sub_cpv: z.boolean(),
  include_documents: z.boolean(),
  location_keywords: z.string(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  is_active: z.boolean(),
  deadline_filter: z.enum(ALERT_DEADLINE_FILTERS),
  /** Lifecycle stages, comma-joined ('' for any stage). */
  lifecycle_stages: z.string(),
  /** The framework filter (ADR 0262); null for every notice. */
  framework: z.enum(SEARCH_FRAMEWORK_FILTERS).nullable(),
  delivery: z.enum(ALERT_DELIVERIES),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the last digest for this profile was sent; null before the first. */
  last_alerted_at: z.string().nullable(),
});
export type AlertProfile = z.infer<typeof alertProfileSchema>;

/** GET /api/alert-profiles/: oldest first, so cards keep their places. */
export const alertProfileListResponseSchema = z.array(alertProfileSchema);

export const alertProfileParamsSchema = z.object({
  id: inputText()
    .regex(/^\d{1,15}$/, { message: 'Use the alert profile number.' })
    .transform(Number),
});

const optionalId = inputTextOrList()
  .optional()
  .transform((value) => (Array.isArray(value) ? value.at(-1) : value)?.trim())
  .transform((text) => (text && /^\d{1,15}$/.test(text) ? Number(text) : undefined));

/** GET /api/alert-profiles/check-name/?name=&editing_id= (the edited profile does not count). */
export const checkAlertProfileNameQuerySchema = z.object({
  name: inputTextOrList()
    .optional()
    .transform((value) => ((Array.isArray(value) ? value.at(-1) : value) ?? '').trim()),
  editing_id: optionalId,
});
export type CheckAlertProfileNameQuery = z.input<typeof checkAlertProfileNameQuerySchema>;

export const checkAlertProfileNameResponseSchema = z.object({ is_available: z.boolean() });
export type CheckAlertProfileNameResponse = z.infer<typeof checkAlertProfileNameResponseSchema>;

/**
 * POST /api/alert-profiles/unsubscribe/: the token of a digest's one-click link (body, or `token`
 * in the query string as List-Unsubscribe-Post sends it). No login needed.
 */
export const unsubscribeAlertRequestSchema = z.object({
  token: inputText({ error: 'This unsubscribe link is not valid.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'This unsubscribe link is not valid.' }),
});
export type UnsubscribeAlertRequest = z.input<typeof unsubscribeAlertRequestSchema>;

export const unsubscribeAlertResponseSchema = z.object({
  profile_name: z.string(),
  is_active: z.boolean(),
});
export type UnsubscribeAlertResponse = z.infer<typeof unsubscribeAlertResponseSchema>;

/** The criteria of a profile: what it shares with a search. */
export type AlertCriteria = Pick<
  AlertProfile,
  | 'keywords'
  | 'cpv_codes'
  | 'include_sub_cpv'
  | 'include_documents'
  | 'location_keywords'
  | 'min_value'
  | 'max_value'
  | 'deadline_filter'
  | 'lifecycle_stages'
  | 'framework'
>;

/**
 * The search query string equivalent to a profile (every value a string, empty ones left out).
 * It is the one translation from profile to search: the server parses it with the search schema
 * to match alerts, the wizard's live preview counts it, and digests link to the search it opens.
 * Keywords become `q`, whose comma rule makes them alternatives.
 */
export function toAlertSearchQuery(criteria: AlertCriteria): Record<string, string> {
  const query: Record<string, string> = {};
  const keywords = splitTags(criteria.keywords);
  const cpvCodes = splitTags(criteria.cpv_codes);
  const locations = splitTags(criteria.location_keywords);
  if (keywords.length > 0) query.q = keywords.join(', ');
  if (keywords.length > 0 && criteria.include_documents) query.include_documents = 'true';
  if (cpvCodes.length > 0) {
    query.cpv_codes = cpvCodes.join(',');
    query.include_sub_cpv = String(criteria.include_sub_cpv);
  }
  if (locations.length > 0) query.location = locations.join(',');
  if (criteria.min_value !== null) query.value_from = String(criteria.min_value);
  if (criteria.max_value !== null) query.value_to = String(criteria.max_value);
  if (criteria.deadline_filter !== 'ANY') query.deadline_filter = criteria.deadline_filter;
  const stages = splitTags(criteria.lifecycle_stages);
  if (stages.length > 0) query.lifecycle_stage = stages.join(',');
  if (criteria.framework) query.framework = criteria.framework;
  return query;
}
