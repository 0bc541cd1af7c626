import { describe, expect, it } from 'vitest';
import { composeWatchEmail, type WatchEmail, type WatchedNews } from './watch-email';

// The watch email's exact text and HTML, pinned before it moved onto the shared digest frame
// (ADR 0285): the refactor must not change a byte of what people receive.

const links: WatchEmail['links'] = {
  opportunity: (wacId) => `https://wac.example/opportunities/${wacId}`,
  watches: 'https://wac.example/account/watches',
  oneClickUnwatch: 'https://wac.example/api/watches/unwatch/one-click/tok-a',
};

const roads: WatchedNews = {
  wacId: 'WAC-ROADS',
  title: 'Roads & bridges <maintenance> "north"',
  buyerName: 'Leeds City Council',
  notices: [
    { label: 'Tender', publishedAt: new Date('2026-03-02T09:00:00Z'), portalUrl: null },
    {
      label: 'Award',
      publishedAt: null,
      portalUrl: 'https://www.find-tender.service.gov.uk/Notice/1?a=1&b=2',
    },
  ],
  unwatchUrl: 'https://wac.example/watches/unwatch/tok-a',
};

const untitled: WatchedNews = {
  wacId: 'WAC-EMPTY',
  title: '',
  buyerName: null,
  notices: [],
  unwatchUrl: 'https://wac.example/watches/unwatch/tok-b',
};

const long: WatchedNews = { ...roads, wacId: 'WAC-LONG', title: 'A'.repeat(70) };

const fixtures: Record<string, Omit<WatchEmail, 'links'>> = {
  one: { key: 'watch:1', to: 'ada@example.com', firstName: 'Ada', procurements: [roads] },
  'long title, no name': {
    key: 'watch:2',
    to: 'b@example.com',
    firstName: '',
    procurements: [long],
  },
  several: {
    key: 'watch:3',
    to: 'c@example.com',
    firstName: 'Grace <admin>',
    procurements: [roads, untitled, long],
  },
};

describe('the watch email', () => {
  for (const [name, fixture] of Object.entries(fixtures)) {
    it(`renders exactly as before: ${name}`, () => {
      expect(composeWatchEmail({ ...fixture, links })).toMatchSnapshot();
    });
  }
});

describe('the watch email dates', () => {
  it('dates a notice as status lines do ("Sep", never Intl\'s "Sept")', () => {
    const september: WatchedNews = {
      ...roads,
      notices: [{ label: 'Award', publishedAt: new Date('2026-09-26T09:00:00Z'), portalUrl: null }],
    };
    const email = composeWatchEmail({ ...fixtures.one!, procurements: [september], links });
    expect(email.text).toContain('published 26 Sep 2026');
    expect(email.text).not.toContain('Sept');
  });
});
