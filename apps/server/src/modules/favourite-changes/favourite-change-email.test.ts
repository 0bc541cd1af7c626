import { describe, expect, it } from 'vitest';
import {
  type ChangedFavourite,
  composeFavouriteChangeEmail,
  type FavouriteChangeEmail,
} from './favourite-change-email';

// The change email's exact text and HTML, pinned before it moved onto the shared digest frame
// (ADR 0285): the refactor must not change a byte of what people receive.

const links: FavouriteChangeEmail['links'] = {
  opportunity: (wacId) => `https://wac.example/opportunities/${wacId}`,
  favourites: 'https://wac.example/account/favourites?tab=changes&x="1"',
  oneClickUnsubscribe: 'https://wac.example/api/favourites/change-emails/one-click/tok',
};

const roads: ChangedFavourite = {
  wacId: 'WAC-ROADS',
  title: 'Roads & bridges <maintenance>',
  buyerName: 'Leeds City Council',
  status: 'Closes in 3 days',
  changes: [
    { summary: 'Deadline moved to 4 Apr 2026', detectedAt: new Date('2026-03-02T09:15:00Z') },
    { summary: 'Value "raised" to £2m', detectedAt: new Date('2026-07-02T17:45:00Z') },
  ],
};

const untitled: ChangedFavourite = {
  wacId: 'WAC-EMPTY',
  title: '',
  buyerName: null,
  status: 'Awarded',
  changes: [],
};

const long: ChangedFavourite = { ...roads, wacId: 'WAC-LONG', title: 'B'.repeat(61) };

const fixtures: Record<string, Omit<FavouriteChangeEmail, 'links'>> = {
  one: { key: 'fav:1', to: 'ada@example.com', firstName: 'Ada', favourites: [roads] },
  'long title, no name': { key: 'fav:2', to: 'b@example.com', firstName: '', favourites: [long] },
  several: {
    key: 'fav:3',
    to: 'c@example.com',
    firstName: 'Grace & co',
    favourites: [roads, untitled, long],
  },
};

describe('the favourite change email', () => {
  for (const [name, fixture] of Object.entries(fixtures)) {
    it(`renders exactly as before: ${name}`, () => {
      expect(composeFavouriteChangeEmail({ ...fixture, links })).toMatchSnapshot();
    });
  }
});
