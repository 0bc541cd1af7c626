import { describe, expect, it } from 'vitest';
import { toJsonbText } from './jsonb-text';
import { BrokenPageError, parseReleasePackage } from './parse-release-package';
import { resolveNextUrl } from './portal-feed';

describe('parseReleasePackage', () => {
  it('returns releases and links.next, dropping releases without ocid or id', () => {
    const body = JSON.stringify({
      releases: [{ ocid: 'a', id: '1' }, { ocid: 'b' }, 'junk', { ocid: 'c', id: 2 }],
      links: { next: 'https://x.example/?cursor=abc' },
    });
    const parsed = parseReleasePackage(new TextEncoder().encode(body));
    expect(parsed.releases).toEqual([
      { ocid: 'a', id: '1' },
      { ocid: 'c', id: '2' },
    ]);
    expect(parsed.droppedReleases).toBe(2);
    expect(parsed.nextUrl).toBe('https://x.example/?cursor=abc');
  });

  it('accepts a bare array of releases (saved files)', () => {
    expect(parseReleasePackage('[{"ocid":"a","id":"1"}]').releases).toHaveLength(1);
  });

  it('throws BrokenPageError for HTML, truncated JSON and non-packages', () => {
    for (const body of ['<html>rate limit</html>', '{"releases": [', '{"records": []}']) {
      expect(() => parseReleasePackage(body)).toThrow(BrokenPageError);
    }
  });
});

describe('resolveNextUrl', () => {
  it('follows links on the configured origin and re-points others at it', () => {
    const base = 'http://127.0.0.1:8080';
    expect(resolveNextUrl('http://127.0.0.1:8080/api?cursor=1', base)).toBe(
      'http://127.0.0.1:8080/api?cursor=1',
    );
    expect(resolveNextUrl('https://evil.example/api?cursor=1', base)).toBe(
      'http://127.0.0.1:8080/api?cursor=1',
    );
  });
});

describe('toJsonbText', () => {
  it('drops NUL characters and replaces lone surrogates, leaving other text alone', () => {
    expect(JSON.parse(toJsonbText({ a: 'x\u0000y', b: 'ok \ud800', c: '😀' }))).toEqual({
      a: 'xy',
      b: 'ok \ufffd',
      c: '😀',
    });
    expect(toJsonbText({ a: 'plain' })).toBe('{"a":"plain"}');
  });
});
