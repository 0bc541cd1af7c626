import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, toHighlightSegments } from './search-highlights';

const mark = (text: string) => `${MATCH_START}${text}${MATCH_END}`;

describe('toHighlightSegments', () => {
  it('cuts marked text into plain and matched runs', () => {
    expect(toHighlightSegments(`Office ${mark('cleaning')} and ${mark('cleaners')}`)).toEqual([
      { text: 'Office ', is_match: false },
      { text: 'cleaning', is_match: true },
      { text: ' and ', is_match: false },
      { text: 'cleaners', is_match: true },
    ]);
  });

  it('joins neighbouring matches and tidies whitespace', () => {
    expect(toHighlightSegments(`  ${mark('social')}${mark(' value')}\n\n clause `)).toEqual([
      { text: 'social value', is_match: true },
      { text: ' clause', is_match: false },
    ]);
  });

  it('is null when nothing matched, and keeps markup as plain text', () => {
    expect(toHighlightSegments('No match here')).toBeNull();
    expect(toHighlightSegments(null)).toBeNull();
    expect(toHighlightSegments(`<img src=x onerror=alert(1)> ${mark('<b>road</b>')}`)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', is_match: false },
      { text: '<b>road</b>', is_match: true },
    ]);
  });
});
