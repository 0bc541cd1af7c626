import type { HighlightSegment } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { countReaderMatches } from './match-count';

/** Runs as the server sends them: `[word]` is a marked word. */
const runs = (text: string): HighlightSegment[] =>
  text
    .split(/(\[[^\]]+\])/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('[')
        ? { text: part.slice(1, -1), is_match: true }
        : { text: part, is_match: false },
    );

describe('the reader counts matches', () => {
  it('counts a phrase that appears once as one match', () => {
    const page = runs('Suppliers must hold [Cyber] [Essentials] certification.');
    expect(countReaderMatches(page, '"cyber essentials"')).toBe(1);
  });

  it('counts each place a phrase appears, across punctuation and its own stop words', () => {
    const page = runs('[Health] and [safety]: see the [health]-[safety] plan.');
    expect(countReaderMatches(page, '"health and safety"')).toBe(2);
  });

  it('does not count a phrase word marked on its own when only phrases were searched', () => {
    const page = runs('[Cyber] [Essentials] Plus. Cyber attacks: [cyber] insurance.');
    expect(countReaderMatches(page, '"cyber essentials"')).toBe(1);
    expect(countReaderMatches(page, '"cyber essentials" OR "iso 27001" -"cyber attacks"')).toBe(1);
  });

  it('counts the words of a plain search one by one, as before', () => {
    const page = runs('[Culvert] [inspection] by CCTV; [culvert] repairs.');
    expect(countReaderMatches(page, 'culvert inspection')).toBe(3);
  });

  it('counts a phrase once and the plain words beside it each', () => {
    const page = runs('[Cyber] [Essentials] and an [audit], then an [audit] report.');
    expect(countReaderMatches(page, '"cyber essentials" audit')).toBe(3);
  });

  it('keeps a line break between two marked words as two places', () => {
    const page = runs('[Cyber]\n[Essentials] heading');
    expect(countReaderMatches(page, '"cyber essentials" heading')).toBe(2);
  });
});
