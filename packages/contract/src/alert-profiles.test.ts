import { describe, expect, it } from 'vitest';
import { alertProfileRequestSchema, parseCpvTag, toAlertSearchQuery } from './alert-profiles';
import { searchQuerySchema } from './search';
import { joinTags, splitTags } from './tag-lists';

describe('tag lists', () => {
  it('split trimmed, without blanks or repeats (ignoring case), and join with ", "', () => {
    expect(splitTags(' cleaning ,, Cleaning,window   cleaning, null ')).toEqual([
      'cleaning',
      'window cleaning',
    ]);
    expect(joinTags(['a', ' b ', 'A'])).toBe('a, b');
    expect(splitTags(undefined)).toEqual([]);
  });
});

describe('alert profile request', () => {
  it('normalises tags, CPV codes, values and the deadline filter', () => {
    const parsed = alertProfileRequestSchema.parse({
      profile_name: '  Roads ',
      keywords: ['roads', ' bridges', 'ROADS'],
      cpv_codes: '45233141-9, 452',
      min_value: '£1,500.50',
      max_value: '',
      deadline_filter: '2-3w',
      lifecycle_stages: 'evaluation, open,open',
    });
    expect(parsed).toEqual({
      profile_name: 'Roads',
      keywords: 'roads, bridges',
      cpv_codes: '45233141, 452',
      include_sub_cpv: true,
      include_documents: false,
      location_keywords: '',
      min_value: 1500.5,
      max_value: null,
      is_active: true,
      deadline_filter: '2-3W',
      lifecycle_stages: 'open,evaluation',
      framework: null,
      delivery: 'daily',
    });
    expect(parseCpvTag('72000000-5')).toBe('72000000');
    expect(parseCpvTag('7')).toBeNull();
  });

  it('becomes the equivalent search query, which the search schema accepts', () => {
    const profile = alertProfileRequestSchema.parse({
      profile_name: 'x',
      keywords: 'roads, "bridge repair"',
      cpv_codes: '45000000',
      include_sub_cpv: false,
      location_keywords: 'Leeds, UKI',
      min_value: 1000,
      deadline_filter: '7D',
      framework: 'no_call_offs',
    });
    const query = toAlertSearchQuery(profile);
    expect(query).toEqual({
      q: 'roads, "bridge repair"',
      cpv_codes: '45000000',
      include_sub_cpv: 'false',
      location: 'Leeds,UKI',
      value_from: '1000',
      deadline_filter: '7D',
      framework: 'no_call_offs',
    });
    const search = searchQuerySchema.parse(query);
    expect(search.framework).toBe('no_call_offs');
    expect(search.location).toEqual(['Leeds', 'UKI']);
    expect(search.deadline_filter).toBe('7D');
    expect(toAlertSearchQuery(alertProfileRequestSchema.parse({ profile_name: 'x' }))).toEqual({});
  });
});
