import { describe, expect, it } from 'vitest';
import { type AlertDigest, composeAlertDigestEmail } from './alert-digest-email';
import type { DigestOpportunityRow } from './alert-dispatch.repository';

// The alert digest's exact text and HTML, pinned before the digest emails moved onto one shared
// frame (ADR 0285): the refactor must not change a byte of what people receive.

const links: AlertDigest['links'] = {
  opportunity: (wacId) => `https://wac.example/opportunities/${wacId}`,
  search: 'https://wac.example/search?q=roads&cpv=45000000',
  unsubscribe: 'https://wac.example/alerts/unsubscribe/tok',
  oneClickUnsubscribe: 'https://wac.example/api/alert-profiles/unsubscribe/one-click/tok',
  manage: 'https://wac.example/account/alerts',
};

const now = new Date('2026-03-01T12:00:00Z');
const row = (id: number, extra: Partial<DigestOpportunityRow> = {}): DigestOpportunityRow => ({
  id,
  wac_id: `WAC-${id}`,
  title: `Roads & bridges <lot ${id}>`,
  buyer_name: 'Leeds City Council',
  value_amount: 1250000,
  value_currency: 'GBP',
  tender_deadline_date: new Date('2026-03-10T12:00:00Z'),
  release_date: new Date('2026-02-20T09:00:00Z'),
  lifecycle: 1,
  award_facts: { values: null, suppliers: null },
  ...extra,
});

const followSection = {
  text: 'From buyers you follow:\n\nLeeds City Council: 1 new notice',
  html: '<p style="margin:0 0 16px">From buyers you follow: <strong>Leeds City Council</strong></p>',
};

const fixtures: Record<string, Omit<AlertDigest, 'links' | 'now'>> = {
  one: {
    key: 'digest:1',
    to: 'ada@example.com',
    firstName: 'Ada',
    profileName: 'Roads "north"',
    listed: [row(1)],
    total: 1,
  },
  'several, more than listed, with follows': {
    key: 'digest:2',
    to: 'b@example.com',
    firstName: '',
    profileName: 'Everything & more',
    listed: [
      row(2),
      row(3, { title: '', buyer_name: null, value_amount: null, tender_deadline_date: null }),
      row(4, { value_currency: 'EUR', lifecycle: 3 }),
    ],
    total: 7,
    followSection,
  },
  'follows only': {
    key: 'digest:3',
    to: 'c@example.com',
    firstName: 'Grace',
    profileName: 'Quiet',
    listed: [],
    total: 0,
    followSection,
  },
};

describe('the alert digest email', () => {
  for (const [name, fixture] of Object.entries(fixtures)) {
    it(`renders exactly as before: ${name}`, () => {
      expect(composeAlertDigestEmail({ ...fixture, links, now })).toMatchSnapshot();
    });
  }
});

describe('the alert digest dates', () => {
  it('writes a deadline as status lines date ("Sep", never Intl\'s "Sept")', () => {
    const deadline = new Date('2026-09-26T12:00:00Z');
    const email = composeAlertDigestEmail({
      ...fixtures.one!,
      listed: [row(9, { tender_deadline_date: deadline })],
      links,
      now: new Date('2026-09-27T12:00:00Z'),
    });
    expect(email.text).toContain('Deadline: 26 Sep 2026');
    expect(email.text).not.toContain('Sept');
  });
});
