import {
  ALERT_DEADLINE_FILTERS,
  type AlertCriteria,
  type AlertDeadlineFilter,
  type AlertDelivery,
  type AlertProfile,
  type AlertProfileRequest,
  joinTags,
  SEARCH_REGION_NAMES,
  type SearchRegion,
  splitTags,
} from '@wac/contract';
import {
  SEARCH_FRAMEWORK_FILTERS,
  type SearchFrameworkFilter,
} from '@wac/contract/search-constants';

/** The wizard's fields: tags as lists, values as typed (section 3 field names). */
export type AlertFormValues = {
  profile_name: string;
  keywords: string[];
  cpv_codes: string[];
  include_sub_cpv: boolean;
  /** The keywords may also be in the tender documents (issue 32; plans with document search). */
  include_documents: boolean;
  location_keywords: string[];
  min_value: string;
  max_value: string;
  is_active: boolean;
  deadline_filter: AlertDeadlineFilter;
  /** Lifecycle stages (issue 31); none means any stage. */
  lifecycle_stages: string[];
  /** The search's framework filter (issue 31); '' for every notice. */
  framework: SearchFrameworkFilter | '';
  delivery: AlertDelivery;
};

/** A new profile: the defaults of section 3. */
export const EMPTY_ALERT_FORM: AlertFormValues = {
  profile_name: '',
  keywords: [],
  cpv_codes: [],
  include_sub_cpv: true,
  include_documents: false,
  location_keywords: [],
  min_value: '',
  max_value: '',
  is_active: true,
  deadline_filter: 'ANY',
  lifecycle_stages: [],
  framework: '',
  delivery: 'daily',
};

const valueText = (value: number | null) => (value === null ? '' : String(value));

/** Edit mode pre-fills the form from the profile being edited. */
export function toFormValues(profile: AlertProfile): AlertFormValues {
  return {
    profile_name: profile.profile_name,
    keywords: splitTags(profile.keywords),
    cpv_codes: splitTags(profile.cpv_codes),
    include_sub_cpv: profile.include_sub_cpv,
    include_documents: profile.include_documents,
    location_keywords: splitTags(profile.location_keywords),
    min_value: valueText(profile.min_value),
    max_value: valueText(profile.max_value),
    is_active: profile.is_active,
    deadline_filter: profile.deadline_filter,
    lifecycle_stages: splitTags(profile.lifecycle_stages),
    framework: profile.framework ?? '',
    delivery: profile.delivery,
  };
}

/** A typed amount as a number, or null when empty or not a number (section 5: empty is null). */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The profile's criteria, as the server stores them. */
export function toCriteria(values: AlertFormValues): AlertCriteria {
  return {
    keywords: joinTags(values.keywords),
    cpv_codes: joinTags(values.cpv_codes),
    include_sub_cpv: values.include_sub_cpv,
    include_documents: values.include_documents && values.keywords.length > 0,
    location_keywords: joinTags(values.location_keywords),
    min_value: parseAmount(values.min_value),
    max_value: parseAmount(values.max_value),
    deadline_filter: values.deadline_filter,
    lifecycle_stages: joinTags(values.lifecycle_stages),
    framework: values.framework || null,
  };
}

/** The POST/PUT body: tags comma-joined, empty values null. */
export function toAlertRequest(values: AlertFormValues): AlertProfileRequest {
  return {
    profile_name: values.profile_name.trim(),
    is_active: values.is_active,
    delivery: values.delivery,
    ...toCriteria(values),
  };
}

/** Saving without either opens the confirmation dialog (section 4). */
export function hasKeywordsOrCpvCodes(values: AlertFormValues): boolean {
  return values.keywords.length > 0 || values.cpv_codes.length > 0;
}

/** The live preview runs only when keywords, CPV codes, a location or a value is set (section 7). */
export function hasPreviewCriteria(values: AlertFormValues): boolean {
  return (
    hasKeywordsOrCpvCodes(values) ||
    values.location_keywords.length > 0 ||
    parseAmount(values.min_value) !== null ||
    parseAmount(values.max_value) !== null
  );
}

const regionName = (code: string) =>
  SEARCH_REGION_NAMES[code.toUpperCase() as SearchRegion] ?? code;

/**
 * A new profile pre-filled from a search (`/account/alerts?new=1&q=...`, the search screen's
 * Create Alert button): keywords from `q`, CPV codes, regions and locations, values and the
 * deadline window. Null when the URL does not ask for a new profile.
 */
export function readSearchPrefill(params: URLSearchParams): AlertFormValues | null {
  if (params.get('new') !== '1') return null;
  const deadline = params.get('deadline_filter')?.toUpperCase();
  return {
    ...EMPTY_ALERT_FORM,
    keywords: splitTags(params.get('q')),
    cpv_codes: splitTags(params.get('cpv_codes')),
    include_sub_cpv: params.get('include_sub_cpv') !== 'false',
    include_documents: params.get('include_documents') === 'true',
    location_keywords: splitTags(
      [
        ...splitTags(params.get('region')).map(regionName),
        ...splitTags(params.get('location')),
      ].join(','),
    ),
    min_value: String(parseAmount(params.get('value_from') ?? '') ?? ''),
    max_value: String(parseAmount(params.get('value_to') ?? '') ?? ''),
    deadline_filter: ALERT_DEADLINE_FILTERS.find((value) => value === deadline) ?? 'ANY',
    lifecycle_stages: splitTags(params.get('lifecycle_stage')),
    framework: SEARCH_FRAMEWORK_FILTERS.find((value) => value === params.get('framework')) ?? '',
  };
}
