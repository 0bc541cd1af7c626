import { z } from 'zod';
import { favouriteOpportunitySchema } from './favourites';
import { inputTextOrList } from './input-text';
import { OPPORTUNITY_STATUSES } from './opportunity-status';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_CATEGORIES,
  SEARCH_DEADLINE_WINDOWS,
  SEARCH_MAX_BUYER_NAME_LENGTH,
  SEARCH_MAX_CPV_CODES,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_REGION_NAMES,
  SEARCH_REGIONS,
  SEARCH_SORTS,
  SEARCH_SOURCE_SYSTEMS,
  SEARCH_STAGES,
  type SearchRegion,
} from './search-constants';
import { findInvertedRanges, type RangeRule, readPounds } from './search-ranges';
import { locationQueryParameter } from './tag-lists';

/**
 * GET /api/search/ (public-area.md sections 3, 7 and 9). Every filter is a URL query parameter
 * with the spec's name; the schema turns the raw strings into typed values and names the field
 * of every bad one (400), so the server never sees input it has to guess about.
 *
 * Lenient readings, documented here because the client relies on them:
 * - empty parameters (`region=`), and `null` or `undefined` sent as text, mean "no filter";
 * - list parameters (`cpv_codes`, `source_system`, `stage`, `region`, `category`) take comma
 *   lists and ignore blank items and repeats;
 * - `sort=relevance` without a keyword falls back to the default sort;
 * - dates accept `YYYY-MM-DD` or a full ISO timestamp (only its date counts);
 * - values accept `£` and thousands separators (`£1,500`);
 * - an inverted range (`value_from` above `value_to`, a `*_from` date after its `*_to`) is a 400
 *   naming both fields (search-ranges.ts), not a search that matches nothing;
 * - `region` also takes deeper NUTS codes (`UKI3`) and region names (`London`);
 * - unknown parameters are ignored; a repeated scalar parameter counts by its last value.
 */

export * from './search-constants';
export * from './search-ranges';

// --- Parsing helpers -------------------------------------------------------------------------

/** A query parameter as Fastify hands it over: absent, one string, or several (`?a=1&a=2`). */
const rawParameter = inputTextOrList().optional();

/** Clients that serialise a missing value as text; read as absent. */
const ABSENT_TEXTS = new Set(['', 'null', 'undefined']);

/** The last value of a repeated scalar parameter, trimmed; '', 'null' and 'undefined' are absent. */
function lastValue(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value.at(-1) : value)?.trim();
  return text === undefined || ABSENT_TEXTS.has(text.toLowerCase()) ? undefined : text;
}

/** Every comma-separated item of a list parameter (repeats of the parameter are joined). */
function listItems(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return [
    ...new Set(
      joined
        .split(',')
        .map((item) => item.trim())
        .filter((item) => !ABSENT_TEXTS.has(item.toLowerCase())),
    ),
  ];
}

function scalar<T extends z.ZodType<unknown, string>>(inner: T) {
  return rawParameter.transform(lastValue).pipe(inner.optional());
}

function isRealDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
  );
}

/** `YYYY-MM-DD` (or an ISO timestamp, cut to its date) that exists on the calendar. */
const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, {
    message: 'Enter a date as YYYY-MM-DD.',
  })
  .transform((text) => text.slice(0, 10))
  .refine(isRealDate, { message: 'This date does not exist.' })
  .refine((text) => text >= '1900-01-01' && text <= '9999-12-31', {
    message: 'Enter a date between 1900 and 9999.',
  });

/** Pounds: digits with an optional decimal part; `£`, commas and spaces are ignored. */
const poundsText = z
  .string()
  .refine((text) => readPounds(text) !== undefined, {
    message: 'Enter an amount in pounds, for example 25000.',
  })
  .transform((text) => readPounds(text)!);

const booleanText = z
  .string()
  .transform((text) => text.toLowerCase())
  .refine((text) => ['true', 'false', '1', '0'].includes(text), {
    message: 'Use true or false.',
  })
  .transform((text) => text === 'true' || text === '1');

function enumList<const T extends readonly string[]>(
  allowed: T,
  describe: string,
  aliases: Record<string, T[number]> = {},
) {
  const byLowerCase = new Map<string, T[number]>(
    allowed.map((value) => [value.toLowerCase(), value]),
  );
  for (const [alias, value] of Object.entries(aliases)) byLowerCase.set(alias.toLowerCase(), value);
  return rawParameter.transform((value, context) => {
    const items: T[number][] = [];
    for (const item of listItems(value)) {
      const known = byLowerCase.get(item.toLowerCase());
      if (known === undefined) {
        context.addIssue({
          code: 'custom',
          message: `Unknown ${describe} "${item.slice(0, 40)}". Use ${allowed.join(', ')}.`,
        });
        return z.NEVER;
      }
      if (!items.includes(known)) items.push(known);
    }
    return items;
  });
}

/**
 * CPV codes: 8 digits, with or without the check digit (`72000000-5`). Shorter runs of 2 to 7
 * digits are read as a CPV prefix (`722` = everything under 722xxxxx).
 */
const cpvCodeList = rawParameter.transform((value, context) => {
  const codes: string[] = [];
  for (const item of listItems(value)) {
    const match = /^(\d{2,8})(?:-\d)?$/.exec(item.replace(/\s+/g, ''));
    if (!match || (item.includes('-') && match[1]!.length !== 8)) {
      context.addIssue({
        code: 'custom',
        message: `"${item.slice(0, 40)}" is not a CPV code (8 digits, for example 72000000).`,
      });
      return z.NEVER;
    }
    if (!codes.includes(match[1]!)) codes.push(match[1]!);
  }
  if (codes.length > SEARCH_MAX_CPV_CODES) {
    context.addIssue({
      code: 'custom',
      message: `Use at most ${SEARCH_MAX_CPV_CODES} CPV codes.`,
    });
    return z.NEVER;
  }
  return codes;
});

const REGION_BY_NAME = new Map<string, SearchRegion>(
  Object.entries(SEARCH_REGION_NAMES).map(([code, name]) => [
    name.toLowerCase(),
    code as SearchRegion,
  ]),
);
REGION_BY_NAME.set('yorkshire and humber', 'UKE');
REGION_BY_NAME.set('east', 'UKH');

/**
 * NUTS 1 regions: a code (`UKI`), a deeper NUTS code of the same region (`UKI3` reads as UKI), or
 * a region name from section 9 (`London`), case-insensitive.
 */
const regionList = rawParameter.transform((value, context) => {
  const regions: SearchRegion[] = [];
  for (const item of listItems(value)) {
    const upper = item.toUpperCase();
    const code = SEARCH_REGIONS.find((region) => upper.startsWith(region) && upper.length <= 5);
    const region = code ?? REGION_BY_NAME.get(item.toLowerCase().replace(/&/g, 'and'));
    if (!region) {
      context.addIssue({
        code: 'custom',
        message: `Unknown region "${item.slice(0, 40)}". Use a NUTS 1 code (UKC to UKN) or its name.`,
      });
      return z.NEVER;
    }
    if (!regions.includes(region)) regions.push(region);
  }
  return regions;
});

/** A zod check: every inverted range of `rules` is an issue on both of its fields. */
export function rejectInvertedRanges(rules?: readonly RangeRule[]) {
  return (values: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(findInvertedRanges(values, rules))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

// --- Request ---------------------------------------------------------------------------------

/** The search's parameters one by one (for schemas that take some of them: the radar's). */
export const searchQueryFieldsSchema = z.object({
  q: scalar(
    z.string().max(SEARCH_MAX_QUERY_LENGTH, {
      message: `Search terms must be at most ${SEARCH_MAX_QUERY_LENGTH} characters.`,
    }),
  ),
  release_date_from: scalar(dayText),
  release_date_to: scalar(dayText),
  deadline_from: scalar(dayText),
  deadline_to: scalar(dayText),
  /** The alert wizard's live preview sends its deadline window. */
  deadline_filter: scalar(
    z
      .string()
      .transform((text) => text.toUpperCase())
      .pipe(z.enum(SEARCH_DEADLINE_WINDOWS, { message: 'Use ANY, 2-3W, 7D or 30D.' })),
  ).transform((value) => value ?? 'ANY'),
  /** Not in the search panel: the leaderboards link here with the period of the board. */
  award_date_from: scalar(dayText),
  award_date_to: scalar(dayText),
  stage: enumList(SEARCH_STAGES, 'stage'),
  /**
   * Statuses (issue 17), any may match: `planned`, `open` (open for bids: deadline ahead or not
   * given; includes `closing_soon`), `closing_soon` (deadline within 7 days), `closed` (deadline
   * passed, not awarded), `awarded`, `cancelled`. `closing-soon` is read as `closing_soon`.
   */
  status: enumList(OPPORTUNITY_STATUSES, 'status', { 'closing-soon': 'closing_soon' }),
  region: regionList,
  /** Free-text places, any may match (alert profiles' location keywords; issue 7). */
  location: locationQueryParameter,
  value_from: scalar(poundsText),
  value_to: scalar(poundsText),
  category: enumList(SEARCH_CATEGORIES, 'category'),
  buyer_name: scalar(
    z.string().max(SEARCH_MAX_BUYER_NAME_LENGTH, {
      message: `A buyer name must be at most ${SEARCH_MAX_BUYER_NAME_LENGTH} characters.`,
    }),
  ),
  cpv_codes: cpvCodeList,
  include_sub_cpv: scalar(booleanText).transform((value) => value ?? true),
  /**
   * Issue 32: the words may also be on a page of the notice's fetched documents (PDF, Word,
   * Excel, OpenDocument, HTML, text, inside zips). Plans with document search only (403 else).
   */
  include_documents: scalar(booleanText).transform((value) => value ?? false),
  source_system: enumList(SEARCH_SOURCE_SYSTEMS, 'source', {
    CF: 'ContractsFinder',
    S2W: 'Sell2Wales',
  }),
  sort: scalar(
    z.enum(SEARCH_SORTS, { message: `Use one of ${SEARCH_SORTS.join(', ')}.` }),
  ).transform((value) => value ?? DEFAULT_SEARCH_SORT),
  page: scalar(
    z
      .string()
      .regex(/^\d{1,9}$/, { message: 'The page must be a whole number from 1.' })
      .transform(Number)
      .refine((page) => page >= 1, { message: 'The page must be a whole number from 1.' })
      .refine((page) => page <= SEARCH_MAX_PAGE, {
        message: `Only the first ${SEARCH_MAX_PAGE} pages can be shown; narrow the search.`,
      }),
  ).transform((value) => value ?? 1),
  count_only: scalar(booleanText).transform((value) => value ?? false),
});

export const searchQuerySchema = searchQueryFieldsSchema.superRefine(rejectInvertedRanges());
/** The raw query string as a client builds it (every value a string). */
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
/** The parsed, typed filters. */
export type SearchQuery = z.output<typeof searchQuerySchema>;

// --- Response --------------------------------------------------------------------------------

/**
 * A run of text in a highlighted fragment: `is_match` runs are the words the keyword matched.
 * Portal text is returned as plain text runs, never as markup; the client renders each run as a
 * text node (a match inside `<mark>`).
 */
export const highlightSegmentSchema = z.object({ text: z.string(), is_match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

/**
 * Why a result matched (issue 17), with a keyword or CPV or region filters; null otherwise.
 * `title` is the whole title in runs when a keyword word is in it (else null); `fragment` a short
 * passage of the description around the matched words (null when none is there);
 * `cpv` the filter's CPV codes the result is classified under (with the level matched, e.g.
 * `9091` for 90910000 with sub-categories, and the code's label); `regions` the filter's NUTS 1
 * regions the result is in.
 */
export const searchMatchSchema = z.object({
  title: z.array(highlightSegmentSchema).nullable(),
  fragment: z.array(highlightSegmentSchema).nullable(),
  cpv: z.array(z.object({ code: z.string(), level: z.string(), label: z.string().nullable() })),
  regions: z.array(z.string()),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/**
 * One result card: the same shape as a favourite's opportunity (`id` and `opportunity_id` are
 * both the WAC ID, `supplier_name` is the first supplier of the first award, `description` is
 * the full text and the card cuts it at 250 characters, `score` is the keyword relevance or null
 * without a keyword), plus `match`.
 */
/**
 * With "Include documents": the first page of one of the result's documents holding the words
 * (the card's "Found in 'ITT Volume 2.pdf', page 14"), with a passage around them in text runs.
 * `container_name` is the zip a file was found in; `content_hash` and `page_no` address the
 * reader view.
 */
export const documentMatchSchema = z.object({
  file_name: z.string(),
  container_name: z.string().nullable(),
  content_hash: z.string(),
  page_no: z.number().int(),
  snippet: z.array(highlightSegmentSchema),
});
export type DocumentMatch = z.infer<typeof documentMatchSchema>;

export const searchResultSchema = favouriteOpportunitySchema.extend({
  match: searchMatchSchema.nullable(),
  document_match: documentMatchSchema.nullable().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const facetBucketSchema = z.object({ key: z.string(), doc_count: z.number().int() });
export type FacetBucket = z.infer<typeof facetBucketSchema>;

export const searchAggregationsSchema = z.object({
  source_systems: z.array(facetBucketSchema),
  stages: z.array(facetBucketSchema),
  regions: z.array(facetBucketSchema),
  categories: z.array(facetBucketSchema),
});
export type SearchAggregations = z.infer<typeof searchAggregationsSchema>;

/**
 * "Did you mean ...?" (issue 28): the search box with its misspelt words corrected, and the
 * number of results that box finds with the same filters (it was run before being offered).
 */
export const searchSuggestionSchema = z.object({ q: z.string(), total: z.number().int() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  /** Exact number of matching opportunities. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The sort applied (Best Match falls back to newest first without a word it can rank). */
  sort: z.enum(SEARCH_SORTS),
  aggregations: searchAggregationsSchema,
  /**
   * What the keyword box held that was not searched as typed, as sentences to show beside the
   * results (a lone `*`, an operator with nothing to work on, a short word beginning...).
   */
  keyword_notes: z.array(z.string()).default([]),
  /** Offered when the search found few results (5 or fewer) and a corrected box finds more. */
  suggestion: searchSuggestionSchema.nullable().default(null),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `count_only=true`: just the exact total, for the floating bar's live count. */
export const searchCountResponseSchema = z.object({ total: z.number().int() });
export type SearchCountResponse = z.infer<typeof searchCountResponseSchema>;
