import { DEFAULT_RADAR_MONTHS, RADAR_MONTHS, type RadarMonths } from '@wac/contract';

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

/** The page's state from its URL (unknown values fall back to the defaults). */
export function readRadarState(params: URLSearchParams): RadarState {
  const form = Object.fromEntries(
    FORM_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as RadarForm;
  const page = Number(params.get('page'));
  return {
    ...form,
    months: readMonths(params.get('months')),
    buyer: /^\d{1,15}$/.test(params.get('buyer') ?? '') ? params.get('buyer')! : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
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
  if (state.page > 1) query.set('page', String(state.page));
  return query.toString();
}
