import {
  DEFAULT_SEARCH_SORT,
  SEARCH_SORTS,
  SEARCH_SOURCE_SYSTEMS,
  type SearchSort,
  type SearchSourceSystem,
} from '@wac/contract/search-constants';
import { paths } from '@/config/paths';

/**
 * The filter panel's fields, named as the URL query parameters they become (public-area.md
 * section 3). Text fields keep what the user typed; the server validates and normalises.
 */
export interface SearchForm {
  q: string;
  release_date_from: string;
  release_date_to: string;
  deadline_from: string;
  deadline_to: string;
  stage: string;
  /** Statuses, comma-separated (issue 17); "open" is the "Open for bids only" checkbox. */
  status: string;
  region: string;
  value_from: string;
  value_to: string;
  category: string;
  buyer_name: string;
  cpv_codes: string;
  include_sub_cpv: boolean;
  /** "Include documents" (issue 32): the words may also be in the tender documents. */
  include_documents: boolean;
  /** The ticked sources; all of them means no source filter. */
  source_system: SearchSourceSystem[];
  /** Not in the panel: set by leaderboard links, kept and shown as chips. */
  award_date_from: string;
  award_date_to: string;
}

export type TextFilterName = Exclude<
  keyof SearchForm,
  'include_sub_cpv' | 'include_documents' | 'source_system'
>;

export const TEXT_FILTER_NAMES: readonly TextFilterName[] = [
  'q',
  'release_date_from',
  'release_date_to',
  'deadline_from',
  'deadline_to',
  'award_date_from',
  'award_date_to',
  'stage',
  'status',
  'region',
  'value_from',
  'value_to',
  'category',
  'buyer_name',
  'cpv_codes',
];

export const EMPTY_SEARCH_FORM: SearchForm = {
  q: '',
  release_date_from: '',
  release_date_to: '',
  deadline_from: '',
  deadline_to: '',
  stage: '',
  status: '',
  region: '',
  value_from: '',
  value_to: '',
  category: '',
  buyer_name: '',
  cpv_codes: '',
  include_sub_cpv: true,
  include_documents: false,
  source_system: [...SEARCH_SOURCE_SYSTEMS],
  award_date_from: '',
  award_date_to: '',
};

function readSources(value: string | null): SearchSourceSystem[] {
  if (!value) return [...SEARCH_SOURCE_SYSTEMS];
  const wanted = value.split(',').map((item) => item.trim().toLowerCase());
  const sources = SEARCH_SOURCE_SYSTEMS.filter(
    (source) =>
      wanted.includes(source.toLowerCase()) ||
      (source === 'ContractsFinder' && wanted.includes('cf')) ||
      (source === 'Sell2Wales' && wanted.includes('s2w')),
  );
  // At least one source always stays selected (section 5).
  return sources.length > 0 ? sources : [...SEARCH_SOURCE_SYSTEMS];
}

/** The filters held in a search URL. */
export function readSearchForm(params: URLSearchParams): SearchForm {
  const form: SearchForm = { ...EMPTY_SEARCH_FORM };
  for (const name of TEXT_FILTER_NAMES) form[name] = params.get(name) ?? '';
  form.include_sub_cpv = params.get('include_sub_cpv')?.toLowerCase() !== 'false';
  form.include_documents = params.get('include_documents')?.toLowerCase() === 'true';
  form.source_system = readSources(params.get('source_system'));
  return form;
}

export function readSort(params: URLSearchParams): SearchSort {
  const sort = params.get('sort');
  return SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : DEFAULT_SEARCH_SORT;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filter parameters of a form, in a fixed order so equal filters give equal strings. Empty
 * fields are left out; include_sub_cpv only appears when off (the default is on); source_system
 * only when a strict subset is ticked.
 */
export function toFilterParams(form: SearchForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TEXT_FILTER_NAMES) {
    const value = form[name].trim();
    if (value) params.set(name, value);
  }
  if (!form.include_sub_cpv && form.cpv_codes.trim()) params.set('include_sub_cpv', 'false');
  if (form.include_documents) params.set('include_documents', 'true');
  const isSubset =
    form.source_system.length > 0 && form.source_system.length < SEARCH_SOURCE_SYSTEMS.length;
  if (isSubset) params.set('source_system', form.source_system.join(','));
  return params;
}

/** A comparable key of the filters alone (no sort, no page). */
export function toFilterKey(form: SearchForm): string {
  return toFilterParams(form).toString();
}

/**
 * The URL query of a search: the filters, the sort (Best Match needs a keyword, otherwise the
 * default applies) and the page.
 */
export function toSearchQuery(form: SearchForm, sort: SearchSort, page: number): string {
  const params = toFilterParams(form);
  params.set('sort', sort === 'relevance' && !form.q.trim() ? DEFAULT_SEARCH_SORT : sort);
  params.set('page', String(page));
  return params.toString();
}

/** Any query at all (even just the default sort) means a search is shown. */
export function hasSearchQuery(params: URLSearchParams): boolean {
  return [...params.keys()].length > 0;
}

/**
 * Where Clear goes (section 2): with any query other than the default sort, to the default
 * search; otherwise to the bare search page, which waits for a search term.
 */
export function getClearTarget(params: URLSearchParams): string {
  const keys = [...params.keys()];
  const isOnlyDefaultSort =
    keys.length === 0 || (keys.length === 1 && params.get('sort') === DEFAULT_SEARCH_SORT);
  return isOnlyDefaultSort ? paths.search : paths.defaultSearch;
}

/** The items of a comma-list field (CPV codes, statuses), trimmed, blanks and repeats left out. */
export function splitListField(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
