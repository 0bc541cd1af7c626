import {
  DEFAULT_RADAR_MONTHS,
  RADAR_COUNT_CAP,
  RADAR_MONTHS,
  RADAR_PAGE_SIZE,
  type RadarMonths,
  type RadarResponse,
} from '@wac/contract';
import { formatCount } from '@/lib/format';

/** The radar's filters as the page holds them (all text, as typed). */
export type RadarForm = {
  q: string;
  cpv_codes: string;
  region: string;
  buyer_name: string;
  value_from: string;
  value_to: string;
};

export type RadarState = RadarForm & {
  months: RadarMonths;
  /** A buyer organisation chosen from its page (shown as a removable filter). */
  buyer: string;
  page: number;
  /** A page read from its neighbour's marker (ADR 0163): after one contract, or before one. */
  after: string;
  before: string;
};

export const EMPTY_RADAR_FORM: RadarForm = {
  q: '',
  cpv_codes: '',
  region: '',
  buyer_name: '',
  value_from: '',
  value_to: '',
};

const FORM_KEYS = Object.keys(EMPTY_RADAR_FORM) as (keyof RadarForm)[];

function readMonths(value: string | null): RadarMonths {
  const months = Number(value);
  return (RADAR_MONTHS as readonly number[]).includes(months)
    ? (months as RadarMonths)
    : DEFAULT_RADAR_MONTHS;
}

const readId = (value: string | null) => (/^\d{1,15}$/.test(value ?? '') ? value! : '');

/** The page's state from its URL (unknown values fall back to the defaults). */
export function readRadarState(params: URLSearchParams): RadarState {
  const form = Object.fromEntries(
    FORM_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as RadarForm;
  const page = Number(params.get('page'));
  return {
    ...form,
    months: readMonths(params.get('months')),
    buyer: readId(params.get('buyer')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    after: readId(params.get('after')),
    before: readId(params.get('before')),
  };
}

/**
 * The query string of a state, for both the page's URL and the API: empty filters and page 1 are
 * left out, so equal states have equal URLs (and one cache entry).
 */
export function buildRadarQuery(state: RadarState): string {
  const query = new URLSearchParams({ months: String(state.months) });
  for (const key of [...FORM_KEYS, 'buyer'] as const) {
    if (state[key].trim()) query.set(key, state[key].trim());
  }
  if (state.page > 1) {
    query.set('page', String(state.page));
    if (state.after) query.set('after', state.after);
    else if (state.before) query.set('before', state.before);
  }
  return query.toString();
}

/**
 * The neighbouring pages of a radar answer (ADR 0163): the next starts after this page's last
 * contract, the previous ends before its first (page 1 needs no marker), so any page is read
 * from its marker on, however deep.
 */
export function neighbourPages(radar: RadarResponse): {
  next: Partial<RadarState> | null;
  previous: Partial<RadarState> | null;
} {
  const next =
    radar.has_more && radar.next_after !== null
      ? { page: radar.page + 1, after: String(radar.next_after), before: '' }
      : null;
  let previous: Partial<RadarState> | null = null;
  if (radar.page === 2) previous = { page: 1, after: '', before: '' };
  else if (radar.page > 2 && radar.previous_before !== null)
    previous = { page: radar.page - 1, after: '', before: String(radar.previous_before) };
  return { next, previous };
}

/**
 * Which rows a page shows, for paid plans who page through every contract: exact totals give
 * "of N"; past the count's cap the words say counting stopped, and that Next goes on to the end.
 */
export function describePageRange(radar: RadarResponse): string | null {
  if (radar.results.length === 0) return null;
  const from = (radar.page - 1) * RADAR_PAGE_SIZE + 1;
  const to = from + radar.results.length - 1;
  const rows = `Contracts ${formatCount(from)} to ${formatCount(to)}`;
  if (!radar.total_is_capped) return `${rows} of ${formatCount(radar.total)}.`;
  return radar.has_more
    ? `${rows}. Counting stops at ${RADAR_COUNT_CAP}; Next goes on page by page to the last contract.`
    : `${rows}: the last contract in this window.`;
}
