import type { HighlightSegment } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { countReaderMatches } from './match-count';

/** Runs as the server sends them: `[words]` is one marked run. */
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
  it('counts a phrase the server marked as one run once', () => {
    expect(countReaderMatches(runs('Suppliers must hold [Cyber Essentials] certification.'))).toBe(
      1,
    );
  });

  it('counts each marked run, plain words one by one', () => {
    expect(countReaderMatches(runs('[Culvert] [inspection] by CCTV; [culvert] repairs.'))).toBe(3);
  });

  it('counts nothing on a page with no marks', () => {
    expect(countReaderMatches(runs('A separate inspection of the headwall.'))).toBe(0);
  });
});
