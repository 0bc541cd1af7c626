import type { AlertProfile } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ALERT_FORM,
  hasKeywordsOrCpvCodes,
  hasPreviewCriteria,
  readSearchPrefill,
  toAlertRequest,
  toFormValues,
} from './alert-form';
import { buildPreviewQuery, describeWeeklyAlerts, estimateWeeklyAlerts } from './alert-preview';

const profile: AlertProfile = {
  id: 7,
  profile_name: 'Cleaning',
  keywords: 'cleaning, "window cleaning"',
  cpv_codes: '90910000',
  include_sub_cpv: false,
  include_documents: false,
  location_keywords: 'Leeds, LS1',
  min_value: 10000,
  max_value: null,
  is_active: true,
  deadline_filter: '2-3W',
  lifecycle_stages: 'open, evaluation',
  framework: 'call_offs',
  delivery: 'instant',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  last_alerted_at: null,
};

describe('alert form', () => {
  it('pre-fills from a profile and saves it back unchanged', () => {
    const values = toFormValues(profile);
    expect(values.keywords).toEqual(['cleaning', '"window cleaning"']);
    expect(values.location_keywords).toEqual(['Leeds', 'LS1']);
    expect(values.min_value).toBe('10000');
    expect(values.max_value).toBe('');
    expect(toAlertRequest(values)).toEqual({
      profile_name: 'Cleaning',
      keywords: 'cleaning, "window cleaning"',
      cpv_codes: '90910000',
      include_sub_cpv: false,
      include_documents: false,
      location_keywords: 'Leeds, LS1',
      min_value: 10000,
      max_value: null,
      is_active: true,
      deadline_filter: '2-3W',
      lifecycle_stages: 'open, evaluation',
      framework: 'call_offs',
      delivery: 'instant',
    });
  });

  it('knows when to confirm saving and when to preview', () => {
    expect(hasKeywordsOrCpvCodes(EMPTY_ALERT_FORM)).toBe(false);
    expect(hasPreviewCriteria(EMPTY_ALERT_FORM)).toBe(false);
    expect(hasPreviewCriteria({ ...EMPTY_ALERT_FORM, min_value: '5000' })).toBe(true);
    expect(hasPreviewCriteria({ ...EMPTY_ALERT_FORM, location_keywords: ['Leeds'] })).toBe(true);
    expect(hasKeywordsOrCpvCodes({ ...EMPTY_ALERT_FORM, cpv_codes: ['72000000'] })).toBe(true);
  });

  it('builds the preview search over the last 30 days and estimates alerts per week', () => {
    const query = buildPreviewQuery(toFormValues(profile), new Date(2026, 10, 22, 9, 0));
    expect(Object.fromEntries(query)).toEqual({
      count_only: 'true',
      release_date_from: '2026-10-23',
      q: 'cleaning, "window cleaning"',
      cpv_codes: '90910000',
      include_sub_cpv: 'false',
      location: 'Leeds,LS1',
      value_from: '10000',
      deadline_filter: '2-3W',
      lifecycle_stage: 'open,evaluation',
      framework: 'call_offs',
    });
    expect(estimateWeeklyAlerts(43)).toBe(10);
    expect(estimateWeeklyAlerts(2)).toBe(0);
    expect(estimateWeeklyAlerts(3)).toBe(1);
  });

  it('never says "about 0 alerts per week"', () => {
    expect(describeWeeklyAlerts(0)).toBe('no alerts expected');
    expect(describeWeeklyAlerts(2)).toBe('fewer than one alert per week');
    expect(describeWeeklyAlerts(3)).toBe('about 1 alert per week');
    expect(describeWeeklyAlerts(43_000)).toBe('about 10,000 alerts per week');
  });

  it('pre-fills a new profile from the search screen', () => {
    const params = new URLSearchParams(
      'new=1&q=roads,+bridges&cpv_codes=45233000&include_sub_cpv=false&region=UKI,UKM&location=Leeds&value_from=%C2%A31,000&value_to=&deadline_filter=7d&stage=tender&lifecycle_stage=planned,pipeline&framework=frameworks',
    );
    expect(readSearchPrefill(params)).toEqual({
      ...EMPTY_ALERT_FORM,
      keywords: ['roads', 'bridges'],
      cpv_codes: ['45233000'],
      include_sub_cpv: false,
      location_keywords: ['London', 'Scotland', 'Leeds'],
      min_value: '1000',
      max_value: '',
      deadline_filter: '7D',
      lifecycle_stages: ['planned', 'pipeline'],
      framework: 'frameworks',
    });
    // A framework choice the search does not know is left out, not guessed.
    expect(readSearchPrefill(new URLSearchParams('new=1&framework=all'))?.framework).toBe('');
    expect(readSearchPrefill(new URLSearchParams('q=roads'))).toBeNull();
  });
});
