import {
  ALERT_DEADLINE_FILTERS,
  ALERT_DELIVERIES,
  type AlertProfileRequest,
  LIFECYCLE_STAGES,
  OPPORTUNITY_STATUSES,
  RADAR_MONTHS,
  type RadarQueryInput,
  SEARCH_CATEGORIES,
  SEARCH_DEADLINE_WINDOWS,
  SEARCH_FRAMEWORK_FILTERS,
  SEARCH_REGIONS,
  SEARCH_SORTS,
  SEARCH_SOURCE_SYSTEMS,
  SEARCH_STAGES,
  type SearchQueryInput,
} from '@wac/contract';
import { z } from 'zod';

/**
 * The tools' parameters, named after the contract's request schemas (the `Record<keyof ...>`
 * types fail to compile when the contract gains or loses a field). Values are passed on as the
 * web client would send them; the API validates them with the contract's schemas and answers a
 * 400 in words, which the tool returns to the assistant.
 */
const text = (description: string) => z.string().optional().describe(description);
const list = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);
const oneOf = (values: readonly (string | number)[]) => values.join(', ');

type SearchFilter = Exclude<keyof SearchQueryInput, 'count_only'>;
export const SEARCH_INPUT: Record<SearchFilter, z.ZodType> = {
  q: text(
    'Search words. Comma or OR for any of several, minus or NOT to exclude, "quotes" for a phrase, constr* for a word beginning.',
  ),
  release_date_from: text('Published on or after (YYYY-MM-DD).'),
  release_date_to: text('Published on or before (YYYY-MM-DD).'),
  deadline_from: text('Tender deadline on or after (YYYY-MM-DD).'),
  deadline_to: text('Tender deadline on or before (YYYY-MM-DD).'),
  deadline_filter: text(`Deadline window from today: ${oneOf(SEARCH_DEADLINE_WINDOWS)}.`),
  award_date_from: text('Awarded on or after (YYYY-MM-DD).'),
  award_date_to: text('Awarded on or before (YYYY-MM-DD).'),
  stage: list(`Notice stages, any of: ${oneOf(SEARCH_STAGES)}.`),
  status: list(`Statuses, any of: ${oneOf(OPPORTUNITY_STATUSES)}.`),
  lifecycle_stage: list(`Lifecycle stages today, any of: ${oneOf(LIFECYCLE_STAGES)}.`),
  region: list(`UK regions (NUTS1 codes), any of: ${oneOf(SEARCH_REGIONS)}.`),
  location: list('Places named in the notice (towns, counties), any may match.'),
  value_from: text('Minimum value in pounds.'),
  value_to: text('Maximum value in pounds.'),
  category: list(`Contract categories, any of: ${oneOf(SEARCH_CATEGORIES)}.`),
  buyer_name: text('Words of the buyer organisation name.'),
  cpv_codes: list('CPV codes (8 digits), comma-separated or a list.'),
  include_sub_cpv: text(
    '"true" (default) to include codes under the given CPV codes, "false" for exact codes.',
  ),
  source_system: list(`Portals, any of: ${oneOf(SEARCH_SOURCE_SYSTEMS)}.`),
  framework: text(
    `Frameworks and call-offs: ${oneOf(SEARCH_FRAMEWORK_FILTERS)} (frameworks and dynamic markets only, call-offs only, or no call-offs).`,
  ),
  include_documents: text(
    '"true" to match the words in the tender documents too (Professional plan and above).',
  ),
  sort: text(`Order: ${oneOf(SEARCH_SORTS)}.`),
  page: text('Result page, from 1 (20 results a page).'),
};

type RadarFilter = keyof RadarQueryInput;
const RADAR_OWN: Partial<Record<RadarFilter, z.ZodType>> = {
  months: text(`Contracts ending within this many months: ${oneOf(RADAR_MONTHS)} (default 12).`),
  buyer: text("A buyer's id (from get_buyer or a result's buyer_id): only its contracts."),
  page: text('Page, from 1 (more than the first needs the Professional plan).'),
};
/** The radar takes the search's filters that it shares, and its own. */
export const RADAR_INPUT: Partial<Record<RadarFilter, z.ZodType>> = {
  ...Object.fromEntries(
    Object.entries(SEARCH_INPUT).filter(([name]) =>
      ['q', 'region', 'category', 'cpv_codes', 'value_from', 'value_to', 'buyer_name'].includes(
        name,
      ),
    ),
  ),
  ...RADAR_OWN,
};

export const ALERT_PROFILE_INPUT: Record<keyof AlertProfileRequest, z.ZodType> = {
  profile_name: z.string().describe('A name for the alert profile.'),
  keywords: text('Search words, comma-separated; any may match.'),
  cpv_codes: text('CPV codes (8 digits), comma-separated.'),
  include_sub_cpv: z
    .boolean()
    .optional()
    .describe('Include codes under the given CPV codes (default true).'),
  include_documents: z
    .boolean()
    .optional()
    .describe('Also match the keywords inside the tender documents (Professional plan and above).'),
  location_keywords: text('Places, comma-separated; any may match.'),
  min_value: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .describe('Minimum value in pounds.'),
  max_value: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .describe('Maximum value in pounds.'),
  is_active: z.boolean().optional().describe('Whether alerts are sent (default true).'),
  deadline_filter: text(`Deadline window: ${oneOf(ALERT_DEADLINE_FILTERS)}.`),
  lifecycle_stages: list(`Lifecycle stages, any of: ${oneOf(LIFECYCLE_STAGES)}; none for any.`),
  framework: text(
    `Frameworks and call-offs: ${oneOf(SEARCH_FRAMEWORK_FILTERS)}; empty for every notice.`,
  ),
  delivery: text(`When alerts are emailed: ${oneOf(ALERT_DELIVERIES)}.`),
};
